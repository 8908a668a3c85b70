import type { Text } from '../../platform/i18n/language';

export const payPasswordMessages = {
  notSet: {
    'zh-Hans': '请先设置支付密码',
    en: 'Please set your pay password first',
    ja: '先に支払いパスワードを設定してください',
    'zh-Hant': '請先設定支付密碼',
  },
  wrong: {
    'zh-Hans': '支付密码错误，还可尝试 {left} 次',
    en: 'Wrong pay password; {left} tries left',
    ja: '支払いパスワードが違います。残り {left} 回',
    'zh-Hant': '支付密碼錯誤，還可嘗試 {left} 次',
  },
  locked: {
    'zh-Hans': '支付密码错误次数过多，请 {minutes} 分钟后再试',
    en: 'Too many wrong pay passwords; try again in {minutes} min',
    ja: '支払いパスワードの誤りが多すぎます。{minutes} 分後にお試しください',
    'zh-Hant': '支付密碼錯誤次數過多，請 {minutes} 分鐘後再試',
  },
  format: {
    'zh-Hans': '支付密码为 6 位数字',
    en: 'The pay password is 6 digits',
    ja: '支払いパスワードは 6 桁の数字です',
    'zh-Hant': '支付密碼為 6 位數字',
  },
} satisfies Record<string, Text>;

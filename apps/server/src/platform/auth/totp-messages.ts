import type { Text } from '../i18n/language';

/** Refusals of the second factor, in every language the app speaks. */
export const totpMessages = {
  alreadyOn: {
    'zh-Hans': '两步验证已开启，如需更换请先关闭',
    en: 'Two-step verification is already on; turn it off first to set it up again',
    ja: '2 段階認証はすでにオンです。設定し直すには先にオフにしてください',
    'zh-Hant': '兩步驗證已開啟，如需更換請先關閉',
  },
  notSetUp: {
    'zh-Hans': '请先获取新的密钥',
    en: 'Please start the setup again to get a new key',
    ja: 'もう一度設定を始めて新しいキーを取得してください',
    'zh-Hant': '請先獲取新的密鑰',
  },
  notOn: {
    'zh-Hans': '两步验证未开启',
    en: 'Two-step verification is not on',
    ja: '2 段階認証はオンになっていません',
    'zh-Hant': '兩步驗證未開啟',
  },
  wrongCode: {
    'zh-Hans': '验证器动态码不正确或已使用',
    en: 'The authenticator code is wrong or was already used',
    ja: '認証アプリのコードが違うか、すでに使用されています',
    'zh-Hant': '驗證器動態碼不正確或已使用',
  },
  codeRequired: {
    'zh-Hans': '请输入验证器中的 6 位动态码',
    en: 'Enter the 6-digit code from your authenticator app',
    ja: '認証アプリの 6 桁のコードを入力してください',
    'zh-Hant': '請輸入驗證器中的 6 位動態碼',
  },
  ticketExpired: {
    'zh-Hans': '登录已超时，请重新输入密码',
    en: 'The sign-in timed out; please enter your password again',
    ja: 'ログインの有効期限が切れました。もう一度パスワードを入力してください',
    'zh-Hant': '登入已逾時，請重新輸入密碼',
  },
} satisfies Record<string, Text>;

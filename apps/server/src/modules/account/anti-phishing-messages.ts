import type { Text } from '../../platform/i18n/language';

/** Refusals of the anti-phishing code, in every language the app speaks. */
export const antiPhishingMessages = {
  empty: {
    'zh-Hans': '请输入防钓鱼码',
    en: 'Please enter an anti-phishing code',
    ja: 'フィッシング対策コードを入力してください',
    'zh-Hant': '請輸入防釣魚碼',
  },
  length: {
    'zh-Hans': '防钓鱼码须为 {min}–{max} 个字符',
    en: 'The anti-phishing code must be {min} to {max} characters long',
    ja: 'フィッシング対策コードは {min}〜{max} 文字で入力してください',
    'zh-Hant': '防釣魚碼須為 {min}–{max} 個字元',
  },
  characters: {
    'zh-Hans': '防钓鱼码不能包含换行、控制字符或不可见字符',
    en: 'The anti-phishing code may not contain line breaks, control characters or invisible characters',
    ja: 'フィッシング対策コードに改行・制御文字・不可視文字は使えません',
    'zh-Hant': '防釣魚碼不能包含換行、控制字元或不可見字元',
  },
  digitsOnly: {
    'zh-Hans': '防钓鱼码不能全是数字，以免与验证码混淆',
    en: 'The anti-phishing code may not be digits only: it would read like a verification code',
    ja: 'フィッシング対策コードを数字だけにすることはできません（認証コードと紛らわしいため）',
    'zh-Hant': '防釣魚碼不能全是數字，以免與驗證碼混淆',
  },
  passwordRequired: {
    'zh-Hans': '请输入登录密码',
    en: 'Please enter your login password',
    ja: 'ログインパスワードを入力してください',
    'zh-Hant': '請輸入登入密碼',
  },
} satisfies Record<string, Text>;

/** What the member's mobile (else email) receives when the code is set or changed; the code itself follows on its own line. */
export const antiPhishingSetSubject: Text = {
  'zh-Hans': '【{site}】防钓鱼码已设置',
  en: '{site}: your anti-phishing code was set',
  ja: '【{site}】フィッシング対策コードが設定されました',
  'zh-Hant': '【{site}】防釣魚碼已設定',
};

export const antiPhishingSetNotice: Text = {
  'zh-Hans':
    '【{site}】您的防钓鱼码已设置。此后我们发给您的每条短信和邮件末尾都会带有它；没有它或与它不符的消息都不是我们发的。如果不是您本人操作，请立即修改登录密码并联系客服。',
  en: '{site}: your anti-phishing code was set. Every SMS and email we send you ends with it from now on; a message without it, or with another, is not from us. If you did not do this, change your login password and contact support at once.',
  ja: '【{site}】フィッシング対策コードが設定されました。今後お送りするすべての SMS とメールの末尾に記載されます。記載がない、または異なるメッセージは当社からのものではありません。お心当たりがない場合は、すぐにログインパスワードを変更し、サポートへご連絡ください。',
  'zh-Hant':
    '【{site}】您的防釣魚碼已設定。此後我們發給您的每則簡訊和郵件末尾都會帶有它；沒有它或與它不符的訊息都不是我們發的。如果不是您本人操作，請立即修改登入密碼並聯繫客服。',
};

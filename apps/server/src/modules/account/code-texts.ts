import type { CodeEvent } from '@mcc/contract/account';
import { type Language, render, type Text } from '../../platform/i18n/language';
import { type MessageTexts, renderMessage } from '../../platform/mail/notice';

const purposes: Record<CodeEvent, Text> = {
  register: { 'zh-Hans': '注册账号', en: 'create your account', ja: 'アカウント登録', 'zh-Hant': '註冊帳號' },
  resetpwd: { 'zh-Hans': '找回密码', en: 'reset your password', ja: 'パスワードの再設定', 'zh-Hant': '找回密碼' },
  changemobile: { 'zh-Hans': '更换手机号', en: 'change your mobile number', ja: '携帯番号の変更', 'zh-Hant': '更換手機號' },
  changeemail: { 'zh-Hans': '更换邮箱', en: 'change your email address', ja: 'メールアドレスの変更', 'zh-Hant': '更換郵箱' },
  paypwd: { 'zh-Hans': '设置支付密码', en: 'set your pay password', ja: '支払いパスワードの設定', 'zh-Hant': '設定支付密碼' },
  withdraw: { 'zh-Hans': '确认提现', en: 'confirm a withdrawal', ja: '出金の確認', 'zh-Hant': '確認提現' },
};

const codeTexts: MessageTexts = {
  subject: {
    'zh-Hans': '【{site}】验证码 {code}',
    en: '{site} verification code {code}',
    ja: '【{site}】認証コード {code}',
    'zh-Hant': '【{site}】驗證碼 {code}',
  },
  text: {
    'zh-Hans': '【{site}】您的验证码是 {code}，用于{purpose}，10 分钟内有效。请勿告诉任何人。',
    en: '{site}: {code} is your code to {purpose}. It works for 10 minutes. Never share it with anyone.',
    ja: '【{site}】{purpose}の認証コードは {code} です。10 分間有効です。誰にも教えないでください。',
    'zh-Hant': '【{site}】您的驗證碼是 {code}，用於{purpose}，10 分鐘內有效。請勿告訴任何人。',
  },
};

const registeredTexts: MessageTexts = {
  subject: {
    'zh-Hans': '【{site}】此地址已注册',
    en: '{site}: this address is already registered',
    ja: '【{site}】このアドレスは登録済みです',
    'zh-Hant': '【{site}】此地址已註冊',
  },
  text: {
    'zh-Hans': '【{site}】有人尝试用此{kind}注册，但它已注册过账户。如果是您本人，请直接登录或找回密码；否则请忽略本消息。',
    en: '{site}: someone tried to register with this {kind}, but it already has an account. If it was you, log in or reset your password; otherwise ignore this message.',
    ja: '【{site}】この{kind}で新規登録が試みられましたが、すでにアカウントがあります。ご本人の場合はログインするかパスワードを再設定してください。心当たりがなければ無視してください。',
    'zh-Hant': '【{site}】有人嘗試用此{kind}註冊，但它已註冊過帳戶。如果是您本人，請直接登入或找回密碼；否則請忽略本訊息。',
  },
};

const changedTexts: MessageTexts = {
  subject: {
    'zh-Hans': '【{site}】账户{kind}已更换',
    en: '{site}: your {kind} was changed',
    ja: '【{site}】{kind}が変更されました',
    'zh-Hant': '【{site}】帳戶{kind}已更換',
  },
  text: {
    'zh-Hans': '【{site}】您账户的{kind}已更换为 {masked}，此{kind}不再用于登录。如果不是您本人操作，请立即联系客服。',
    en: '{site}: the {kind} of your account was changed to {masked}; this one no longer signs in. If you did not do this, contact support at once.',
    ja: '【{site}】アカウントの{kind}が {masked} に変更されました。こちらではログインできなくなります。お心当たりがなければ、すぐにサポートへご連絡ください。',
    'zh-Hant': '【{site}】您帳戶的{kind}已更換為 {masked}，此{kind}不再用於登入。如果不是您本人操作，請立即聯繫客服。',
  },
};

const kinds: Record<'sms' | 'email', Text> = {
  sms: { 'zh-Hans': '手机号', en: 'mobile number', ja: '携帯番号', 'zh-Hant': '手機號' },
  email: { 'zh-Hans': '邮箱', en: 'email address', ja: 'メールアドレス', 'zh-Hant': '郵箱' },
};

/** The text and subject of a code message in the member's language. */
export function codeMessage(site: string, event: CodeEvent, code: string, language: Language): { subject: string; text: string } {
  const purpose = render(purposes[event], language);
  return renderMessage(codeTexts, language, { site, code, purpose });
}

/** What a register request for a taken mobile or email sends instead of a code. */
export function alreadyRegisteredMessage(site: string, channel: 'sms' | 'email', language: Language): { subject: string; text: string } {
  return renderMessage(registeredTexts, language, { site, kind: render(kinds[channel], language) });
}

/** What the old mobile or email receives when the member moves to a new one (`masked` is the new one, masked). */
export function contactChangedMessage(
  site: string,
  channel: 'sms' | 'email',
  masked: string,
  language: Language,
): { subject: string; text: string } {
  const kind = render(kinds[channel], language);
  return renderMessage(changedTexts, language, { site, kind, masked });
}

const supportResetTexts: MessageTexts = {
  subject: {
    'zh-Hans': '【{site}】您的登录密码已被客服重置',
    en: '{site}: support reset your login password',
    ja: '【{site}】サポートがログインパスワードをリセットしました',
    'zh-Hant': '【{site}】您的登入密碼已被客服重設',
  },
  text: {
    'zh-Hans':
      '【{site}】客服已重置您的登录密码，原密码已失效。请在登录页点击“忘记密码”，用发送到此{kind}的验证码设置新密码。客服不会向您索要密码或验证码。',
    en: '{site}: support reset your login password; the old one no longer works. On the sign-in page choose "Forgot password" and set a new one with a code sent to this {kind}. Support never asks for your password or codes.',
    ja: '【{site}】サポートがログインパスワードをリセットしました。以前のパスワードは使えません。ログイン画面の「パスワードを忘れた」から、この{kind}に届く認証コードで新しいパスワードを設定してください。サポートがパスワードやコードを尋ねることはありません。',
    'zh-Hant':
      '【{site}】客服已重設您的登入密碼，原密碼已失效。請在登入頁點選「忘記密碼」，用發送到此{kind}的驗證碼設定新密碼。客服不會向您索取密碼或驗證碼。',
  },
};

/** What the member's mobile or email receives when support resets the login password (they cannot read tips until they sign in again). */
export function supportResetMessage(site: string, channel: 'sms' | 'email', language: Language): { subject: string; text: string } {
  const kind = render(kinds[channel], language);
  return renderMessage(supportResetTexts, language, { site, kind });
}

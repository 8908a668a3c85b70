import type { Text } from '../../platform/i18n/language';

/** Refusals of the support actions. */
export const supportMessages = {
  memberNotFound: {
    'zh-Hans': '会员不存在',
    en: 'There is no such member',
    ja: 'その会員は存在しません',
    'zh-Hant': '會員不存在',
  },
  noContact: {
    'zh-Hans': '该会员没有手机号或邮箱，无法接收验证码来设置新密码',
    en: 'This member has no mobile or email to receive the code that sets a new password',
    ja: 'この会員には新しいパスワードを設定する認証コードを受け取る携帯番号もメールアドレスもありません',
    'zh-Hant': '該會員沒有手機號或郵箱，無法接收驗證碼來設定新密碼',
  },
  noPayPassword: {
    'zh-Hans': '该会员尚未设置支付密码',
    en: 'This member has not set a pay password',
    ja: 'この会員は支払いパスワードを設定していません',
    'zh-Hant': '該會員尚未設定支付密碼',
  },
  noTotp: {
    'zh-Hans': '该会员未开启两步验证',
    en: 'This member does not have two-step verification on',
    ja: 'この会員は 2 段階認証をオンにしていません',
    'zh-Hant': '該會員未開啟兩步驗證',
  },
  noLoginLock: {
    'zh-Hans': '该会员没有登录失败记录，无需解锁',
    en: 'This member has no failed sign-ins to clear',
    ja: 'この会員にはクリアするログイン失敗の記録がありません',
    'zh-Hant': '該會員沒有登入失敗紀錄，無需解鎖',
  },
  noPayPasswordLock: {
    'zh-Hans': '该会员的支付密码未被锁定，也没有错误次数',
    en: "This member's pay password is not locked and has no wrong tries",
    ja: 'この会員の支払いパスワードはロックされておらず、誤入力もありません',
    'zh-Hant': '該會員的支付密碼未被鎖定，也沒有錯誤次數',
  },
} satisfies Record<string, Text>;

import type { Text } from '../../platform/i18n/language';

/** Refusals of the console's generic calls. */
export const adminMessages = {
  badLogin: {
    'zh-Hans': '用户名或密码不正确',
    en: 'The username or password is not correct',
    ja: 'ユーザー名またはパスワードが正しくありません',
    'zh-Hant': '使用者名稱或密碼不正確',
  },
  loginThrottled: {
    'zh-Hans': '登录尝试过多，请 {minutes} 分钟后再试',
    en: 'Too many sign-in attempts; try again in {minutes} min',
    ja: 'ログインの試行が多すぎます。{minutes} 分後にもう一度お試しください',
    'zh-Hant': '登入嘗試過多，請 {minutes} 分鐘後再試',
  },
  wrongCurrentPassword: {
    'zh-Hans': '当前密码不正确',
    en: 'The current password is not right',
    ja: '現在のパスワードが正しくありません',
    'zh-Hant': '目前密碼不正確',
  },
  commonPassword: {
    'zh-Hans': '这个密码太常见，容易被猜中，请换一个',
    en: 'This password is one of the most used and easily guessed; please choose another',
    ja: 'このパスワードはよく使われていて推測されやすいため、別のものを選んでください',
    'zh-Hant': '這個密碼太常見，容易被猜中，請換一個',
  },
  samePassword: {
    'zh-Hans': '新密码不能与当前密码相同',
    en: 'The new password must differ from the current one',
    ja: '新しいパスワードは現在のパスワードと異なる必要があります',
    'zh-Hant': '新密碼不能與目前密碼相同',
  },
  passwordThrottled: {
    'zh-Hans': '密码错误次数过多，请 {minutes} 分钟后再试',
    en: 'Too many wrong passwords; try again in {minutes} min',
    ja: 'パスワードの誤りが多すぎます。{minutes} 分後にもう一度お試しください',
    'zh-Hant': '密碼錯誤次數過多，請 {minutes} 分鐘後再試',
  },
  usernameTaken: {
    'zh-Hans': '该用户名已被使用',
    en: 'This username is already taken',
    ja: 'このユーザー名は既に使われています',
    'zh-Hant': '該使用者名稱已被使用',
  },
  operatorNotFound: {
    'zh-Hans': '管理员不存在',
    en: 'There is no such operator',
    ja: 'その管理者は存在しません',
    'zh-Hant': '管理員不存在',
  },
  notYourself: {
    'zh-Hans': '不能对自己的账号执行此操作',
    en: 'You cannot do this to your own account',
    ja: '自分のアカウントにはこの操作を行えません',
    'zh-Hant': '不能對自己的帳號執行此操作',
  },
  lastSuperAdmin: {
    'zh-Hans': '至少需要保留一名启用的超级管理员',
    en: 'At least one active super admin must remain',
    ja: '有効なスーパー管理者を少なくとも 1 人残す必要があります',
    'zh-Hant': '至少需要保留一名啟用的超級管理員',
  },
  memberNotFound: {
    'zh-Hans': '会员不存在',
    en: 'There is no such member',
    ja: 'その会員は存在しません',
    'zh-Hant': '會員不存在',
  },
  memberAlreadyInState: {
    'zh-Hans': '会员状态已是 {status}',
    en: 'The member is already {status}',
    ja: '会員は既に {status} です',
    'zh-Hant': '會員狀態已是 {status}',
  },
  unknownSetting: {
    'zh-Hans': '不存在的设置项 {field}',
    en: 'There is no setting {field}',
    ja: '設定項目 {field} はありません',
    'zh-Hant': '不存在的設定項 {field}',
  },
  invalidSetting: {
    'zh-Hans': '设置项 {field} 的值不正确',
    en: 'The value of the setting {field} is not valid',
    ja: '設定項目 {field} の値が正しくありません',
    'zh-Hant': '設定項 {field} 的值不正確',
  },
  settingScale: {
    'zh-Hans': '设置项 {field} 最多 {scale} 位小数（{asset}）',
    en: 'The setting {field} takes at most {scale} decimals ({asset})',
    ja: '設定項目 {field} の小数は {scale} 桁までです（{asset}）',
    'zh-Hant': '設定項 {field} 最多 {scale} 位小數（{asset}）',
  },
  nothingToSave: {
    'zh-Hans': '没有要保存的设置',
    en: 'There are no settings to save',
    ja: '保存する設定がありません',
    'zh-Hant': '沒有要儲存的設定',
  },
} satisfies Record<string, Text>;

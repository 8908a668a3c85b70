import type { Text } from '../../platform/i18n/language';

/** Refusals of the password change and the member's sessions, in every language the app speaks. */
export const securityMessages = {
  wrongCurrentPassword: {
    'zh-Hans': '当前登录密码不正确',
    en: 'The current login password is not correct',
    ja: '現在のログインパスワードが正しくありません',
    'zh-Hant': '當前登入密碼不正確',
  },
  samePassword: {
    'zh-Hans': '新密码不能与当前密码相同',
    en: 'The new password must differ from the current one',
    ja: '新しいパスワードは現在のものと異なる必要があります',
    'zh-Hant': '新密碼不能與當前密碼相同',
  },
  sessionNotFound: {
    'zh-Hans': '该登录设备不存在或已退出',
    en: 'That session does not exist or has already ended',
    ja: 'そのログインは存在しないか、すでに終了しています',
    'zh-Hant': '該登入裝置不存在或已登出',
  },
  idOrAllOthers: {
    'zh-Hans': '请指定要退出的设备，或选择退出其他全部设备',
    en: 'Name one session to end, or all the others',
    ja: '終了するログインを 1 つ指定するか、他のすべてを選んでください',
    'zh-Hant': '請指定要登出的裝置，或選擇登出其他全部裝置',
  },
} satisfies Record<string, Text>;

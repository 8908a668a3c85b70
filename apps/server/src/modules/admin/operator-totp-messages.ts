import { totpMessages } from '../../platform/auth/totp-messages';
import type { Text } from '../../platform/i18n/language';

/** Refusals of the operators' second factor: the members' texts, and the one only operators meet. */
export const operatorTotpMessages = {
  ...totpMessages,
  requiredForRole: {
    'zh-Hans': '您的角色必须开启两步验证，无法关闭',
    en: 'Your role must keep two-step verification on; it cannot be turned off',
    ja: 'このロールでは 2 段階認証が必須のため、オフにできません',
    'zh-Hant': '您的角色必須開啟兩步驗證，無法關閉',
  },
} satisfies Record<string, Text>;

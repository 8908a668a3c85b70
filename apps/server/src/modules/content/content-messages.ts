import type { Text } from '../../platform/i18n/language';

export const contentMessages = {
  /** The titles a page has until an operator names it. */
  agreementTitle: {
    'zh-Hans': '用户协议',
    en: 'User agreement',
    ja: '利用規約',
    'zh-Hant': '用戶協議',
  },
  privacyTitle: {
    'zh-Hans': '隐私政策',
    en: 'Privacy policy',
    ja: 'プライバシーポリシー',
    'zh-Hant': '隱私政策',
  },
  contentRequired: {
    'zh-Hans': '请至少填写一种语言的正文',
    en: 'Write the text in at least one language',
    ja: '少なくとも一つの言語で本文を入力してください',
    'zh-Hant': '請至少填寫一種語言的正文',
  },
} satisfies Record<string, Text>;

import type { Text } from '../../platform/i18n/language';

export const noticeMessages = {
  notFound: {
    'zh-Hans': '公告不存在',
    en: 'There is no such notice',
    ja: 'そのお知らせはありません',
    'zh-Hant': '公告不存在',
  },
  titleRequired: {
    'zh-Hans': '请至少填写一种语言的标题',
    en: 'Give the title in at least one language',
    ja: '少なくとも一つの言語でタイトルを入力してください',
    'zh-Hant': '請至少填寫一種語言的標題',
  },
} satisfies Record<string, Text>;

import type { Text } from '../../platform/i18n/language';

export const uploadMessages = {
  noFile: {
    'zh-Hans': '请选择要上传的图片',
    en: 'Please choose an image to upload',
    ja: 'アップロードする画像を選んでください',
    'zh-Hant': '請選擇要上傳的圖片',
  },
  tooLarge: {
    'zh-Hans': '图片不能超过 {mb} MB',
    en: 'The image must be at most {mb} MB',
    ja: '画像は {mb} MB 以下にしてください',
    'zh-Hant': '圖片不能超過 {mb} MB',
  },
  dailyLimit: {
    'zh-Hans': '今天的上传次数已用完（每天 {limit} 张），请明天再试',
    en: 'You have used today’s uploads ({limit} a day); please try again tomorrow',
    ja: '本日のアップロード回数（1 日 {limit} 枚）に達しました。明日もう一度お試しください',
    'zh-Hant': '今天的上傳次數已用完（每天 {limit} 張），請明天再試',
  },
  notImage: {
    'zh-Hans': '只能上传 JPG、PNG、WebP 或 GIF 图片',
    en: 'Only JPG, PNG, WebP or GIF images can be uploaded',
    ja: 'アップロードできるのは JPG、PNG、WebP、GIF 画像のみです',
    'zh-Hant': '只能上傳 JPG、PNG、WebP 或 GIF 圖片',
  },
} satisfies Record<string, Text>;

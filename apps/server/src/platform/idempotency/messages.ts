import type { Text } from '../i18n/language';

export const idempotencyMessages = {
  keyReused: {
    'zh-Hans': '该 Idempotency-Key 已用于另一个请求，请为新的操作使用新的 Key',
    en: 'This Idempotency-Key was used for another request; use a new key for a new action',
    ja: 'この Idempotency-Key は別のリクエストに使われています。新しい操作には新しいキーを使ってください',
    'zh-Hant': '該 Idempotency-Key 已用於另一個請求，請為新的操作使用新的 Key',
  },
  keyInvalid: {
    'zh-Hans': 'Idempotency-Key 须为 1 到 255 个字符',
    en: 'The Idempotency-Key must be 1 to 255 characters',
    ja: 'Idempotency-Key は 1〜255 文字にしてください',
    'zh-Hant': 'Idempotency-Key 須為 1 到 255 個字元',
  },
  keyMissing: {
    'zh-Hans': '涉及资金的请求须带 Idempotency-Key 请求头',
    en: 'A request that moves money needs an Idempotency-Key header',
    ja: '資金が動くリクエストには Idempotency-Key ヘッダーが必要です',
    'zh-Hant': '涉及資金的請求須帶 Idempotency-Key 請求標頭',
  },
} satisfies Record<string, Text>;

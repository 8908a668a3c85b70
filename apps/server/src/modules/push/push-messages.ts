import type { Text } from '../../platform/i18n/language';

export const pushMessages = {
  tooMany: {
    'zh-Hans': '通知设备最多 {max} 个，请先在其他设备上关闭通知',
    en: 'Notifications can be on for at most {max} devices; turn them off on another device first',
    ja: '通知を受け取れる端末は最大 {max} 台です。先に他の端末で通知をオフにしてください',
    'zh-Hant': '通知裝置最多 {max} 個，請先在其他裝置上關閉通知',
  },
  hostRefused: {
    'zh-Hans': '不支持此推送服务',
    en: 'This push service is not accepted',
    ja: 'このプッシュサービスは利用できません',
    'zh-Hant': '不支援此推播服務',
  },
} satisfies Record<string, Text>;

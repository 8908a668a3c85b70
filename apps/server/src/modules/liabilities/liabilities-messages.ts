import type { Text } from '../../platform/i18n/language';

export const liabilitiesMessages = {
  noRootYet: {
    'zh-Hans': '还没有发布过负债证明，首份证明将在下一次每日任务后发布',
    en: 'No liabilities proof has been published yet; the first comes with the next daily run',
    ja: '負債証明はまだ公開されていません。最初の証明は次の日次処理で公開されます',
    'zh-Hant': '還沒有發布過負債證明，首份證明將在下一次每日任務後發布',
  },
  notInRoot: {
    'zh-Hans': '最新的负债证明生成于您注册之前，您的余额将出现在下一份证明中',
    en: 'The latest liabilities proof was made before you joined; your balances will be in the next one',
    ja: '最新の負債証明はご登録前に作成されました。次回の証明に残高が含まれます',
    'zh-Hant': '最新的負債證明生成於您註冊之前，您的餘額將出現在下一份證明中',
  },
} satisfies Record<string, Text>;

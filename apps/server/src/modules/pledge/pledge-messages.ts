import type { Text } from '../../platform/i18n/language';

export const pledgeMessages = {
  productNotFound: {
    'zh-Hans': '该产品不存在或已下架',
    en: 'This product does not exist or is no longer offered',
    ja: 'この商品は存在しないか、販売を終了しました',
    'zh-Hant': '該產品不存在或已下架',
  },
  belowMin: {
    'zh-Hans': '认购金额不能低于 {min} {asset}',
    en: 'The amount must be at least {min} {asset}',
    ja: '申込金額は {min} {asset} 以上にしてください',
    'zh-Hant': '認購金額不能低於 {min} {asset}',
  },
  aboveMax: {
    'zh-Hans': '单笔认购不能超过 {max} {asset}',
    en: 'One order can be at most {max} {asset}',
    ja: '1 回の申込は {max} {asset} までです',
    'zh-Hant': '單筆認購不能超過 {max} {asset}',
  },
  quotaExceeded: {
    'zh-Hans': '产品额度不足，剩余可认购 {left} {asset}',
    en: 'Not enough quota left: {left} {asset} can still be subscribed',
    ja: '募集枠が不足しています。残り {left} {asset}',
    'zh-Hant': '產品額度不足，剩餘可認購 {left} {asset}',
  },
  memberLimitExceeded: {
    'zh-Hans': '超出个人认购上限，您还可认购 {left} {asset}',
    en: 'Over your limit for this product: you can subscribe {left} {asset} more',
    ja: 'この商品の個人上限を超えています。あと {left} {asset} まで申し込めます',
    'zh-Hant': '超出個人認購上限，您還可認購 {left} {asset}',
  },
  orderNotFound: {
    'zh-Hans': '订单不存在',
    en: 'There is no such order',
    ja: 'その注文はありません',
    'zh-Hant': '訂單不存在',
  },
  notRedeemable: {
    'zh-Hans': '只有运行中的活期订单可以赎回',
    en: 'Only a running flexible order can be redeemed',
    ja: '解約できるのは運用中の随時型の注文だけです',
    'zh-Hant': '只有運行中的活期訂單可以贖回',
  },
  // Console.
  badRate: {
    'zh-Hans': '日利率须为 0 到 1 之间的小数，最多 8 位小数，例如 0.005',
    en: 'The daily rate is a fraction from 0 to 1 with at most 8 decimals, such as 0.005',
    ja: '日利は 0〜1 の小数（小数点以下 8 桁まで）で指定してください（例 0.005）',
    'zh-Hant': '日利率須為 0 到 1 之間的小數，最多 8 位小數，例如 0.005',
  },
  badLimits: {
    'zh-Hans': '最低认购额须大于 0 且不高于最高认购额',
    en: 'The minimum must be above 0 and not above the maximum',
    ja: '最低額は 0 より大きく、最高額以下にしてください',
    'zh-Hant': '最低認購額須大於 0 且不高於最高認購額',
  },
  nameRequired: {
    'zh-Hans': '请填写全部四种语言的产品名称',
    en: 'Give the product name in all four languages',
    ja: '商品名を 4 言語すべてで入力してください',
    'zh-Hant': '請填寫全部四種語言的產品名稱',
  },
  termLocked: {
    'zh-Hans': '已有订单的产品不能修改币种或期限',
    en: 'The asset and term of a product with orders cannot change',
    ja: '注文のある商品の通貨と期間は変更できません',
    'zh-Hant': '已有訂單的產品不能修改幣種或期限',
  },
  fundPositive: {
    'zh-Hans': '注资金额须大于 0',
    en: 'The funding amount must be above 0',
    ja: '入金額は 0 より大きくしてください',
    'zh-Hant': '注資金額須大於 0',
  },
  amountPositive: {
    'zh-Hans': '金额须大于 0',
    en: 'The amount must be above 0',
    ja: '金額は 0 より大きくしてください',
    'zh-Hant': '金額須大於 0',
  },
  poolKeeps: {
    'zh-Hans': '最多可提取 {free} {asset}：资金池须保留 {reserve} {asset}，用于待发放收益和 {days} 天的收益发放',
    en: 'At most {free} {asset} can be taken out: the pool keeps {reserve} {asset} for the payouts waiting and {days} days of payouts',
    ja: '引き出せるのは最大 {free} {asset} です：プールは待機中の支払いと {days} 日分の支払いのために {reserve} {asset} を残します',
    'zh-Hant': '最多可提取 {free} {asset}：資金池須保留 {reserve} {asset}，用於待發放收益和 {days} 天的收益發放',
  },
  futureDay: {
    'zh-Hans': '只能执行今天（{today}）及之前的任务',
    en: 'Jobs can run only for days up to today ({today})',
    ja: 'ジョブを実行できるのは今日（{today}）までの日付だけです',
    'zh-Hant': '只能執行今天（{today}）及之前的任務',
  },
  tooFarAhead: {
    'zh-Hans': '演示模式下最多只能提前 {days} 天执行（至 {latest}）',
    en: 'In demo mode jobs can run at most {days} days ahead (through {latest})',
    ja: 'デモモードでは最大 {days} 日先（{latest}）までしか実行できません',
    'zh-Hant': '演示模式下最多只能提前 {days} 天執行（至 {latest}）',
  },
  badDay: {
    'zh-Hans': '日期格式须为 YYYY-MM-DD',
    en: 'The date must be a real day written YYYY-MM-DD',
    ja: '日付は YYYY-MM-DD 形式で指定してください',
    'zh-Hant': '日期格式須為 YYYY-MM-DD',
  },
} satisfies Record<string, Text>;

export const pledgeStatusTexts = {
  running: { 'zh-Hans': '运行中', en: 'Running', ja: '運用中', 'zh-Hant': '運行中' },
  matured: { 'zh-Hans': '已到期', en: 'Matured', ja: '満期', 'zh-Hant': '已到期' },
  redeemed: { 'zh-Hans': '已赎回', en: 'Redeemed', ja: '解約済み', 'zh-Hant': '已贖回' },
} satisfies Record<string, Text>;

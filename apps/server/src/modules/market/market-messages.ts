import { t } from '../shared-text';

/** Refusals of the market calls, in every language. */
export const marketMessages = {
  paused: t(
    '交易已暂停，请稍后再试',
    'Trading is paused; please try again later',
    '取引は一時停止中です。後でもう一度お試しください',
    '交易已暫停，請稍後再試',
  ),
  notOpen: t(
    '市场尚未开放：资金池还没有流动性',
    'The market is not open yet: the pool has no liquidity',
    'マーケットはまだ開いていません：プールに流動性がありません',
    '市場尚未開放：資金池還沒有流動性',
  ),
  tooSmall: t(
    '金额太小，换不到任何 {asset}',
    'The amount is too small to get any {asset}',
    '金額が小さすぎて {asset} を受け取れません',
    '金額太小，換不到任何 {asset}',
  ),
  slippage: t(
    '价格已变动：现在只能得到 {amount_out} {asset}，低于您设置的最少 {min_out} {asset}，本次未成交',
    'The price moved: you would now get {amount_out} {asset}, below your minimum of {min_out} {asset}. Nothing was traded',
    '価格が変動しました：現在の受取額は {amount_out} {asset} で、設定した最低額 {min_out} {asset} を下回るため、取引は成立しませんでした',
    '價格已變動：現在只能得到 {amount_out} {asset}，低於您設定的最少 {min_out} {asset}，本次未成交',
  ),
  minOutInvalid: t(
    '最少得到数量格式不正确',
    'The minimum to receive is not a valid amount',
    '最低受取額の形式が正しくありません',
    '最少得到數量格式不正確',
  ),
  feeInvalid: t(
    '手续费率须为 0 到 0.1 之间、最多 6 位小数的数字',
    'The fee must be a fraction from 0 to 0.1 with at most 6 decimals',
    '手数料率は 0 から 0.1 まで、小数 6 桁以内で指定してください',
    '手續費率須為 0 到 0.1 之間、最多 6 位小數的數字',
  ),
  liquidityNothing: t(
    '请填写要移动的 MCC 或 USDT 数量',
    'Give an amount of MCC or USDT to move',
    '移動する MCC または USDT の数量を入力してください',
    '請填寫要移動的 MCC 或 USDT 數量',
  ),
  liquidityFirst: t(
    '首次注入流动性须同时放入 MCC 和 USDT（两者之比即初始价格）',
    'The first liquidity needs both MCC and USDT (their ratio sets the opening price)',
    '最初の流動性には MCC と USDT の両方が必要です（その比率が初値になります）',
    '首次注入流動性須同時放入 MCC 和 USDT（兩者之比即初始價格）',
  ),
  liquidityEmpties: t(
    '不能取出 {asset} 储备的全部：请先暂停交易，并保留一部分',
    'You cannot take out all of the {asset} reserve: pause trading and leave some in',
    '{asset} の準備金をすべて引き出すことはできません：取引を停止し、一部を残してください',
    '不能取出 {asset} 儲備的全部：請先暫停交易，並保留一部分',
  ),
};

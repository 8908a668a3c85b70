import type { Text } from '../../platform/i18n/language';
import { defineLineType } from '../ledger/line-types';
import { t } from '../shared-text';

/** Refusals of the coin-mix calls, in every language. */
export const coinmixMessages = {
  noNav: t(
    '基金尚未公布净值，暂不能申购或赎回',
    'The fund has not posted a NAV yet; subscriptions and redemptions open with the first one',
    'ファンドはまだ基準価額を公表していないため、申込・解約はできません',
    '基金尚未公布淨值，暫不能申購或贖回',
  ),
  belowMinSubscribe: t(
    '申购金额最少 {min} USDT',
    'The smallest subscription is {min} USDT',
    '最低申込額は {min} USDT です',
    '申購金額最少 {min} USDT',
  ),
  tooSmallForUnits: t(
    '金额太小，扣除手续费后买不到任何份额',
    'The amount is too small to buy any units after the fee',
    '金額が小さすぎて、手数料を引くと口数を購入できません',
    '金額太小，扣除手續費後買不到任何份額',
  ),
  unitsInvalid: t(
    '份额须为大于 0、最多 8 位小数的数字',
    'Units must be a number above 0 with at most 8 decimals',
    '口数は 0 より大きく、小数 8 桁以内の数値で入力してください',
    '份額須為大於 0、最多 8 位小數的數字',
  ),
  belowMinRedeem: t('赎回份额最少 {min}', 'The smallest redemption is {min} units', '最低解約口数は {min} 口です', '贖回份額最少 {min}'),
  notEnoughUnits: t('可赎回份额不足', 'Not enough units available to redeem', '解約できる口数が不足しています', '可贖回份額不足'),
  orderNotFound: t('记录不存在', 'No such record', '記録が見つかりません', '記錄不存在'),
  notCancellable: t(
    '该订单已按净值结算或已取消，不能再取消',
    'This order has already been settled or cancelled',
    'この注文はすでに精算または取消済みです',
    '該訂單已按淨值結算或已取消，不能再取消',
  ),
  pricedAlready: t(
    '新的净值已公布，该订单将按此净值结算，不能再取消',
    'A new NAV has been posted: this order is priced at it and can no longer be cancelled',
    '新しい基準価額が公表されたため、この注文はその価額で精算され、取り消せません',
    '新的淨值已公布，該訂單將按此淨值結算，不能再取消',
  ),
  belowTransferMin: t(
    '转出金额最少 {min} USDT',
    'The smallest transfer out is {min} USDT',
    '最低振替額は {min} USDT です',
    '轉出金額最少 {min} USDT',
  ),
  walletShort: t(
    'AI量化钱包余额不足',
    'Not enough USDT in the coin-mix wallet',
    'AIクオンツウォレットの残高が不足しています',
    'AI量化錢包餘額不足',
  ),
  navInvalid: t(
    '净值须为大于 0、最多 8 位小数的数字',
    'The NAV must be a number above 0 with at most 8 decimals',
    '基準価額は 0 より大きく、小数 8 桁以内の数値で入力してください',
    '淨值須為大於 0、最多 8 位小數的數字',
  ),
  custodyShort: t('托管账户余额不足', 'Custody does not hold that much USDT', 'カストディ口座の残高が不足しています', '託管帳戶餘額不足'),
};

/** Order statuses as a member reads them. */
export const orderStatusText: Record<string, Text> = {
  done: t('已申购', 'Subscribed', '申込済み', '已申購'),
  // A subscription or a redemption waiting for its NAV.
  pending: t('待净值结算', 'Waiting for the next NAV', '次回基準価額待ち', '待淨值結算'),
  settled: t('已赎回', 'Redeemed', '解約済み', '已贖回'),
  cancelled: t('已取消', 'Cancelled', '取消済み', '已取消'),
};

// How the fund's journal lines read in a member's details.
const atNextNav = t(
  '申购单 #{order_id}，按下一次净值成交',
  'Subscription #{order_id}, priced at the next NAV',
  '申込 #{order_id}（次回基準価額で約定）',
  '申購單 #{order_id}，按下一次淨值成交',
);
const atNav = t('净值 {nav}', 'At NAV {nav}', '基準価額 {nav}', '淨值 {nav}');
defineLineType('coinmix_subscribe', {
  name: t('AI量化申购', 'Coin-mix subscription', 'AIクオンツ申込', 'AI量化申購'),
  memoDebit: atNextNav,
  memoCredit: atNextNav,
});
defineLineType('coinmix_subscribe_settle', {
  name: t('AI量化申购成交', 'Coin-mix units bought', 'AIクオンツ申込約定', 'AI量化申購成交'),
  memoDebit: atNav,
  memoCredit: atNav,
});
defineLineType('coinmix_subscribe_cancel', { name: t('申购取消', 'Subscription cancelled', '申込取消', '申購取消') });
defineLineType('coinmix_subscribe_fee', { name: t('申购手续费', 'Subscription fee', '申込手数料', '申購手續費') });
defineLineType('coinmix_redeem', {
  name: t('AI量化赎回', 'Coin-mix redemption', 'AIクオンツ解約', 'AI量化贖回'),
  memoCredit: atNav,
  memoDebit: t('赎回单 #{order_id}', 'Redemption #{order_id}', '解約 #{order_id}', '贖回單 #{order_id}'),
});
defineLineType('coinmix_redeem_fee', { name: t('赎回手续费', 'Redemption fee', '解約手数料', '贖回手續費') });
defineLineType('coinmix_redeem_cancel', { name: t('赎回取消', 'Redemption cancelled', '解約取消', '贖回取消') });
defineLineType('coinmix_transfer', {
  name: t('AI量化转出', 'Coin-mix transfer out', 'AIクオンツ振替', 'AI量化轉出'),
  credit: t('AI量化钱包转入', 'From the coin-mix wallet', 'AIクオンツウォレットから', 'AI量化錢包轉入'),
  debit: t('转到 USDT 钱包', 'To the USDT wallet', 'USDT ウォレットへ', '轉到 USDT 錢包'),
});
defineLineType('coinmix_transfer_fee', { name: t('转出手续费', 'Transfer-out fee', '振替手数料', '轉出手續費') });
defineLineType('coinmix_management_fee', { name: t('管理费', 'Management fee', '管理手数料', '管理費') });
defineLineType('coinmix_custody', { name: t('托管资金调拨', 'Custody transfer', 'カストディ振替', '託管資金調撥') });

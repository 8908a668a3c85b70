import { defineLineType } from '../ledger/line-types';
import { t } from '../shared-text';

// How staking's journal lines read in a member's details. Loaded for its effect by the pledge service.

const order = t('订单 #{order_id}', 'Order #{order_id}', '注文 #{order_id}', '訂單 #{order_id}');

/** Ledger purpose of a member's principal while it is staked. */
export const PLEDGED = 'pledged';

defineLineType('pledge_subscribe', {
  name: t('AI量化认购', 'AI quant subscription', 'AI クオンツ申込', 'AI量化認購'),
  memoCredit: order,
  memoDebit: order,
});
defineLineType('pledge_earning', {
  name: t('AI量化收益', 'AI quant earning', 'AI クオンツ収益', 'AI量化收益'),
  memoCredit: t('订单 #{order_id} · {day}', 'Order #{order_id} · {day}', '注文 #{order_id} · {day}', '訂單 #{order_id} · {day}'),
});
defineLineType('referral_reward', {
  name: t('团队奖励', 'Team reward', 'チーム報酬', '團隊獎勵'),
  memoCredit: t('团队成员收益 · {day}', "A team member's earning · {day}", 'チームメンバーの収益 · {day}', '團隊成員收益 · {day}'),
});
defineLineType('pledge_maturity', {
  name: t('AI量化到期', 'AI quant maturity', 'AI クオンツ満期', 'AI量化到期'),
  memoCredit: order,
  memoDebit: order,
});
defineLineType('pledge_redeem', {
  name: t('AI量化赎回', 'AI quant redemption', 'AI クオンツ解約', 'AI量化贖回'),
  memoCredit: order,
  memoDebit: order,
});

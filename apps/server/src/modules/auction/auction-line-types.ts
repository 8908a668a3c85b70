import { defineLineType } from '../ledger/line-types';
import { t } from '../shared-text';

const lot = t('拍品 #{lot_id}', 'Lot #{lot_id}', 'ロット #{lot_id}', '拍品 #{lot_id}');
const order = t('订单 #{order_id}', 'Order #{order_id}', '注文 #{order_id}', '訂單 #{order_id}');

// How the auction's journal lines read in a member's details. A bid moves the amount from the
// bidder's available USDT to their `bid_hold` account and, in the same entry, the previous top
// bid's hold back (auction_release). At close the winner's hold goes to the platform's escrow;
// settlement pays the seller from escrow and the fee out of it, or refunds the buyer.

defineLineType('auction_bid', {
  name: t('竞拍冻结', 'Bid held', '入札の保留', '競拍凍結'),
  memoCredit: lot,
  memoDebit: lot,
});
defineLineType('auction_release', {
  name: t('竞拍解冻', 'Bid released', '入札の保留解除', '競拍解凍'),
  memoCredit: lot,
  memoDebit: lot,
});
defineLineType('auction_escrow', {
  name: t('拍品款项转入担保', 'Paid into escrow', 'エスクローへの支払い', '拍品款項轉入擔保'),
  memoDebit: lot,
});
defineLineType('auction_settle', {
  name: t('拍卖成交', 'Auction sale', 'オークション売上', '拍賣成交'),
  memoCredit: order,
});
defineLineType('auction_fee', {
  name: t('拍卖手续费', 'Auction fee', 'オークション手数料', '拍賣手續費'),
  memoDebit: order,
});
defineLineType('auction_refund', {
  name: t('拍卖退款', 'Auction refund', 'オークション返金', '拍賣退款'),
  memoCredit: order,
});
defineLineType('auction_pay', {
  name: t('拍品尾款', 'Rest of a lot paid', 'ロットの残金', '拍品尾款'),
  memoDebit: order,
});
defineLineType('auction_forfeit', {
  name: t('拍卖保证金没收', 'Auction deposit forfeited', 'オークション保証金の没収', '拍賣保證金沒收'),
  memoCredit: order,
});

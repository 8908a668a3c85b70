import { defineLineType } from '../ledger/line-types';
import { t } from '../shared-text';

// How the market's journal lines read in a member's details. Loaded for its effect by the market service.

const trade = t('成交价 {price} USDT', 'At {price} USDT per MCC', '約定価格 {price} USDT', '成交價 {price} USDT');

defineLineType('market_buy', {
  name: t('买入 MCC', 'Buy MCC', 'MCC 購入', '買入 MCC'),
  memoCredit: trade,
  memoDebit: trade,
});
defineLineType('market_sell', {
  name: t('卖出 MCC', 'Sell MCC', 'MCC 売却', '賣出 MCC'),
  memoCredit: trade,
  memoDebit: trade,
});
defineLineType('market_fee', {
  name: t('交易手续费', 'Trading fee', '取引手数料', '交易手續費'),
  memoDebit: trade,
});
defineLineType('market_liquidity', { name: t('资金池流动性', 'Pool liquidity', 'プール流動性', '資金池流動性') });

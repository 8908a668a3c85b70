import { defineLineType } from '../ledger/line-types';
import { t } from '../shared-text';

// How the NFT module's journal lines read in a member's details. A sale is one entry: the buyer pays
// the price to the seller (nft_trade), and the seller pays the fee and the royalty out of it.

defineLineType('nft_trade', {
  name: t('NFT 交易', 'NFT trade', 'NFT 取引', 'NFT 交易'),
  credit: t('NFT 售出', 'NFT sold', 'NFT 売却', 'NFT 售出'),
  debit: t('购买 NFT', 'NFT bought', 'NFT 購入', '購買 NFT'),
  memoCredit: t('NFT #{token_id}', 'NFT #{token_id}', 'NFT #{token_id}', 'NFT #{token_id}'),
  memoDebit: t('NFT #{token_id}', 'NFT #{token_id}', 'NFT #{token_id}', 'NFT #{token_id}'),
});
defineLineType('nft_market_fee', {
  name: t('NFT 交易手续费', 'NFT market fee', 'NFT 取引手数料', 'NFT 交易手續費'),
  memoDebit: t('NFT #{token_id}', 'NFT #{token_id}', 'NFT #{token_id}', 'NFT #{token_id}'),
});
defineLineType('nft_royalty', {
  name: t('NFT 版税', 'NFT royalty', 'NFT ロイヤリティ', 'NFT 版稅'),
  credit: t('版税收入', 'Royalty received', 'ロイヤリティ収入', '版稅收入'),
  debit: t('支付版税', 'Royalty paid', 'ロイヤリティ支払い', '支付版稅'),
  memoCredit: t('NFT #{token_id}', 'NFT #{token_id}', 'NFT #{token_id}', 'NFT #{token_id}'),
  memoDebit: t('NFT #{token_id}', 'NFT #{token_id}', 'NFT #{token_id}', 'NFT #{token_id}'),
});
defineLineType('nft_box', {
  name: t('开盲盒', 'Blind box', 'ブラインドボックス', '開盲盒'),
  memoDebit: t(
    '盲盒 #{box_id}，nonce {nonce}',
    'Box #{box_id}, nonce {nonce}',
    'ボックス #{box_id}、nonce {nonce}',
    '盲盒 #{box_id}，nonce {nonce}',
  ),
});

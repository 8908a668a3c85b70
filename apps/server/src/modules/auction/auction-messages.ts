import { t } from '../shared-text';

/** Refusals of the auction calls (members' and console's), in every language. */
export const auctionMessages = {
  lotNotFound: t('拍品不存在', 'No such lot', 'そのロットは見つかりません', '拍品不存在'),
  lotClosed: t('该拍卖已结束', 'This auction has ended', 'このオークションは終了しました', '該拍賣已結束'),
  lotNotStarted: t('该拍卖尚未开始', 'This auction has not started yet', 'このオークションはまだ始まっていません', '該拍賣尚未開始'),
  ownLot: t('不能对自己的拍品出价', 'You cannot bid on your own lot', '自分のロットには入札できません', '不能對自己的拍品出價'),
  belowMinimum: t(
    '出价不能低于 {min} {asset}',
    'The bid must be at least {min} {asset}',
    '入札は {min} {asset} 以上にしてください',
    '出價不能低於 {min} {asset}',
  ),
  belowMinPrice: t(
    '起拍价不能低于 {min} {asset}',
    'The start price must be at least {min} {asset}',
    '開始価格は {min} {asset} 以上です',
    '起拍價不能低於 {min} {asset}',
  ),
  reserveBelowStart: t(
    '保留价不能低于起拍价',
    'The reserve cannot be below the start price',
    '最低落札価格は開始価格以上にしてください',
    '保留價不能低於起拍價',
  ),
  badTimes: t(
    '结束时间须在开始后 10 分钟至 30 天之间，且不早于现在',
    'The end must be 10 minutes to 30 days after the start, and in the future',
    '終了は開始の 10 分後から 30 日以内、かつ未来の時刻にしてください',
    '結束時間須在開始後 10 分鐘至 30 天之間，且不早於現在',
  ),
  badIncrement: t(
    '加价幅度须在 1% 至 50% 之间',
    'The minimum increment must be between 1% and 50%',
    '最低増額は 1% から 50% の間です',
    '加價幅度須在 1% 至 50% 之間',
  ),
  notAvailable: t(
    '该 NFT 正在出售、锁定或已销毁，不能拍卖',
    'This NFT is on sale, locked or burned, so it cannot go on auction',
    'この NFT は出品中・ロック中・焼却済みのためオークションに出せません',
    '該 NFT 正在出售、鎖定或已銷毀，不能拍賣',
  ),
  orderNotFound: t('订单不存在', 'No such order', 'その注文は見つかりません', '訂單不存在'),
  notBuyer: t('只有买家可以这样做', 'Only the buyer can do this', '買い手のみが行えます', '只有買家可以這樣做'),
  orderAppealed: t(
    '该订单正在申诉中，等待平台裁决',
    'This order is under appeal until the platform decides',
    'この注文は申し立て中で、裁定を待っています',
    '該訂單正在申訴中，等待平台裁決',
  ),
  orderSettled: t('该订单已完成', 'This order is already settled', 'この注文は完了しています', '該訂單已完成'),
  appealNotFound: t('申诉不存在', 'No such appeal', 'その申し立ては見つかりません', '申訴不存在'),
  appealClosed: t('该申诉已裁决', 'This appeal has been decided', 'この申し立ては裁定済みです', '該申訴已裁決'),
  imageNotYours: t(
    '图片须是你上传的图片',
    'Images must be ones you uploaded',
    '画像はあなたがアップロードしたものにしてください',
    '圖片須是你上傳的圖片',
  ),
  badDeposit: t(
    '保证金比例须在 1% 至 99% 之间，或填写低于起拍价的金额（二选一）',
    'The deposit is a percentage from 1% to 99% or an amount below the start price, not both',
    '保証金は 1%〜99% の割合か、開始価格未満の金額のどちらか一方で指定してください',
    '保證金比例須在 1% 至 99% 之間，或填寫低於起拍價的金額（二選一）',
  ),
  orderUnpaid: t(
    '请先支付该订单的尾款',
    'Pay the rest of this order first',
    '先にこの注文の残金をお支払いください',
    '請先支付該訂單的尾款',
  ),
  nothingToPay: t('该订单没有待付款项', 'This order has nothing left to pay', 'この注文に未払いはありません', '該訂單沒有待付款項'),
  payTooLate: t(
    '付款期限已过，保证金归卖家',
    'The time to pay has passed; the deposit goes to the seller',
    '支払期限を過ぎたため、保証金は出品者のものになります',
    '付款期限已過，保證金歸賣家',
  ),
  platformOnly: t(
    '只能拍卖平台库存中的 NFT',
    "Only NFTs of the platform's stock can be put on a primary lot",
    'プラットフォーム在庫の NFT のみ出品できます',
    '只能拍賣平台庫存中的 NFT',
  ),
};

/** How a decision reads in a tip. */
export const decisionTexts = {
  release: t('放款给卖家', 'paid to the seller', '売り手へ支払い', '放款給賣家'),
  refund: t('退款给买家', 'refunded to the buyer', '買い手へ返金', '退款給買家'),
};

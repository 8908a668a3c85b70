import type { Text } from '../../platform/i18n/language';

const t = (zhHans: string, en: string, ja: string, zhHant: string): Text => ({ 'zh-Hans': zhHans, en, ja, 'zh-Hant': zhHant });

/** Refusals of the NFT calls (members' and console's), in every language. */
export const nftMessages = {
  nftNotFound: t('NFT 不存在', 'No such NFT', 'その NFT は見つかりません', 'NFT 不存在'),
  notYours: t('这不是你的 NFT', 'This NFT is not yours', 'これはあなたの NFT ではありません', '這不是你的 NFT'),
  notAvailable: t(
    '该 NFT 正在出售、锁定或已销毁，不能操作',
    'This NFT is on sale, locked or burned, so it cannot be used now',
    'この NFT は出品中・ロック中・焼却済みのため操作できません',
    '該 NFT 正在出售、鎖定或已銷毀，不能操作',
  ),
  listingNotFound: t('挂单不存在', 'No such listing', 'その出品は見つかりません', '掛單不存在'),
  listingGone: t(
    '该 NFT 已售出或已下架',
    'This NFT has been sold or taken off sale',
    'この NFT は売り切れたか出品が取り消されました',
    '該 NFT 已售出或已下架',
  ),
  priceChanged: t(
    '卖家刚修改了价格，请确认新价格后再买',
    'The seller just changed the price: check the new price and buy again',
    '出品者が価格を変更しました。新しい価格を確認してください',
    '賣家剛修改了價格，請確認新價格後再買',
  ),
  ownListing: t('不能购买自己挂单的 NFT', 'You cannot buy your own listing', '自分の出品は購入できません', '不能購買自己掛單的 NFT'),
  belowMinPrice: t(
    '价格不能低于 {min} {asset}',
    'The price must be at least {min} {asset}',
    '価格は {min} {asset} 以上です',
    '價格不能低於 {min} {asset}',
  ),
  boxNotFound: t('盲盒不存在', 'No such blind box', 'そのブラインドボックスは見つかりません', '盲盒不存在'),
  boxNotOnSale: t('该盲盒未在售', 'This blind box is not on sale', 'このブラインドボックスは販売されていません', '該盲盒未在售'),
  soldOut: t('盲盒已售罄', 'This blind box is sold out', 'このブラインドボックスは売り切れです', '盲盒已售罄'),
  oddsChanged: t(
    '概率已更新（新的承诺哈希），请查看新概率后再试',
    'The odds changed (a new commitment): look at the new odds and try again',
    '確率が更新されました（新しいコミット）。新しい確率を確認してください',
    '機率已更新（新的承諾雜湊），請查看新機率後再試',
  ),
  drawNotFound: t('抽取记录不存在', 'No such draw', 'その抽選記録は見つかりません', '抽取記錄不存在'),
  recipeNotFound: t('合成配方不存在', 'No such recipe', 'そのレシピは見つかりません', '合成配方不存在'),
  recipeClosed: t(
    '该合成暂不可用（下一稀有度已无剩余供应）',
    'This synthesis is closed (nothing of the next tier can be minted)',
    'この合成は利用できません（上位レアリティの供給がありません）',
    '該合成暫不可用（下一稀有度已無剩餘供應）',
  ),
  wrongInputs: t(
    '需要选择 {inputs} 个同一系列、稀有度 {tier} 的 NFT',
    'Choose {inputs} different NFTs of tier {tier} from the collection',
    'コレクションからレアリティ {tier} の NFT を {inputs} 個選んでください',
    '需要選擇 {inputs} 個同一系列、稀有度 {tier} 的 NFT',
  ),
  inputsGone: t(
    '所选 NFT 中有的已不可用，请重新选择',
    'Some of the chosen NFTs are no longer available: choose again',
    '選んだ NFT の一部が使えなくなりました。選び直してください',
    '所選 NFT 中有的已不可用，請重新選擇',
  ),
  // Console
  imageNotFound: t('图片不存在，请先上传', 'No such image: upload it first', '画像が見つかりません', '圖片不存在，請先上傳'),
  collectionNotFound: t('系列不存在', 'No such collection', 'そのコレクションは見つかりません', '系列不存在'),
  itemNotFound: t('作品不存在', 'No such item', 'そのアイテムは見つかりません', '作品不存在'),
  memberNotFound: t('会员不存在', 'No member has this UID', 'その UID の会員は見つかりません', '會員不存在'),
  royaltyTooHigh: t('版税不能超过 50%', 'The royalty is at most 50%', 'ロイヤリティは 50% までです', '版稅不能超過 50%'),
  supplyBelowUsed: t(
    '供应量不能少于已铸造和已预留的 {used}',
    'The supply cannot be below the {used} already minted or reserved',
    '供給量は発行済み・予約済みの {used} 未満にできません',
    '供應量不能少於已鑄造和已預留的 {used}',
  ),
  itemFixed: t(
    '已铸造或已放入盲盒的作品不能更换系列或稀有度',
    'The collection and tier of an item with NFTs or box prizes cannot change',
    '発行済み・ボックス登録済みのアイテムはコレクションとレアリティを変更できません',
    '已鑄造或已放入盲盒的作品不能更換系列或稀有度',
  ),
  supplyShort: t(
    '该作品剩余可用供应只有 {available}',
    'Only {available} of this item can still be minted or reserved',
    'このアイテムの残り供給は {available} です',
    '該作品剩餘可用供應只有 {available}',
  ),
  notPlatformStock: t(
    '只能出售平台持有的 NFT',
    "Only NFTs in the platform's stock can be sold here",
    'プラットフォーム保有の NFT のみ販売できます',
    '只能出售平台持有的 NFT',
  ),
  badOdds: t('概率表无效：{problem}', 'The odds are not valid: {problem}', '確率表が無効です：{problem}', '機率表無效：{problem}'),
  oddsTiers: t(
    '概率表必须恰好列出奖品的各个稀有度，且有库存的稀有度概率大于 0、无库存的为 0',
    'The odds must list exactly the tiers of the prizes, more than 0 ppm for a tier with stock and 0 for one without',
    '確率表には景品のレアリティをすべて記載し、在庫ありは 0 より大きく、在庫なしは 0 にしてください',
    '機率表必須恰好列出獎品的各個稀有度，且有庫存的稀有度機率大於 0、無庫存的為 0',
  ),
  prizesNeeded: t(
    '新盲盒需要奖品和概率表',
    'A new box needs its prizes and its odds',
    '新しいボックスには景品と確率表が必要です',
    '新盲盒需要獎品和機率表',
  ),
  tierNotInBox: t(
    '该盲盒的概率表中没有稀有度 {tier}',
    'The odds of this box have no tier {tier}',
    'このボックスの確率表にレアリティ {tier} はありません',
    '該盲盒的機率表中沒有稀有度 {tier}',
  ),
  topTier: t(
    '最高稀有度不能再合成',
    'The top tier cannot be synthesised further',
    '最上位レアリティは合成できません',
    '最高稀有度不能再合成',
  ),
  chanceRange: t('成功率应在 0 到 100% 之间', 'The chance is between 0 and 100%', '成功率は 0〜100% です', '成功率應在 0 到 100% 之間'),
  recipeExists: t(
    '该系列的 {tier} 已有合成配方',
    'The collection already has a recipe for tier {tier}',
    'このコレクションには {tier} のレシピがすでにあります',
    '該系列的 {tier} 已有合成配方',
  ),
  boxEditOnly: t(
    '已创建的盲盒只能修改名称、图片、价格和上架状态；概率和库存请用各自的操作',
    'A box once made changes only its name, image, price and sale; odds and stock have their own actions',
    '作成済みのボックスは名前・画像・価格・販売状態のみ変更できます',
    '已創建的盲盒只能修改名稱、圖片、價格和上架狀態；機率和庫存請用各自的操作',
  ),
};

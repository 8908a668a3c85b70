import { t } from '../shared-text';

/** Refusals of the withdrawal address book and of withdrawals it stops, in every language. */
export const addressBookMessages = {
  labelRequired: t('请填写地址备注', 'Give the address a label', 'アドレスのラベルを入力してください', '請填寫地址備註'),
  labelTooLong: t(
    '地址备注最多 {max} 个字',
    'A label can be at most {max} characters',
    'ラベルは {max} 文字までです',
    '地址備註最多 {max} 個字',
  ),
  bookFull: t(
    '地址簿已满（最多 {max} 个地址），请先删除一个',
    'Your address book is full ({max} addresses); delete one first',
    'アドレス帳がいっぱいです（最大 {max} 件）。先に1件削除してください',
    '地址簿已滿（最多 {max} 個地址），請先刪除一個',
  ),
  duplicate: t(
    '该地址已在地址簿中',
    'This address is already in your address book',
    'このアドレスはすでにアドレス帳にあります',
    '該地址已在地址簿中',
  ),
  notFound: t(
    '地址簿中没有这个地址',
    'There is no such address in your address book',
    'アドレス帳にこのアドレスはありません',
    '地址簿中沒有這個地址',
  ),
  notYetUsable: t(
    '该地址刚加入地址簿，为保护资金，{at} 起才能向它提现',
    'This address was saved recently: to protect your funds, you can withdraw to it from {at}',
    'このアドレスは最近登録されたため、資金保護のため {at} から出金できます',
    '該地址剛加入地址簿，為保護資金，{at} 起才能向它提現',
  ),
  onlySaved: t(
    '您已开启“仅提现到地址簿中的地址”，该地址不在地址簿中',
    'You withdraw only to addresses in your address book, and this address is not in it',
    '「アドレス帳のアドレスにのみ出金」がオンですが、このアドレスはアドレス帳にありません',
    '您已開啟「僅提現到地址簿中的地址」，該地址不在地址簿中',
  ),
};

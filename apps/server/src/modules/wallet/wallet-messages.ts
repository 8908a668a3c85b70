import type { Text } from '../../platform/i18n/language';
import { t } from '../shared-text';

/** Refusals of the members' money calls and of their reviews, in every language. */
export const walletMessages = {
  notTransferable: t('{asset} 暂不支持转账', '{asset} cannot be transferred', '{asset} は送金できません', '{asset} 暫不支援轉帳'),
  recipientNotFound: t(
    '收款人不存在，请检查 UID、手机号或邮箱',
    'No member has this UID, mobile or email',
    'この UID・携帯番号・メールの会員は見つかりません',
    '收款人不存在，請檢查 UID、手機號或信箱',
  ),
  recipientSelf: t('不能转账给自己', 'You cannot transfer to yourself', '自分自身には送金できません', '不能轉帳給自己'),
  recipientUnavailable: t(
    '收款账户暂不可用',
    "The recipient's account is not available",
    '受取人のアカウントは利用できません',
    '收款帳戶暫不可用',
  ),
  belowTransferMin: t(
    '最低转账金额为 {min} {asset}',
    'The least you can transfer is {min} {asset}',
    '最低送金額は {min} {asset} です',
    '最低轉帳金額為 {min} {asset}',
  ),
  notWithdrawable: t('{asset} 不支持提现', '{asset} cannot be withdrawn', '{asset} は出金できません', '{asset} 不支援提現'),
  notRechargeable: t('{asset} 不支持充值', '{asset} cannot be recharged', '{asset} は入金できません', '{asset} 不支援充值'),
  belowWithdrawMin: t(
    '最低提现金额为 {min} {asset}',
    'The least you can withdraw is {min} {asset}',
    '最低出金額は {min} {asset} です',
    '最低提現金額為 {min} {asset}',
  ),
  belowRechargeMin: t(
    '最低充值金额为 {min} {asset}',
    'The least you can recharge is {min} {asset}',
    '最低入金額は {min} {asset} です',
    '最低充值金額為 {min} {asset}',
  ),
  dailyLimit: t(
    '超出今日提现额度，今日还可提现 {left} {asset}',
    "This is over today's withdrawal limit; {left} {asset} left today",
    '本日の出金上限を超えています。本日の残りは {left} {asset} です',
    '超出今日提現額度，今日還可提現 {left} {asset}',
  ),
  addressInvalid: t(
    '提现地址不是有效的 {network} 地址',
    'This is not a valid {network} address',
    '有効な {network} アドレスではありません',
    '提現地址不是有效的 {network} 地址',
  ),
  txHashInvalid: t(
    '交易哈希不是有效的 {network} 交易哈希',
    'This is not a valid {network} transaction hash',
    '有効な {network} トランザクションハッシュではありません',
    '交易雜湊不是有效的 {network} 交易雜湊',
  ),
  txHashUsed: t(
    '该交易哈希已提交过',
    'This transaction hash was already submitted',
    'このトランザクションハッシュは提出済みです',
    '該交易雜湊已提交過',
  ),
  proofNotOwn: t(
    '请先上传转账截图',
    'Please upload the screenshot of your transfer first',
    '先に送金のスクリーンショットをアップロードしてください',
    '請先上傳轉帳截圖',
  ),
  noDepositAddress: t(
    '平台暂未设置充值地址，请联系客服',
    'No deposit address is set yet; please contact support',
    '入金アドレスが未設定です。サポートにお問い合わせください',
    '平台暫未設定充值地址，請聯絡客服',
  ),
  recordNotFound: t('记录不存在', 'There is no such record', '記録が見つかりません', '記錄不存在'),
  notCancellable: t(
    '该提现已在处理中，不能取消',
    'This withdrawal is being processed and cannot be cancelled',
    'この出金は処理中のため取り消せません',
    '該提現已在處理中，不能取消',
  ),
  // Reviews (console).
  alreadyDecided: t(
    '该记录已处理（当前状态：{status}）',
    'This was already dealt with (status: {status})',
    'これは処理済みです（状態：{status}）',
    '該記錄已處理（目前狀態：{status}）',
  ),
  sameApprover: t(
    '您已审批过，需由另一位操作员复核',
    'You approved this already; a different operator must give the second approval',
    '承認済みです。2 回目の承認は別のオペレーターが行ってください',
    '您已審批過，需由另一位操作員複核',
  ),
  secondApprovalRole: t(
    '复核需要“财务审批”权限',
    'The second approval needs the finance approval permission',
    '2 回目の承認には財務承認の権限が必要です',
    '複核需要「財務審批」權限',
  ),
  memberNotFound: t('会员不存在', 'There is no such member', '会員が見つかりません', '會員不存在'),
  rechargeMakerCannotApprove: t(
    '提交该入账的操作员不能自己批准',
    'The operator who sent this recharge for approval cannot approve it',
    'この入金を承認待ちにしたオペレーターは承認できません',
    '提交該入帳的操作員不能自己批准',
  ),
  rechargeApprovalAmount: t(
    '第二位操作员只能按已提交的金额确认',
    'A second operator confirms the amount already sent for approval, or rejects it',
    '2 人目のオペレーターは承認待ちの金額のまま確定するか、却下します',
    '第二位操作員只能按已提交的金額確認',
  ),
  makerCannotApprove: t(
    '发起人不能审批自己的调整',
    'The operator who made an adjustment cannot approve it',
    '調整を作成したオペレーターは承認できません',
    '發起人不能審批自己的調整',
  ),
  payoutInFlight: t(
    '热钱包正在链上打款，不能驳回或手动标记',
    'The hot wallet is paying this withdrawal on chain: it cannot be rejected or marked paid by hand',
    'ホットウォレットがオンチェーンで送金中のため、却下や手動の送金済みにはできません',
    '熱錢包正在鏈上打款，不能駁回或手動標記',
  ),
} satisfies Record<string, Text>;

export const rechargeStatusText: Record<string, Text> = {
  pending: t('待审核', 'Pending review', '審査待ち', '待審核'),
  confirmed: t('已到账', 'Credited', '入金済み', '已到帳'),
  rejected: t('已驳回', 'Rejected', '却下', '已駁回'),
};

export const withdrawStatusText: Record<string, Text> = {
  pending: t('待审核', 'Pending review', '審査待ち', '待審核'),
  approving: t('复核中', 'Second review', '再審査中', '複核中'),
  approved: t('已审核，待打款', 'Approved, to be paid', '承認済み・送金待ち', '已審核，待打款'),
  paid: t('已打款', 'Paid', '送金済み', '已打款'),
  rejected: t('已驳回', 'Rejected', '却下', '已駁回'),
  cancelled: t('已取消', 'Cancelled', '取消済み', '已取消'),
};

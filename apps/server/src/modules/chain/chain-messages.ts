import type { Text } from '../../platform/i18n/language';
import { defineLineType } from '../ledger/line-types';

const t = (zhHans: string, en: string, ja: string, zhHant: string): Text => ({ 'zh-Hans': zhHans, en, ja, 'zh-Hant': zhHant });

/** Refusals of the chain calls, in every language. */
export const chainMessages = {
  rpcUrlRefused: t(
    'RPC 地址须为 https 公网地址（演示模式下可用本机 http），不能指向内网、本机或元数据地址',
    'The RPC URL must be https to a public address (http to this machine in demo only), never a private, local or metadata address',
    'RPC URL は公開アドレスへの https が必要です（デモのみローカルの http 可）。プライベート・ローカル・メタデータのアドレスは使えません',
    'RPC 位址須為 https 公網位址（示範模式下可用本機 http），不能指向內網、本機或中繼資料位址',
  ),
  payoutNotFound: t('没有这笔链上打款', 'No such payout', 'その送金はありません', '沒有這筆鏈上打款'),
  payoutNotHeld: t(
    '这笔打款不在待核对状态（{status}）',
    'This payout is not held for reconciliation (status: {status})',
    'この送金は照合待ちではありません（{status}）',
    '這筆打款不在待核對狀態（{status}）',
  ),
  payoutApproverCannotReconcile: t(
    '批准该提现的操作员不能核对它的打款',
    'An operator who approved this withdrawal cannot reconcile its payout',
    'この出金を承認したオペレーターは送金を照合できません',
    '批准該提現的操作員不能核對它的打款',
  ),
  networkNotFound: t('没有这个网络', 'No such network', 'そのネットワークはありません', '沒有這個網路'),
  chainIdTaken: t(
    '这个链 ID 已经配置过了',
    'A network with this chain id is already configured',
    'このチェーン ID は設定済みです',
    '這個鏈 ID 已經設定過了',
  ),
  xpubInvalid: t(
    '扩展公钥无效：请填写账户层级的 xpub（不要填写私钥）',
    'Not an extended public key: enter the account-level xpub (never a private key)',
    '拡張公開鍵が無効です：アカウント階層の xpub を入力してください（秘密鍵は不可）',
    '擴展公鑰無效：請填寫帳戶層級的 xpub（不要填寫私鑰）',
  ),
  xpubLocked: t(
    '已有会员地址，不能更换扩展公钥',
    'Members already have addresses on this network: its extended public key cannot change',
    'すでに会員のアドレスがあるため、拡張公開鍵は変更できません',
    '已有會員地址，不能更換擴展公鑰',
  ),
};

export const depositStatusText: Record<string, Text> = {
  confirming: t('确认中', 'Confirming', '承認待ち', '確認中'),
  credited: t('已到账', 'Credited', '入金済み', '已到帳'),
  below_min: t('低于最低充值额，未入账', 'Below the minimum, not credited', '最低額未満のため未入金', '低於最低充值額，未入帳'),
  dropped: t('区块已回滚，未入账', 'Dropped by a chain re-org, not credited', 'チェーンの再編成で無効、未入金', '區塊已回滾，未入帳'),
};

defineLineType('chain_deposit', {
  name: t('链上充值', 'On-chain recharge', 'オンチェーン入金', '鏈上充值'),
  memoCredit: t('{network} 交易 {tx_short}', '{network} tx {tx_short}', '{network} 取引 {tx_short}', '{network} 交易 {tx_short}'),
});

defineLineType('withdraw_review', {
  name: t('提现退回审核', 'Withdrawal back to review', '出金を再審査', '提現退回審核'),
});

import { type Language, render, type Text } from '../../platform/i18n/language';
import { t } from '../shared-text';

/**
 * How a detail line reads to a member: the type's name (by direction when it matters) and an
 * optional memo template filled from the entry's params. Modules register their own types with
 * `defineLineType` when they load; an unregistered type shows its code.
 */
export interface LineTypeText {
  name: Text;
  /** Name when money came in / went out, if it differs. */
  credit?: Text;
  debit?: Text;
  /** Memo templates by direction, e.g. `{ debit: 'To {to_uid}' }`; the entry's free memo wins when set. */
  memoCredit?: Text;
  memoDebit?: Text;
}

const registry = new Map<string, LineTypeText>();

export function defineLineType(type: string, text: LineTypeText): void {
  registry.set(type, text);
}

export function lineTypes(): string[] {
  return [...registry.keys()];
}

export function lineTypeName(type: string, language: Language, amount?: bigint): string {
  const text = registry.get(type);
  if (!text) return type;
  const directed = amount === undefined ? undefined : amount < 0n ? text.debit : text.credit;
  return (directed ?? text.name)[language];
}

/** The memo of a line: the entry's free memo if any, else its type's template filled from params. */
export function lineMemo(type: string, amount: bigint, memo: string, paramsJson: string | null, language: Language): string {
  if (memo) return memo;
  const text = registry.get(type);
  const template = amount < 0n ? text?.memoDebit : text?.memoCredit;
  if (!template) return '';
  let params: Record<string, string> = {};
  try {
    params = paramsJson ? (JSON.parse(paramsJson) as Record<string, string>) : {};
  } catch {
    params = {};
  }
  return render(template, language, params);
}

// The wallet's own types.
defineLineType('transfer', {
  name: t('转账', 'Transfer', '送金', '轉帳'),
  credit: t('转入', 'Transfer in', '受取', '轉入'),
  debit: t('转出', 'Transfer out', '送金', '轉出'),
  memoCredit: t('来自 {from_uid}', 'From {from_uid}', '{from_uid} から', '來自 {from_uid}'),
  memoDebit: t('转给 {to_uid}', 'To {to_uid}', '{to_uid} へ', '轉給 {to_uid}'),
});
defineLineType('transfer_fee', {
  name: t('转账手续费', 'Transfer fee', '送金手数料', '轉帳手續費'),
  memoDebit: t('转给 {to_uid}', 'To {to_uid}', '{to_uid} へ', '轉給 {to_uid}'),
});
defineLineType('recharge', {
  name: t('充值', 'Recharge', '入金', '充值'),
  memoCredit: t('充值单 #{recharge_id}', 'Recharge #{recharge_id}', '入金 #{recharge_id}', '充值單 #{recharge_id}'),
});
defineLineType('withdraw', {
  name: t('提现', 'Withdraw', '出金', '提現'),
  memoDebit: t(
    '提现单 #{withdrawal_id}（含手续费）',
    'Withdrawal #{withdrawal_id} (fee included)',
    '出金 #{withdrawal_id}（手数料込み）',
    '提現單 #{withdrawal_id}（含手續費）',
  ),
});
defineLineType('withdraw_refund', {
  name: t('提现退回', 'Withdrawal returned', '出金の返却', '提現退回'),
  memoCredit: t('提现单 #{withdrawal_id}', 'Withdrawal #{withdrawal_id}', '出金 #{withdrawal_id}', '提現單 #{withdrawal_id}'),
});
defineLineType('withdraw_approve', { name: t('提现审核通过', 'Withdrawal approved', '出金承認', '提現審核通過') });
defineLineType('withdraw_paid', { name: t('提现已到账', 'Withdrawal paid', '出金完了', '提現已到帳') });
defineLineType('withdraw_fee', { name: t('提现手续费', 'Withdrawal fee', '出金手数料', '提現手續費') });
defineLineType('adjustment', {
  name: t('系统调整', 'Adjustment', '調整', '系統調整'),
  credit: t('系统补发', 'Adjustment (credit)', '調整（加算）', '系統補發'),
  debit: t('系统扣除', 'Adjustment (debit)', '調整（減算）', '系統扣除'),
});
defineLineType('deposit', {
  name: t('入账', 'Deposit', '入金', '入帳'),
});
defineLineType('pool_funding', { name: t('资金池注资', 'Pool funding', 'プール入金', '資金池注資') });
defineLineType('pool_withdrawal', { name: t('资金池提取', 'Pool withdrawal', 'プール出金', '資金池提取') });

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeAmountTyping } from '../../../shared/money';
import { Field } from '../../../shared/ui/field';

/** An amount of `asset`: the keyboard keeps digits and one dot, at most `decimals` decimals; "all" fills `all`. */
export function AmountField({
  asset,
  decimals,
  value,
  onChange,
  all,
  error,
  hint,
  label,
}: {
  asset: string;
  decimals: number;
  value: string;
  onChange: (value: string) => void;
  /** What "all" fills in; no button when undefined. */
  all?: string;
  error?: string | null;
  hint?: ReactNode;
  label?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = `amount-${asset.toLowerCase()}`;
  return (
    <Field label={label ?? t('wallet.amount')} error={error} hint={hint} htmlFor={id}>
      <input
        id={id}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder={decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0'}
        value={value}
        onChange={(e) => onChange(sanitizeAmountTyping(e.target.value, decimals))}
      />
      <span className="field-unit">{asset}</span>
      {all !== undefined && (
        <button type="button" className="field-action" data-testid="amount-all" onClick={() => onChange(all)}>
          {t('common.all')}
        </button>
      )}
    </Field>
  );
}

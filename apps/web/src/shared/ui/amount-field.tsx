import { sanitizeAmountTyping } from '@mcc/contract/amount';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './field';
import './money.css';

/** An amount of `asset`: the keyboard keeps digits and one dot, at most `decimals` decimals; "all" fills `all`. */
export function AmountField({
  asset,
  decimals,
  value,
  onChange,
  all,
  allLabel,
  allDisabled,
  error,
  hint,
  label,
  id = `amount-${asset.toLowerCase()}`,
  placeholder = decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0',
  testId,
}: {
  asset: string;
  decimals: number;
  value: string;
  onChange: (value: string) => void;
  /** What "all" fills in; no button when undefined. */
  all?: string;
  /** The button's word where "all" is not what it fills ("Max" under a limit). */
  allLabel?: ReactNode;
  allDisabled?: boolean;
  error?: string | null;
  hint?: ReactNode;
  label?: ReactNode;
  id?: string;
  placeholder?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={label ?? t('money.amount')}
      error={error}
      hint={hint}
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      data-testid={testId}
      onChange={(typed) => onChange(sanitizeAmountTyping(typed, decimals))}
    >
      <span className="field-unit">{asset}</span>
      {all !== undefined && (
        <button type="button" className="field-action" data-testid="amount-all" disabled={allDisabled} onClick={() => onChange(all)}>
          {allLabel ?? t('common.all')}
        </button>
      )}
    </TextField>
  );
}

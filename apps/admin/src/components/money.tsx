import { isNegative } from '../lib/format';

/** An amount exactly as the server sent it (a decimal string), with its asset; red when negative. */
export function Money({ amount, asset, signed }: { amount: string | null | undefined; asset?: string; signed?: boolean }) {
  if (amount === null || amount === undefined) return <span className="money">—</span>;
  const negative = isNegative(amount);
  const text = signed && !negative && !/^0(\.0*)?$/.test(amount) ? `+${amount}` : amount;
  return (
    <span className={`money${negative ? ' money-negative' : signed ? ' money-positive' : ''}`}>
      {text}
      {asset ? <span className="money-asset"> {asset}</span> : null}
    </span>
  );
}

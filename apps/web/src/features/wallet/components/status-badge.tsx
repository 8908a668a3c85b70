import { statusTone } from '../format';

/** A recharge's or withdrawal's state in the member's language, coloured by what it means. */
export function StatusBadge({ status, text }: { status: string; text: string }) {
  return (
    <span className={`status status-${statusTone(status)}`} data-status={status}>
      {text}
    </span>
  );
}

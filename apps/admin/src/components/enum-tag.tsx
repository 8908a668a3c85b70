import { Tag } from 'antd';
import { type EnumKind, enumLabel } from '../lib/format';

/** A coded value (a status, a kind…) as a tag: its text in the console's language, in `color` (antd's grey when none). */
export function EnumTag({ kind, value, color }: { kind: EnumKind; value: string; color?: string }) {
  return <Tag color={color}>{enumLabel(kind, value)}</Tag>;
}

/** A balance adjustment's status, on the adjustments review and a member's page: applied green, rejected red, waiting gold. */
export function AdjustmentStatusTag({ status }: { status: string }) {
  return <EnumTag kind="status" value={status} color={status === 'applied' ? 'green' : status === 'rejected' ? 'red' : 'gold'} />;
}

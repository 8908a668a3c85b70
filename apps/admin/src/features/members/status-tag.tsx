import { EnumTag } from '../../components/enum-tag';

export function StatusTag({ status }: { status: string }) {
  return <EnumTag kind="status" value={status} color={status === 'active' ? 'green' : 'red'} />;
}

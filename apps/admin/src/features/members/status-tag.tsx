import { Tag } from 'antd';
import { statusLabel } from '../../lib/format';

export function StatusTag({ status }: { status: string }) {
  return <Tag color={status === 'active' ? 'green' : 'red'}>{statusLabel(status)}</Tag>;
}

import { Tag } from 'antd';

export function StatusTag({ status }: { status: string }) {
  return status === 'active' ? <Tag color="green">active</Tag> : <Tag color="red">{status}</Tag>;
}

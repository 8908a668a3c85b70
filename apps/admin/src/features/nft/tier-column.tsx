import { type TableColumnType, Tag } from 'antd';
import { t } from '../../i18n/i18n';
import { tierColors } from './api';

/** The table column of an NFT's tier (N, R, SR, SSR), a tag in the tier's colour. */
export function tierColumn<T>(): TableColumnType<T> {
  return { title: t('nft.tier'), dataIndex: 'tier', render: (tier: string) => <Tag color={tierColors[tier]}>{tier}</Tag> };
}

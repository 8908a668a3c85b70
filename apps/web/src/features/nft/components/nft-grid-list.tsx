import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state';
import { InfiniteList, type InfiniteListProps } from '../../../shared/ui/infinite-list';

/**
 * NFTs in a grid that loads more as it scrolls. `empty` says why there are none, with the way to
 * get some: the blind boxes, unless it names another.
 */
export function NftGridList<T>({ empty, ...list }: Omit<InfiniteListProps<T>, 'empty'> & { empty: ComponentProps<typeof EmptyState> }) {
  const { t } = useTranslation();
  return (
    <div className="nft-grid-list">
      <InfiniteList {...list} empty={<EmptyState action={{ label: t('route.luckbox'), to: '/pages/nft/luckbox' }} {...empty} />} />
    </div>
  );
}

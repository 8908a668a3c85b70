import { useTranslation } from 'react-i18next';
import { usePageQuery } from '../../../runtime/page-query';
import { recordView } from '../../../shared/ui/query-view';
import { useOrder } from '../api/get-order';

/**
 * The order named by the page's `?id=`, as the order pages (the order, its appeal) show it first:
 * not found with the way back to the auctions, `skeletonRows` while it loads, a retry, else the order.
 */
export function useOrderView(skeletonRows: number) {
  const { t } = useTranslation();
  const { recordId } = usePageQuery();
  const order = useOrder(recordId);
  return recordView(recordId, order, {
    notFound: { text: t('auction.noOrder'), action: { label: t('route.auction'), to: '/pages/auction/auction' } },
    skeletonRows,
  });
}

import { type NoticeDetail, noticeApi } from '@mcc/contract/notice';
import { queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { endpointNumberedQuery } from '../../../shared/api/paged-query';
import { noticeBannerKey, queryRoots } from '../../../shared/api/query-keys';

// Query keys from general to specific: opening a notice refreshes the list's unread dots (and the
// staking home page's bell, whose key lives under the staking root and refetches on its next show).
const root = queryRoots.notice;

export const noticeKeys = {
  all: root,
  list: () => [...root, 'list'] as const,
  detail: (id: number) => [...root, 'detail', id] as const,
};

export function useNotices() {
  return useInfiniteQuery(endpointNumberedQuery(noticeKeys.list(), noticeApi.list));
}

/** One notice; opening it marks it read on the server. */
export function getNotice(id: number): Promise<NoticeDetail> {
  return call(noticeApi.detail, { id }, { quietRefusal: true });
}

export function useNotice(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: noticeKeys.detail(id ?? 0),
      queryFn: async () => {
        const notice = await getNotice(id ?? 0);
        void queryClient.invalidateQueries({ queryKey: noticeKeys.list() });
        void queryClient.invalidateQueries({ queryKey: noticeBannerKey });
        return notice;
      },
      enabled: id !== null,
      retry: false,
    }),
  );
}

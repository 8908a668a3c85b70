import type { NoticeBannerData } from '@mcc/contract/notice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { pledgeKeys } from './pledge-keys';

/** The home banner: the pinned (or newest) notice and the bell's unread count. Silent, as the seed has it. */
export function getNoticeBanner(): Promise<NoticeBannerData> {
  return request<NoticeBannerData>({ url: '/api/index/notice', silent: true, quietRefusal: true });
}

export function useNoticeBanner() {
  return useQuery(queryOptions({ queryKey: pledgeKeys.notices(), queryFn: getNoticeBanner }));
}

import type { DataOf } from '@mcc/contract/endpoint';
import { noticeApi } from '@mcc/contract/notice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { pledgeKeys } from './pledge-keys';

/** The home banner: the pinned (or newest) notice and the bell's unread count. Silent, as the seed has it. */
export function getNoticeBanner(): Promise<DataOf<typeof noticeApi.banner>> {
  return call(noticeApi.banner, {}, { silent: true, quietRefusal: true });
}

export function useNoticeBanner() {
  return useQuery(queryOptions({ queryKey: pledgeKeys.notices(), queryFn: getNoticeBanner }));
}

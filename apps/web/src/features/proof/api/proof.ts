import { liabilitiesApi } from '@mcc/contract/liabilities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { queryRoots } from '../../../shared/api/query-keys';

const root = queryRoots.liabilities;
export const proofKeys = {
  all: root,
  latest: () => [...root, 'latest'] as const,
  proof: () => [...root, 'proof'] as const,
};

/** The newest published root and totals (null before the first). */
export function useLatestRoot() {
  return useQuery(queryOptions({ queryKey: proofKeys.latest(), queryFn: () => call(liabilitiesApi.latest, {}, { silent: true }) }));
}

/** The member's own leaf and path; a refusal (no root yet, joined after it) is the page's to show, not a toast. */
export function useMyProof(enabled: boolean) {
  return useQuery({
    queryKey: proofKeys.proof(),
    queryFn: () => call(liabilitiesApi.proof, {}, { silent: true, quietRefusal: true }),
    enabled,
    retry: false,
  });
}

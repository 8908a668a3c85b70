import { adminLiabilitiesApi } from '@mcc/contract/liabilities';
import { callQuery, listQuery, useCallMutation } from '../../lib/queries';

// The console's liabilities calls. Query keys start with 'liabilities' so a declaration refreshes the solvency view.

export const solvencyQuery = callQuery(['liabilities', 'solvency'], adminLiabilitiesApi.solvency, {});

export const rootsQuery = (page: number) => listQuery(['liabilities', 'roots', page], adminLiabilitiesApi.roots, { page });

/** Declares the custody held of one asset; the solvency view reads again after. */
export function useDeclareCustody() {
  return useCallMutation(adminLiabilitiesApi.custody, [['liabilities']]);
}

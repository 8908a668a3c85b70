import { addressBookApi } from '@mcc/contract/address-book';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../runtime/request';
import { queryRoots } from './query-keys';

/** The address book's entry, under the wallet's root: a withdrawal or a change of the book refreshes it. */
export const addressBookKey = [...queryRoots.wallet, 'address-book'] as const;

export function getAddressBook() {
  return call(addressBookApi.addresses, {}, { silent: true });
}

/**
 * My saved withdrawal addresses (newest first, each with when it can be used) and the switch "withdraw
 * only to saved addresses": the address book page and both withdraw pages read it.
 */
export function useAddressBook() {
  return useQuery({ queryKey: addressBookKey, queryFn: getAddressBook, staleTime: 0 });
}

import { addressBookApi } from '@mcc/contract/address-book';
import type { InputOf } from '@mcc/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { addressBookKey } from '../../../shared/api/get-address-book';
import { queryRoots } from '../../../shared/api/query-keys';

/** Saves an address (pay password, and the authenticator code when on); refusals go to the form, not a toast. */
export function useAddAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InputOf<typeof addressBookApi.addressAdd>) => call(addressBookApi.addressAdd, body, { quietRefusal: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: addressBookKey }),
  });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(addressBookApi.addressDelete, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: addressBookKey }),
  });
}

/** Turns "withdraw only to saved addresses" on or off; off starts the security hold, so the member is read again. */
export function useOnlySaved() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => call(addressBookApi.addressOnlySaved, { on }),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: addressBookKey }), client.invalidateQueries({ queryKey: queryRoots.user })]),
  });
}

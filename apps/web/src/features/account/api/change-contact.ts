import { accountApi } from '@mcc/contract/account';
import type { InputOf } from '@mcc/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { userKeys } from '../../../shared/api/query-keys';

export type ChangeContactBody = InputOf<typeof accountApi.changeMobile> | InputOf<typeof accountApi.changeEmail>;

/** A new mobile or email for the signed-in member: a code sent to it and the login password. */
export function changeContact(body: ChangeContactBody) {
  return 'mobile' in body ? call(accountApi.changeMobile, body) : call(accountApi.changeEmail, body);
}

export function useChangeContact() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeContact, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}

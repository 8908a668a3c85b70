import type { ChangeEmailBody, ChangeMobileBody, Userinfo } from '@mcc/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { userKeys } from '../../../shared/api/get-user';

export type ChangeContactBody = ChangeMobileBody | ChangeEmailBody;

/** A new mobile or email for the signed-in member: a code sent to it and the login password. */
export function changeContact(body: ChangeContactBody): Promise<{ userinfo: Userinfo }> {
  const url = 'mobile' in body ? '/api/user/changemobile' : '/api/user/changeemail';
  return request({ url, method: 'POST', data: body });
}

export function useChangeContact() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeContact, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}

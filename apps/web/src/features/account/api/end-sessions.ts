import type { InputOf } from '@mcc/contract/endpoint';
import { securityApi } from '@mcc/contract/security';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { sessionKeys } from './get-sessions';

export function endSessions(body: InputOf<typeof securityApi.endSessions>) {
  return call(securityApi.endSessions, body);
}

/** Ends one of my sessions (`id`) or all but this one (`all_others`); the list is read again. */
export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({ mutationFn: endSessions, onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.all }) });
}

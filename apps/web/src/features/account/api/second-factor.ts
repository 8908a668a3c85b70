import type { InputOf } from '@mcc/contract/endpoint';
import { totpApi } from '@mcc/contract/totp';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { userKeys } from '../../../shared/api/query-keys';

// The security page's three calls: a new pending secret, turning the factor on with a code, turning
// it off with a code or a recovery code. On and off change `totp_enabled` of the member's index.

export function useTotpSetup() {
  return useMutation({ mutationFn: () => call(totpApi.setup, undefined) });
}

export function useTotpEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InputOf<typeof totpApi.enable>) => call(totpApi.enable, body, { quietRefusal: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useTotpDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InputOf<typeof totpApi.disable>) => call(totpApi.disable, body, { quietRefusal: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

import { antiPhishingApi } from '@mcc/contract/anti-phishing';
import type { InputOf } from '@mcc/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { userKeys } from '../../../shared/api/query-keys';

/** Sets or changes the anti-phishing code; the member's index (which carries it masked) is read again. */
export function useSetAntiPhishing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InputOf<typeof antiPhishingApi.set>) => call(antiPhishingApi.set, body, { quietRefusal: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

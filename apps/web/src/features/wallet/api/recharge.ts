import type { UploadData } from '@mcc/contract/account';
import type { rechargeResponse } from '@mcc/contract/fund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, uploadFile } from '../../../runtime/request';
import { useMoneyAttempts } from '../../../shared/money-attempt';
import { walletKeys } from './wallet-keys';
import type { Wire } from './wire';

export type RechargeResult = Wire<typeof rechargeResponse>['data'];
export interface RechargeBody {
  asset: 'USDT';
  amount: string;
  tx_hash: string;
  /** The `url` of the uploaded screenshot. */
  proof: string;
}

/** Uploads the proof screenshot; the recharge claim refers to the returned `url`. */
export function uploadProof(file: File): Promise<UploadData> {
  return uploadFile<UploadData>({ file, fileName: file.name || 'proof.png' });
}

export function recharge(body: RechargeBody, idempotencyKey: string): Promise<RechargeResult> {
  return request<RechargeResult>({
    url: '/api/fund/recharge',
    method: 'POST',
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    quietRefusal: true,
  });
}

export function useRecharge() {
  const queryClient = useQueryClient();
  const attempts = useMoneyAttempts();
  return useMutation({
    mutationFn: (body: RechargeBody) => attempts.run(body, (key) => recharge(body, key)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

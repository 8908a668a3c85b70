import type { UploadData } from '@mcc/contract/account';
import type { DataOf } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { uploadFile } from '../../../runtime/request';
import { useMoneyCall } from '../../../shared/money-attempt';
import { walletKeys } from './wallet-keys';

export type RechargeResult = DataOf<typeof fundApi.recharge>;

/** Uploads the proof screenshot; the recharge claim refers to the returned `url`. */
export function uploadProof(file: File): Promise<UploadData> {
  return uploadFile<UploadData>({ file, fileName: file.name || 'proof.png' });
}

/** Claims a manual recharge under its attempt's Idempotency-Key. */
export function useRecharge() {
  return useMoneyCall(fundApi.recharge, [walletKeys.all]);
}

import { type Asset, formatFor } from '../ledger/assets';
import type { RechargeRow, WithdrawalRow } from './wallet-repository';

/** What a recharge shows the member and the console alike: its id, where it was sent, and its amounts in its asset. */
export function rechargeFigures(asset: Asset, row: RechargeRow) {
  return {
    id: Number(row.id),
    asset: row.asset,
    network: row.network,
    amount: formatFor(asset, row.amount),
    credited: row.credited === null ? null : formatFor(asset, row.credited),
    tx_hash: row.tx_hash,
    proof: row.proof,
  };
}

/** What a withdrawal shows the member and the console alike: its id, where it goes, and its amounts in its asset. */
export function withdrawalFigures(asset: Asset, row: WithdrawalRow) {
  return {
    id: Number(row.id),
    asset: row.asset,
    network: row.network,
    address: row.address,
    amount: formatFor(asset, row.amount),
    fee: formatFor(asset, row.fee),
    total: formatFor(asset, row.amount + row.fee),
  };
}

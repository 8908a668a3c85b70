import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema';
import { money } from '../../platform/main-asset';
import type { AssetRegistry } from '../ledger/assets';
import { release } from '../ledger/holds';
import type { Ledger } from '../ledger/ledger';
import { PLEDGED } from './pledge-line-types';
import { HoldingRepository, type OrderRow, ProductRepository } from './pledge-repository';

const products = new ProductRepository();
const holdings = new HoldingRepository();

/**
 * Gives a settled order's principal back (pledged → available) in `trx`, and frees its quota and
 * the member's limit. The caller has already moved the order out of `running` with a conditional
 * update, which is what makes this happen once.
 */
export async function releasePrincipal(
  trx: Transaction<DB>,
  ledger: Ledger,
  assets: AssetRegistry,
  order: OrderRow,
  kind: 'pledge_redeem' | 'pledge_maturity',
): Promise<{ principal: string }> {
  await products.releaseQuota(trx, order.product_id, order.principal);
  await holdings.release(trx, order.product_id, order.user_id, order.principal);
  await ledger.post(trx, {
    kind,
    moves: [release(order.user_id, order.asset, order.principal, { from: PLEDGED })],
    params: { order_id: String(order.id) },
    ref: { type: 'pledge_order', id: order.id },
  });
  return { principal: money(order.principal, await assets.find(order.asset, trx)) };
}

import { formatAmount } from '@mcc/contract/amount';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { ledgerMessages } from './money-messages';

export interface Asset {
  code: string;
  name: string;
  /** Decimals of the base unit. */
  scale: number;
  /** Decimals a member may type. */
  inputDecimals: number;
  sortOrder: number;
  transferable: boolean;
  withdrawable: boolean;
}

const RELOAD_MS = 60_000;

/** The assets table, read once a minute at most: assets change by operator data, rarely. */
export class AssetRegistry {
  #cache: { at: number; assets: Asset[] } | null = null;

  constructor(private readonly db: Kysely<DB>) {}

  async list(db: Kysely<DB> | Transaction<DB> = this.db): Promise<Asset[]> {
    // Monotonic time decides only when to re-read the cache; it is not domain time.
    const now = performance.now();
    if (this.#cache && now - this.#cache.at < RELOAD_MS) return this.#cache.assets;
    const rows = await db.selectFrom('assets').selectAll().orderBy('sort_order').orderBy('code').execute();
    const assets = rows.map((r) => ({
      code: r.code,
      name: r.name,
      scale: Number(r.scale),
      inputDecimals: Number(r.input_decimals),
      sortOrder: Number(r.sort_order),
      transferable: r.transferable === 1n,
      withdrawable: r.withdrawable === 1n,
    }));
    this.#cache = { at: now, assets };
    return assets;
  }

  async find(code: string, db?: Kysely<DB> | Transaction<DB>): Promise<Asset | undefined> {
    return (await this.list(db)).find((a) => a.code === code);
  }

  /** The asset, or a refusal naming the field when the code is unknown. */
  async require(code: string, field = 'asset', db?: Kysely<DB> | Transaction<DB>): Promise<Asset> {
    const asset = await this.find(code, db);
    if (!asset) refuse(ledgerMessages.unknownAsset, { asset: code.slice(0, 12) }, field);
    return asset;
  }

  forget(): void {
    this.#cache = null;
  }
}

/** An amount of `asset` as the wire shows it: all significant decimals, at least the input decimals. */
export function formatFor(asset: Asset, value: bigint): string {
  return formatAmount(value, asset.scale, asset.inputDecimals);
}

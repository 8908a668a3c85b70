import type { AdminImage, adminNftApi } from '@mcc/contract/admin-nft';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { Kysely, Transaction } from 'kysely';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { Text } from '../../platform/i18n/language';
import { parseText, pickText } from '../../platform/i18n/localized-text';
import { membersDirectory } from '../../platform/members-directory';
import type { AuditEntry, AuditLog } from '../admin/audit-log';
import type { AssetRegistry } from '../ledger/assets';
import type { ImageRow } from './catalog-repository';
import { nftMessages as m } from './nft-messages';
import type { NftRepos } from './nft-repos';
import type { NftViews } from './nft-views';

/** Who acts in the console, for the audit log. */
export interface ConsoleActor {
  operator: OperatorSession;
  ip: string;
}

/** What a console call answers, and what it takes. */
export type Data<K extends keyof typeof adminNftApi> = DataOf<(typeof adminNftApi)[K]>;
export type Input<K extends keyof typeof adminNftApi> = ParsedOf<(typeof adminNftApi)[K]>;

export function imageView(image: ImageRow): AdminImage {
  return { id: Number(image.id), url: image.url, sha256: image.sha256, mime: image.mime, size: Number(image.size) };
}

/** A name as the console shows it (English). */
export const en = (json: string) => pickText(parseText(json), 'en');

/**
 * What every part of the console's NFT work shares: the database, the clock, the repositories, the
 * audit log (every change writes its row in its own transaction), and the lookups they all make.
 */
export class NftConsole {
  constructor(
    readonly db: Kysely<DB>,
    readonly clock: Clock,
    readonly assets: AssetRegistry,
    readonly audit: AuditLog,
    readonly repos: NftRepos,
    readonly views: NftViews,
  ) {}

  /** The operator's change, audit-logged in the change's transaction. */
  record(actor: ConsoleActor, entry: AuditEntry, trx?: Executor): Promise<void> {
    return this.audit.record(actor.operator, actor.ip, entry, trx);
  }

  /**
   * Creates a record (no `id`) or edits the one with `id` (refused with `notFound` when there is
   * none), and writes its audit row (`before` the existing row), in one transaction.
   */
  save<Row extends { id: bigint }>(
    actor: ConsoleActor,
    id: number | undefined,
    how: {
      find: (trx: Transaction<DB>, id: bigint) => Promise<Row | undefined>;
      insert: (trx: Transaction<DB>) => Promise<bigint>;
      update: (trx: Transaction<DB>, existing: Row) => Promise<void>;
      notFound: Text;
      audit: Omit<AuditEntry, 'targetId' | 'before'>;
    },
  ): Promise<{ id: number }> {
    return this.db.transaction().execute(async (trx) => {
      let saved: bigint;
      let before: unknown;
      if (id === undefined) {
        saved = await how.insert(trx);
      } else {
        const existing = await how.find(trx, BigInt(id));
        if (!existing) return refuse(how.notFound, {}, 'id');
        await how.update(trx, existing);
        before = existing;
        saved = existing.id;
      }
      await this.record(actor, { ...how.audit, targetId: saved, before }, trx);
      return { id: Number(saved) };
    });
  }

  /** An uploaded NFT image, or a refusal. */
  async image(id: number): Promise<ImageRow> {
    const image = await this.repos.catalog.findImage(this.db, BigInt(id));
    if (!image) return refuse(m.imageNotFound, {}, 'image_id');
    return image;
  }

  /** Reads the UIDs of the members `ids` name, and answers the UID of one of them (null for no member or one not found). */
  async uids(ids: (bigint | null)[]): Promise<(id: bigint | null) => string | null> {
    const wanted = [...new Set(ids.filter((id): id is bigint => id !== null))];
    const rows = wanted.length === 0 ? [] : await membersDirectory.people(this.db, wanted);
    const byId = new Map(rows.map((r) => [r.id, r.uid]));
    return (id) => (id === null ? null : (byId.get(id) ?? null));
  }
}

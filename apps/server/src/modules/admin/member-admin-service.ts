import { type Kysely, sql } from 'kysely';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { adminMessages as m } from './admin-messages';
import type { AuditLog } from './audit-log';

export const MEMBER_PAGE_SIZE = 20;

export interface MemberRow {
  id: bigint;
  uid: string;
  nickname: string;
  mobile: string | null;
  email: string | null;
  status: string;
  inviter_uid: string | null;
  created_at: bigint;
}

export interface MemberDetailRow extends MemberRow {
  avatar: string;
  bio: string;
  invite_code: string;
  wallet_address: string | null;
  pay_password_set: boolean;
  updated_at: bigint;
  inviter: { id: bigint; uid: string; nickname: string } | null;
  team: { level1: number; level2: number; level3: number };
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own characters taken literally (escape `\`). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The console's view of members: search, detail with team counts, freeze and unfreeze. */
export class MemberAdminService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {}

  /** Matches UID, mobile, email or nickname (any part, any case); newest members first. */
  async search(query: { page: number; keyword?: string; status?: string }): Promise<{ rows: MemberRow[]; total: number }> {
    let base = this.db.selectFrom('users as u').leftJoin('users as inviter', 'inviter.id', 'u.inviter_id');
    const keyword = query.keyword?.trim();
    if (keyword) {
      const pattern = containsPattern(keyword);
      const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      base = base.where((eb) => eb.or([eb('u.uid', '=', keyword), like('u.uid'), like('u.mobile'), like('u.email'), like('u.nickname')]));
    }
    if (query.status) base = base.where('u.status', '=', query.status);
    const [{ total } = { total: 0n }] = await base.select((eb) => eb.fn.countAll<bigint>().as('total')).execute();
    const rows = await base
      .select(['u.id', 'u.uid', 'u.nickname', 'u.mobile', 'u.email', 'u.status', 'u.created_at', 'inviter.uid as inviter_uid'])
      .orderBy('u.id', 'desc')
      .limit(MEMBER_PAGE_SIZE)
      .offset((query.page - 1) * MEMBER_PAGE_SIZE)
      .execute();
    return { rows, total: Number(total) };
  }

  async detail(userId: bigint): Promise<MemberDetailRow> {
    const row = await this.db
      .selectFrom('users as u')
      .leftJoin('users as inviter', 'inviter.id', 'u.inviter_id')
      .select([
        'u.id',
        'u.uid',
        'u.nickname',
        'u.mobile',
        'u.email',
        'u.status',
        'u.created_at',
        'u.updated_at',
        'u.avatar',
        'u.bio',
        'u.invite_code',
        'u.wallet_address',
        'u.pay_password_hash',
        'inviter.id as inviter_id',
        'inviter.uid as inviter_uid',
        'inviter.nickname as inviter_nickname',
      ])
      .where('u.id', '=', userId)
      .executeTakeFirst();
    if (!row) refuse(m.memberNotFound, {}, 'user_id');
    const { pay_password_hash, inviter_id, inviter_nickname, ...member } = row;
    return {
      ...member,
      pay_password_set: pay_password_hash !== null,
      inviter:
        inviter_id !== null && member.inviter_uid !== null
          ? { id: inviter_id, uid: member.inviter_uid, nickname: inviter_nickname ?? '' }
          : null,
      team: await this.#teamCounts(userId),
    };
  }

  /** Freezing ends the member's sessions at once; unfreezing lets them sign in again. */
  async setStatus(actor: OperatorSession, ip: string, userId: bigint, status: 'active' | 'frozen', reason: string): Promise<void> {
    const from = status === 'frozen' ? 'active' : 'frozen';
    await this.db.transaction().execute(async (trx) => {
      const now = BigInt(this.clock.now().getTime());
      const updated = await trx
        .updateTable('users')
        .set({ status, updated_at: now })
        .where('id', '=', userId)
        .where('status', '=', from)
        .returning('id')
        .executeTakeFirst();
      if (!updated) {
        const exists = await trx.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirst();
        if (!exists) refuse(m.memberNotFound, {}, 'user_id');
        refuse(m.memberAlreadyInState, { status: exists.status }, 'user_id');
      }
      if (status === 'frozen') await trx.deleteFrom('member_tokens').where('user_id', '=', userId).execute();
      await this.audit.record(
        actor,
        ip,
        {
          action: status === 'frozen' ? 'member.freeze' : 'member.unfreeze',
          targetType: 'user',
          targetId: userId,
          before: { status: from },
          after: { status, reason },
        },
        trx,
      );
    });
  }

  async #teamCounts(userId: bigint): Promise<{ level1: number; level2: number; level3: number }> {
    const level1 = this.db.selectFrom('users').select('id').where('inviter_id', '=', userId);
    const level2 = this.db.selectFrom('users').select('id').where('inviter_id', 'in', level1);
    const level3 = this.db.selectFrom('users').select('id').where('inviter_id', 'in', level2);
    const count = async (ids: typeof level1) => {
      const row = await this.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const [a, b, c] = await Promise.all([count(level1), count(level2), count(level3)]);
    return { level1: a, level2: b, level3: c };
  }
}

import { sql } from 'kysely';
import { type Executor, type Page, paginate } from '../../platform/db/executor';

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
  pay_password_hash: string | null;
  updated_at: bigint;
  inviter_id: bigint | null;
  inviter_nickname: string | null;
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own characters taken literally (escape `\`). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Members (`users`) as the console reads and freezes them. */
export class MemberAdminRepository {
  /** Matches UID, mobile, email or nickname (any part, any case); newest members first. */
  search(db: Executor, filter: { keyword?: string; status?: string }, page: number): Promise<Page<MemberRow>> {
    let base = db.selectFrom('users');
    const keyword = filter.keyword?.trim();
    if (keyword) {
      const pattern = containsPattern(keyword);
      const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      base = base.where((eb) =>
        eb.or([eb('users.uid', '=', keyword), like('users.uid'), like('users.mobile'), like('users.email'), like('users.nickname')]),
      );
    }
    if (filter.status) base = base.where('users.status', '=', filter.status);
    return paginate(base, page, (q) =>
      q
        .select(['users.id', 'users.uid', 'users.nickname', 'users.mobile', 'users.email', 'users.status', 'users.created_at'])
        .select((eb) =>
          eb.selectFrom('users as inviter').select('inviter.uid').whereRef('inviter.id', '=', 'users.inviter_id').as('inviter_uid'),
        )
        .orderBy('users.id', 'desc'),
    );
  }

  detail(db: Executor, userId: bigint): Promise<MemberDetailRow | undefined> {
    return db
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
  }

  /** Members invited directly (level 1), by them (level 2) and by those (level 3). */
  async teamCounts(db: Executor, userId: bigint): Promise<{ level1: number; level2: number; level3: number }> {
    const level1 = db.selectFrom('users').select('id').where('inviter_id', '=', userId);
    const level2 = db.selectFrom('users').select('id').where('inviter_id', 'in', level1);
    const level3 = db.selectFrom('users').select('id').where('inviter_id', 'in', level2);
    const count = async (ids: typeof level1) => {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const [a, b, c] = await Promise.all([count(level1), count(level2), count(level3)]);
    return { level1: a, level2: b, level3: c };
  }

  async statusOf(db: Executor, userId: bigint): Promise<string | undefined> {
    const row = await db.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirst();
    return row?.status;
  }

  /** Moves a member from status `from` to `to`; false when they were not in `from`. */
  async moveStatus(db: Executor, userId: bigint, from: string, to: string, now: bigint): Promise<boolean> {
    const updated = await db
      .updateTable('users')
      .set({ status: to, updated_at: now })
      .where('id', '=', userId)
      .where('status', '=', from)
      .returning('id')
      .executeTakeFirst();
    return updated !== undefined;
  }

  /** Ends every session of the member. */
  async endSessions(db: Executor, userId: bigint): Promise<void> {
    await db.deleteFrom('member_tokens').where('user_id', '=', userId).execute();
  }

  /** Members in all, joined since `since` (ms) and frozen. */
  async figures(db: Executor, since: bigint): Promise<{ total: number; joined: number; frozen: number }> {
    const row = await db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<bigint>().as('total'),
        eb.fn.sum<bigint>(eb.case().when('created_at', '>=', since).then(eb.lit(1)).else(eb.lit(0)).end()).as('joined'),
        eb.fn.sum<bigint>(eb.case().when('status', '=', 'frozen').then(eb.lit(1)).else(eb.lit(0)).end()).as('frozen'),
      ])
      .executeTakeFirstOrThrow();
    // sum() is NUMERIC on PostgreSQL (a string) and null over no rows: Number() covers both.
    return { total: Number(row.total), joined: Number(row.joined ?? 0), frozen: Number(row.frozen ?? 0) };
  }
}

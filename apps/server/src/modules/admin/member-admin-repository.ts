import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { isSqlite } from '../../platform/db/columns';
import { type Executor, type KeysetPage, type KeysetWindow, paginateBefore } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { updateIfStill } from '../shared-rows-repository';

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

/** Characters a trigram index needs in a keyword: a shorter one has no trigram to look up. */
const TRIGRAM = 3;

/** The columns a member list shows. */
function columns(q: SelectQueryBuilder<DB, 'users', object>) {
  return q
    .select(['users.id', 'users.uid', 'users.nickname', 'users.mobile', 'users.email', 'users.status', 'users.created_at'])
    .select((eb) =>
      eb.selectFrom('users as inviter').select('inviter.uid').whereRef('inviter.id', '=', 'users.inviter_id').as('inviter_uid'),
    );
}

/** The columns a member list shows, newest first. */
function listed(q: SelectQueryBuilder<DB, 'users', object>) {
  return columns(q).orderBy('users.id', 'desc');
}

/**
 * The same, newest first by an expression of the id rather than the id itself: PostgreSQL then
 * gathers the few members a part matches from the trigram indexes and sorts them, instead of
 * walking every member newest first and testing each against the part (at 100k members, a part of
 * a nickname took 121 ms the one way and a few the other).
 */
function listedFromMatches(q: SelectQueryBuilder<DB, 'users', object>) {
  return columns(q).orderBy(sql`users.id + 0`, 'desc');
}

/**
 * The columns a part of `keyword` can stand in: UIDs and mobiles are digits, an email has no
 * space; a nickname may hold anything. Each column left out is a trigram index not read.
 */
function columnsFor(keyword: string): ('users.uid' | 'users.mobile' | 'users.email' | 'users.nickname')[] {
  const digits = /^\d+$/.test(keyword);
  return [
    ...(digits ? (['users.uid', 'users.mobile'] as const) : []),
    ...(/\s/.test(keyword) ? [] : (['users.email'] as const)),
    'users.nickname',
  ];
}

/** A page of members newest first: page `page`, or those older than `before` down the primary key. */

/** Members (`users`) as the console reads and freezes them. */
export class MemberAdminRepository {
  /**
   * Members whose UID, mobile or email is exactly `keyword` (its unique indexes): what an
   * exact-looking keyword asks first. Newest first.
   */
  exact(db: Executor, keyword: string, status: string | undefined, window: KeysetWindow): Promise<KeysetPage<MemberRow>> {
    const email = keyword.toLowerCase();
    let base = db
      .selectFrom('users')
      .where((eb) => eb.or([eb('users.uid', '=', keyword), eb('users.mobile', '=', keyword), eb('users.email', '=', email)]));
    if (status) base = base.where('users.status', '=', status);
    return paginateBefore(db, base, 'users.id', window, listed);
  }

  /**
   * Matches UID, mobile, email or nickname (any part, any case); newest members first, page `page`
   * or those older than `before`. A keyword of three characters or more is read from the trigram
   * index: on SQLite the FTS5 table `users_search` (a quoted phrase, `"` doubled, so every other
   * character is literal), on PostgreSQL the pg_trgm GIN index of each lower-cased column (LIKE with
   * its own characters escaped). A keyword of one or two characters has no trigram: it is read by
   * LIKE over the four columns, a scan of the members (on PostgreSQL the planner's choice).
   */
  search(db: Executor, filter: { keyword?: string; status?: string }, window: KeysetWindow): Promise<KeysetPage<MemberRow>> {
    let base = db.selectFrom('users');
    const keyword = filter.keyword?.trim();
    const trigrams = keyword !== undefined && [...keyword].length >= TRIGRAM;
    const sqlite = isSqlite(db as unknown as Kysely<unknown>);
    if (keyword && trigrams && sqlite) {
      // A phrase of the keyword's trigrams: the rows holding it anywhere, in any case.
      const phrase = `"${keyword.replace(/"/g, '""')}"`;
      base = base.where('users.id', 'in', sql<bigint>`(select rowid from users_search where users_search match ${phrase})`);
    } else if (keyword) {
      const pattern = containsPattern(keyword);
      const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      // Each part is one column's trigram index on PostgreSQL (an exact UID is a part of itself).
      base = base.where((eb) => eb.or(columnsFor(keyword).map(like)));
    }
    if (filter.status) base = base.where('users.status', '=', filter.status);
    return paginateBefore(db, base, 'users.id', window, keyword && trigrams && !sqlite ? listedFromMatches : listed);
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

  /** Members invited directly (level 1), by them (level 2) and by those (level 3): the counters kept per level. */
  async teamCounts(db: Executor, userId: bigint): Promise<{ level1: number; level2: number; level3: number }> {
    const rows = await db.selectFrom('team_sizes').select(['depth', 'members']).where('user_id', '=', userId).execute();
    const at = (depth: number) => Number(rows.find((r) => Number(r.depth) === depth)?.members ?? 0n);
    return { level1: at(1), level2: at(2), level3: at(3) };
  }

  async statusOf(db: Executor, userId: bigint): Promise<string | undefined> {
    const row = await db.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirst();
    return row?.status;
  }

  /** Moves a member from status `from` to `to`; false when they were not in `from`. */
  moveStatus(db: Executor, userId: bigint, from: string, to: string, now: bigint): Promise<boolean> {
    return updateIfStill(db, 'users', { id: userId, status: from }, { status: to, updated_at: now });
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

import { type Kysely, sql } from 'kysely';
import { isSqlite } from '../columns';

// The console's member search reads "contains" matches from a trigram index instead of a full scan
// of `users`: SQLite an FTS5 table with the trigram tokenizer kept by triggers (its rowid is the
// member's id), PostgreSQL pg_trgm GIN indexes on the lower-cased columns where the extension is
// available (without it the search works as before, by a scan). Exact-looking keywords (a UID, a
// mobile, an email) go to the unique indexes the columns already have.

const columns = ['uid', 'mobile', 'email', 'nickname'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    const list = columns.join(', ');
    const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`).join(', ');
    await sql
      .raw(
        `create virtual table users_search using fts5(${list}, content='users', content_rowid='id', tokenize='trigram case_sensitive 0')`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger users_search_insert after insert on users begin
           insert into users_search(rowid, ${list}) values (new.id, ${values('new')});
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger users_search_delete after delete on users begin
           insert into users_search(users_search, rowid, ${list}) values ('delete', old.id, ${values('old')});
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger users_search_update after update of ${list} on users begin
           insert into users_search(users_search, rowid, ${list}) values ('delete', old.id, ${values('old')});
           insert into users_search(rowid, ${list}) values (new.id, ${values('new')});
         end`,
      )
      .execute(db);
    await sql.raw(`insert into users_search(users_search) values ('rebuild')`).execute(db);
    return;
  }
  const available = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows[0]?.n !== 1) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const column of columns) {
    await sql.raw(`create index users_${column}_trgm_idx on users using gin (lower(${column}) gin_trgm_ops)`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const name of ['users_search_insert', 'users_search_delete', 'users_search_update']) {
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
    }
    await sql.raw('drop table if exists users_search').execute(db);
    return;
  }
  for (const column of columns) await sql.raw(`drop index if exists users_${column}_trgm_idx`).execute(db);
}

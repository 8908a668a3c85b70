import { type Kysely, sql } from 'kysely';
import { dropTables, indexes, isSqlite, table } from '../columns';

// Team figures from a maintained closure of the invite tree instead of nested IN subqueries over
// `users`: `team_closure` holds (ancestor, descendant, depth) for depths 1–3 — the levels the team
// pages and referral rewards know — and `team_sizes` each member's count per level. A trigger on
// `users` writes both when a member joins (inviter_id is set then and never changed), so every way a
// member is created keeps them; the rows of the members already there are written here.

const MAX_DEPTH = 3;

const closureInsert = (row: string) => `
  insert into team_closure (ancestor, descendant, depth)
    select ${row}.inviter_id, ${row}.id, 1 where ${row}.inviter_id <> ${row}.id
    union all
    select ancestor, ${row}.id, depth + 1 from team_closure
     where descendant = ${row}.inviter_id and depth < ${MAX_DEPTH} and ancestor <> ${row}.id;
  insert into team_sizes (user_id, depth, members)
    select ancestor, depth, 1 from team_closure where descendant = ${row}.id
    on conflict (user_id, depth) do update set members = team_sizes.members + 1;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await table(
    db,
    'team_closure',
    {
      ancestor: 'bigint not null',
      descendant: 'bigint not null',
      depth: 'integer not null',
    },
    ['ancestor', 'depth', 'descendant'],
  ).execute();
  await indexes(db, 'team_closure', { team_closure_descendant_idx: ['descendant', 'depth'] });
  await table(
    db,
    'team_sizes',
    {
      user_id: 'bigint not null',
      depth: 'integer not null',
      members: 'bigint not null',
    },
    ['user_id', 'depth'],
  ).execute();

  // The members already there, level by level.
  await sql`insert into team_closure (ancestor, descendant, depth)
    select inviter_id, id, 1 from users where inviter_id is not null and inviter_id <> id`.execute(db);
  for (let depth = 2; depth <= MAX_DEPTH; depth++) {
    await sql`insert into team_closure (ancestor, descendant, depth)
      select c.ancestor, u.id, ${sql.lit(depth)} from users u
        join team_closure c on c.descendant = u.inviter_id and c.depth = ${sql.lit(depth - 1)}
       where c.ancestor <> u.id`.execute(db);
  }
  await sql`insert into team_sizes (user_id, depth, members)
    select ancestor, depth, count(*) from team_closure group by ancestor, depth`.execute(db);

  if (isSqlite(db)) {
    await sql
      .raw(`create trigger users_team_closure after insert on users when new.inviter_id is not null begin ${closureInsert('new')} end`)
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create function users_team_closure() returns trigger language plpgsql as $$
       begin
         if new.inviter_id is not null then ${closureInsert('new')}
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql.raw('create trigger users_team_closure after insert on users for each row execute function users_team_closure()').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await sql.raw('drop trigger if exists users_team_closure').execute(db);
  else {
    await sql.raw('drop trigger if exists users_team_closure on users').execute(db);
    await sql.raw('drop function if exists users_team_closure()').execute(db);
  }
  await dropTables(db, ['team_sizes', 'team_closure']);
}

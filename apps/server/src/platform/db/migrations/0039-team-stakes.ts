import { type Kysely, sql } from 'kysely';
import { dropTables, isSqlite, table } from '../columns';

// The team page's staking figures kept as counters instead of joining a level's members to their
// running orders on every call: `member_stakes` holds each member's running orders and principal per
// asset, `team_stakes` each member's per level and asset — how many of that level's members have a
// running order (`active`) and their running principal (`staked`). A trigger on `pledge_orders`
// moves both when an order starts running or stops (redeemed, matured); the counts of the orders
// already there are written here. `ledger:verify` recounts both from the orders. Every transaction
// that changes an order's status changes one order (a subscription, a redemption, a maturity), so on
// PostgreSQL, where the counters move at commit in one order of uplines, two never wait in a cycle.

/** The statements one order's start (sign 1) or end (sign -1) runs, `row` being its row. */
const moveStakes = (row: string, sign: 1 | -1) => `
  insert into member_stakes (user_id, asset, running, principal)
    values (${row}.user_id, ${row}.asset, ${sign}, ${sign} * ${row}.principal)
    on conflict (user_id, asset) do update
      set running = member_stakes.running + ${sign}, principal = member_stakes.principal + ${sign} * ${row}.principal;
  insert into team_stakes (user_id, depth, asset, active, staked)
    select c.ancestor, c.depth, ${row}.asset,
           case when m.running = ${sign === 1 ? 1 : 0} then ${sign} else 0 end, ${sign} * ${row}.principal
      from team_closure c
      join member_stakes m on m.user_id = ${row}.user_id and m.asset = ${row}.asset
     where c.descendant = ${row}.user_id
     order by c.ancestor, c.depth
    on conflict (user_id, depth, asset) do update
      set active = team_stakes.active + excluded.active, staked = team_stakes.staked + excluded.staked;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await table(
    db,
    'member_stakes',
    {
      user_id: 'bigint not null',
      asset: 'text not null',
      running: 'bigint not null',
      principal: 'bigint not null',
    },
    ['user_id', 'asset'],
  ).execute();
  await table(
    db,
    'team_stakes',
    {
      user_id: 'bigint not null',
      depth: 'integer not null',
      asset: 'text not null',
      active: 'bigint not null',
      staked: 'bigint not null',
    },
    ['user_id', 'depth', 'asset'],
  ).execute();

  await sql`insert into member_stakes (user_id, asset, running, principal)
    select user_id, asset, count(*), sum(principal) from pledge_orders where status = 'running' group by user_id, asset`.execute(db);
  await sql`insert into team_stakes (user_id, depth, asset, active, staked)
    select c.ancestor, c.depth, m.asset, count(*), sum(m.principal)
      from member_stakes m join team_closure c on c.descendant = m.user_id
     group by c.ancestor, c.depth, m.asset`.execute(db);

  if (isSqlite(db)) {
    await sql
      .raw(
        `create trigger pledge_orders_stakes_insert after insert on pledge_orders when new.status = 'running'
         begin ${moveStakes('new', 1)} end`,
      )
      .execute(db);
    // SQLite's triggers cannot branch inside: one for an order that starts running, one for one that stops.
    await sql
      .raw(
        `create trigger pledge_orders_stakes_start after update of status on pledge_orders
         when old.status <> 'running' and new.status = 'running'
         begin ${moveStakes('new', 1)} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger pledge_orders_stakes_stop after update of status on pledge_orders
         when old.status = 'running' and new.status <> 'running'
         begin ${moveStakes('old', -1)} end`,
      )
      .execute(db);
    return;
  }
  // PostgreSQL: at commit (a deferred constraint trigger), so the counters' rows are locked only for
  // the moment the transaction ends, in one order (ancestor, depth) for every transaction.
  await sql
    .raw(
      `create function pledge_orders_stakes() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then
           if new.status = 'running' then ${moveStakes('new', 1)}
           end if;
         elsif old.status <> 'running' and new.status = 'running' then ${moveStakes('new', 1)}
         elsif old.status = 'running' and new.status <> 'running' then ${moveStakes('old', -1)}
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create constraint trigger pledge_orders_stakes after insert or update of status on pledge_orders
       deferrable initially deferred for each row execute function pledge_orders_stakes()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const name of ['pledge_orders_stakes_insert', 'pledge_orders_stakes_start', 'pledge_orders_stakes_stop'])
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
  } else {
    await sql.raw('drop trigger if exists pledge_orders_stakes on pledge_orders').execute(db);
    await sql.raw('drop function if exists pledge_orders_stakes()').execute(db);
  }
  await dropTables(db, ['team_stakes', 'member_stakes']);
}

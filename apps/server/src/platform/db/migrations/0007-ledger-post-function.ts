import { type Kysely, sql } from 'kysely';
import { isSqlite } from '../columns';

// On PostgreSQL, a ledger posting in one round trip: the balance updates (conditional debits, accounts
// created on first use), the entry and its lines, in one call of ledger_post(). Each round trip made
// while account rows are locked lengthens every other posting's wait on them. SQLite runs the same
// steps in process (modules/ledger/ledger.ts), where a statement costs no round trip.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`
    create function ledger_post(
      p_keys text[], p_changes bigint[], p_kinds text[], p_users bigint[], p_assets text[], p_purposes text[],
      p_allow_negative bigint[], p_line_accounts int[], p_line_amounts bigint[], p_line_types text[],
      p_kind text, p_memo text, p_params text, p_ref_type text, p_ref_id text, p_admin bigint, p_now bigint,
      out posted_entry bigint, out short_key text, out posted_accounts bigint[], out posted_balances bigint[]
    ) language plpgsql as $$
    declare
      n int := coalesce(array_length(p_keys, 1), 0);
      i int;
      v_id bigint;
      v_balance bigint;
      v_running bigint[];
    begin
      posted_accounts := array_fill(null::bigint, array[n]);
      v_running := array_fill(null::bigint, array[n]);
      -- The accounts in the order given: callers sort them by key, one order for every posting, so two
      -- postings never wait on each other's rows in a cycle.
      for i in 1 .. n loop
        loop
          update ledger_accounts set balance = balance + p_changes[i], updated_at = p_now
            where key = p_keys[i] and (p_changes[i] >= 0 or allow_negative = 1 or balance >= -p_changes[i])
            returning id, balance into v_id, v_balance;
          exit when found;
          -- Not updated: a debit short of funds, or an account used for the first time.
          perform 1 from ledger_accounts where key = p_keys[i];
          if found or (p_changes[i] < 0 and p_allow_negative[i] = 0) then
            short_key := p_keys[i];
            return;
          end if;
          -- A concurrent first use of the same account waits here on the unique key, then the update sees its row.
          insert into ledger_accounts (key, kind, user_id, asset, purpose, balance, allow_negative, created_at, updated_at)
            values (p_keys[i], p_kinds[i], p_users[i], p_assets[i], p_purposes[i], 0, p_allow_negative[i], p_now, p_now)
            on conflict (key) do nothing;
        end loop;
        posted_accounts[i] := v_id;
        v_running[i] := v_balance - p_changes[i];
      end loop;
      insert into ledger_entries (kind, memo, params_json, ref_type, ref_id, admin_id, created_at)
        values (p_kind, p_memo, p_params, p_ref_type, p_ref_id, p_admin, p_now)
        returning id into posted_entry;
      -- Each line's balance after it: its account's lines applied in order from the balance before the entry.
      posted_balances := array_fill(null::bigint, array[coalesce(array_length(p_line_accounts, 1), 0)]);
      for i in 1 .. coalesce(array_length(p_line_accounts, 1), 0) loop
        v_running[p_line_accounts[i]] := v_running[p_line_accounts[i]] + p_line_amounts[i];
        posted_balances[i] := v_running[p_line_accounts[i]];
      end loop;
      insert into ledger_lines (entry_id, account_id, user_id, asset, amount, balance_after, type, created_at)
        select posted_entry, posted_accounts[l.account], p_users[l.account], p_assets[l.account], l.amount, l.balance, l.type, p_now
        from unnest(p_line_accounts, p_line_amounts, p_line_types, posted_balances) as l (account, amount, type, balance);
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`drop function ledger_post`.execute(db);
}

import { type Kysely, sql } from 'kysely';
import { isSqlite } from '../columns';

// On PostgreSQL, a batch of money effects in one call: each item is a ledger posting (the arguments
// of ledger_post(), migration 0007) and the Idempotency-Key it claims. Each item runs in its own
// exception block, so an item refused — a debit short of funds, a key already claimed — rolls back
// alone and the others stand; the call answers each item's outcome. It does only what ledger_post()
// and the key's claim do. Every account of the batch is locked first, in key order: two batches
// (two server processes) never wait on each other's rows in a cycle. SQLite batches with savepoints
// in process (platform/db/group-commit.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  // A JSON array of strings (or nulls) as a text array, in its order.
  await sql`
    create function ledger_json_texts(p jsonb) returns text[] language sql immutable as $$
      select coalesce(array_agg(e order by n), '{}') from jsonb_array_elements_text(p) with ordinality as t (e, n)
    $$`.execute(db);
  await sql`
    create function ledger_post_batch(p_items jsonb) returns jsonb language plpgsql as $$
    declare
      v_item jsonb;
      v_claim jsonb;
      v_posted record;
      v_short text;
      v_outcomes jsonb := '[]'::jsonb;
    begin
      perform 1 from ledger_accounts
        where key in (select jsonb_array_elements_text(i -> 'keys') from jsonb_array_elements(p_items) as i)
        order by key for update;
      for v_item in select value from jsonb_array_elements(p_items) with ordinality as t (value, n) order by n loop
        begin
          select * into v_posted from ledger_post(
            ledger_json_texts(v_item -> 'keys'),
            ledger_json_texts(v_item -> 'changes')::bigint[],
            ledger_json_texts(v_item -> 'kinds'),
            ledger_json_texts(v_item -> 'users')::bigint[],
            ledger_json_texts(v_item -> 'assets'),
            ledger_json_texts(v_item -> 'purposes'),
            ledger_json_texts(v_item -> 'allow_negative')::bigint[],
            ledger_json_texts(v_item -> 'line_accounts')::int[],
            ledger_json_texts(v_item -> 'line_amounts')::bigint[],
            ledger_json_texts(v_item -> 'line_types'),
            v_item ->> 'kind', v_item ->> 'memo', v_item ->> 'params', v_item ->> 'ref_type', v_item ->> 'ref_id',
            (v_item ->> 'admin')::bigint, (v_item ->> 'now')::bigint);
          if v_posted.short_key is not null then
            v_short := v_posted.short_key;
            raise sqlstate 'MC001';
          end if;
          v_claim := v_item -> 'claim';
          if jsonb_typeof(v_claim) = 'object' then
            -- The outcome names the entry at entry_at (a path in it), known only now.
            insert into idempotency_keys (scope, key, fingerprint, outcome_json, created_at, expires_at)
              values (v_claim ->> 'scope', v_claim ->> 'key', v_claim ->> 'fingerprint',
                case when jsonb_typeof(v_claim -> 'entry_at') = 'array'
                  then jsonb_set(v_claim -> 'outcome', ledger_json_texts(v_claim -> 'entry_at'), to_jsonb(v_posted.posted_entry))::text
                  else (v_claim -> 'outcome')::text end,
                (v_claim ->> 'created_at')::bigint, (v_claim ->> 'expires_at')::bigint)
              on conflict (scope, key) do nothing;
            if not found then
              raise sqlstate 'MC002';
            end if;
          end if;
          v_outcomes := v_outcomes || jsonb_build_array(jsonb_build_object('entry', v_posted.posted_entry::text));
        exception
          when sqlstate 'MC001' then
            v_outcomes := v_outcomes || jsonb_build_array(jsonb_build_object('short', v_short));
          when sqlstate 'MC002' then
            v_outcomes := v_outcomes || jsonb_build_array(jsonb_build_object('claimed', true));
        end;
      end loop;
      return v_outcomes;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`drop function ledger_post_batch`.execute(db);
  await sql`drop function ledger_json_texts`.execute(db);
}

import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

// What bounds the PostgreSQL transfer figure: a transfer's statements (token, Idempotency-Key,
// parties, pay-password state, ordered conditional balance updates, entry, lines, key claim) in one
// PL/pgSQL call behind a bare Fastify route — one round trip per transfer (BENCH_ROUND_TRIPS=1), or
// two with the token looked up first (2), as an authenticated route must. The app makes about eight.

const ROUND_TRIPS = Number(process.env.BENCH_ROUND_TRIPS ?? 1);
pg.types.setTypeParser(20, (value: string) => BigInt(value));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

await pool.query(`
  create or replace function bench_transfer(p_token text, p_user bigint, p_key text, p_fingerprint text, p_to text, p_amount bigint, p_now bigint)
  returns bigint language plpgsql as $$
  declare
    v_user bigint := p_user;
    v_recipient bigint;
    v_from bigint;
    v_into bigint;
    v_debited bigint;
    v_credited bigint;
    v_entry bigint;
  begin
    if v_user is null then
      select t.user_id into v_user from member_tokens t join users u on u.id = t.user_id
        where t.token_hash = p_token and t.expires_at > p_now and u.status = 'active';
    end if;
    perform 1 from idempotency_keys where scope = 'member:' || v_user and key = p_key;
    if found then return null; end if;
    select id into v_recipient from users where uid = p_to and id <> v_user and status = 'active';
    perform pay_password_hash from users where id = v_user;
    select id into v_from from ledger_accounts where key = 'member:' || v_user || ':USDT:available';
    select id into v_into from ledger_accounts where key = 'member:' || v_recipient || ':USDT:available';
    if v_from < v_into then
      update ledger_accounts set balance = balance - p_amount, updated_at = p_now where id = v_from and balance >= p_amount returning balance into v_debited;
      update ledger_accounts set balance = balance + p_amount, updated_at = p_now where id = v_into returning balance into v_credited;
    else
      update ledger_accounts set balance = balance + p_amount, updated_at = p_now where id = v_into returning balance into v_credited;
      update ledger_accounts set balance = balance - p_amount, updated_at = p_now where id = v_from and balance >= p_amount returning balance into v_debited;
    end if;
    if v_debited is null then raise exception 'insufficient'; end if;
    insert into ledger_entries (kind, memo, params_json, ref_type, ref_id, created_at)
      values ('transfer', '', null, 'transfer', v_user || '>' || v_recipient, p_now) returning id into v_entry;
    insert into ledger_lines (entry_id, account_id, user_id, asset, amount, balance_after, type, created_at) values
      (v_entry, v_from, v_user, 'USDT', -p_amount, v_debited, 'transfer', p_now),
      (v_entry, v_into, v_recipient, 'USDT', p_amount, v_credited, 'transfer', p_now);
    insert into idempotency_keys (scope, key, fingerprint, outcome_json, created_at, expires_at)
      values ('member:' || v_user, p_key, p_fingerprint, '{}', p_now, p_now + 86400000);
    return v_entry;
  end $$`);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const app = Fastify({ logger: false });
app.get('/readyz', async () => ({ ok: true }));
app.post('/api/fund/transfer', async (request) => {
  const body = request.body as { to: string };
  const tokenHash = sha256(String(request.headers.token));
  const now = BigInt(Date.now());
  let user: bigint | null = null;
  if (ROUND_TRIPS >= 2) {
    const session = await pool.query('select user_id from member_tokens where token_hash = $1 and expires_at > $2', [tokenHash, now]);
    user = session.rows[0]?.user_id ?? null;
    if (user === null) return { code: 401, msg: '', time: 0, data: null };
  }
  const { rows } = await pool.query('select bench_transfer($1, $2, $3, $4, $5, $6, $7) as id', [
    tokenHash,
    user,
    String(request.headers['idempotency-key']),
    sha256(JSON.stringify(body)),
    body.to,
    1_000_000n,
    now,
  ]);
  return { code: 1, msg: '', time: 0, data: { id: Number(rows[0]?.id) } };
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });

import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';

// What bounds the SQLite transfer figure: a transfer's statements (token, Idempotency-Key, parties,
// pay-password state, two conditional balance updates, entry, lines, key claim) on raw prepared
// better-sqlite3 statements, one transaction per request, behind a bare Fastify route. No settings,
// validation, pay-password check, envelope or hooks: the least a transfer can cost here.

const sqlite = new SQLite(process.env.BENCH_SQLITE_FILE ?? '');
sqlite.defaultSafeIntegers(true);
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = NORMAL');

const q = {
  session: sqlite.prepare(
    'select t.user_id, u.status from member_tokens t join users u on u.id = t.user_id where t.token_hash = ? and t.expires_at > ?',
  ),
  key: sqlite.prepare('select outcome_json from idempotency_keys where scope = ? and key = ?'),
  parties: sqlite.prepare('select id, uid, status from users where id = ? or uid = ?'),
  payPassword: sqlite.prepare('select pay_password_hash, pay_password_failures from users where id = ?'),
  account: sqlite.prepare('select id from ledger_accounts where key = ?'),
  debit: sqlite.prepare('update ledger_accounts set balance = balance - ?, updated_at = ? where id = ? and balance >= ? returning balance'),
  credit: sqlite.prepare('update ledger_accounts set balance = balance + ?, updated_at = ? where id = ? returning balance'),
  entry: sqlite.prepare(
    "insert into ledger_entries (kind, memo, params_json, ref_type, ref_id, created_at) values ('transfer', '', ?, 'transfer', ?, ?) returning id",
  ),
  lines: sqlite.prepare(
    'insert into ledger_lines (entry_id, account_id, user_id, asset, amount, balance_after, type, created_at) ' +
      "values (?, ?, ?, 'USDT', ?, ?, 'transfer', ?), (?, ?, ?, 'USDT', ?, ?, 'transfer', ?)",
  ),
  claim: sqlite.prepare(
    'insert into idempotency_keys (scope, key, fingerprint, outcome_json, created_at, expires_at) values (?, ?, ?, ?, ?, ?) on conflict do nothing returning id',
  ),
};

const AMOUNT = 1_000_000n;
const accountOf = (userId: bigint) => (q.account.get(`member:${userId}:USDT:available`) as { id: bigint }).id;

const transfer = sqlite.transaction((sender: bigint, recipient: bigint, to: string, scope: string, key: string, fingerprint: string) => {
  const now = BigInt(Date.now());
  const from = accountOf(sender);
  const into = accountOf(recipient);
  // In id order, as the ledger does.
  const debit = () => q.debit.get(AMOUNT, now, from, AMOUNT) as { balance: bigint } | undefined;
  const credit = () => q.credit.get(AMOUNT, now, into) as { balance: bigint };
  let debited: { balance: bigint } | undefined;
  let credited: { balance: bigint };
  if (from < into) {
    debited = debit();
    credited = credit();
  } else {
    credited = credit();
    debited = debit();
  }
  if (!debited) throw new Error('insufficient');
  const { id } = q.entry.get(JSON.stringify({ to_uid: to }), `${sender}>${recipient}`, now) as { id: bigint };
  q.lines.run(id, from, sender, -AMOUNT, debited.balance, now, id, into, recipient, AMOUNT, credited.balance, now);
  if (!q.claim.get(scope, key, fingerprint, JSON.stringify({ code: 1, data: { id: Number(id) } }), now, now + 86_400_000n))
    throw new Error('key taken');
  return Number(id);
});

const app = Fastify({ logger: false });
app.get('/readyz', async () => ({ ok: true }));
app.post('/api/fund/transfer', async (request) => {
  const body = request.body as { to: string };
  const token = String(request.headers.token);
  const key = String(request.headers['idempotency-key']);
  const session = q.session.get(createHash('sha256').update(token).digest('hex'), BigInt(Date.now())) as { user_id: bigint } | undefined;
  if (!session) return { code: 401, msg: '', time: 0, data: null };
  const scope = `member:${session.user_id}`;
  if (q.key.get(scope, key)) return { code: 1, msg: '', time: 0, data: null };
  const parties = q.parties.all(session.user_id, body.to) as { id: bigint; uid: string }[];
  const recipient = parties.find((p) => p.uid === body.to && p.id !== session.user_id);
  if (!recipient) return { code: 0, msg: 'recipient', time: 0, data: null };
  q.payPassword.get(session.user_id);
  const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  const id = transfer(session.user_id, recipient.id, body.to, scope, key, fingerprint);
  return { code: 1, msg: '', time: 0, data: { id } };
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });

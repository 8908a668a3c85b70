import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';

// What bounds the SQLite transfer figure: a transfer's statements (token, Idempotency-Key, parties,
// pay-password state, two conditional balance updates, entry, lines, key claim) on raw prepared
// better-sqlite3 statements, one transaction per request, behind a bare Fastify route. No settings,
// validation, pay-password check, envelope or hooks: the least a transfer can cost here.
// BENCH_GROUP_COMMIT=1 commits the requests that arrived together in one transaction, each in its
// own savepoint (at most 64), as the server's group commit does: the ceiling batching allows.

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

const GROUP_COMMIT = process.env.BENCH_GROUP_COMMIT === '1';
const BATCH = 64;
type TransferArgs = Parameters<typeof transfer>;
interface Queued {
  args: TransferArgs;
  done: (id: number) => void;
  failed: (error: unknown) => void;
}
const queue: Queued[] = [];
// Called inside this transaction, `transfer` runs in a savepoint: a refusal rolls back that one alone.
const commitBatch = sqlite.transaction((items: Queued[]) =>
  items.map((item): { id: number } | { error: unknown } => {
    try {
      return { id: transfer(...item.args) };
    } catch (error) {
      return { error };
    }
  }),
);

function flush() {
  const items = queue.splice(0, BATCH);
  const outcomes = commitBatch(items);
  items.forEach((item, i) => {
    const outcome = outcomes[i]!;
    if ('id' in outcome) item.done(outcome.id);
    else item.failed(outcome.error);
  });
  if (queue.length > 0) setImmediate(flush);
}

/** One transfer: alone in its transaction, or with the others that arrived in the same turn. */
function post(...args: TransferArgs): Promise<number> {
  if (!GROUP_COMMIT) return Promise.resolve(transfer(...args));
  return new Promise((done, failed) => {
    queue.push({ args, done, failed });
    if (queue.length === 1) setImmediate(flush);
  });
}

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
  const id = await post(session.user_id, recipient.id, body.to, scope, key, fingerprint);
  return { code: 1, msg: '', time: 0, data: { id } };
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });

import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, newKey, request } from '../test/http';
import { PAY_PASSWORD } from '../test/members';
import { expectBooksBalanced } from '../test/money';
import { type OwnedObjects, ownedObjects } from '../test/owned-objects';
import { type OpenApiDocument, operationsOf, plausible, plausibleObject, type VariantContext } from '../test/plausible-input';
import { moneySnapshot, rowsSnapshot } from '../test/snapshot';
import { testDialect, useTestApp } from '../test/test-app';

// The IDOR matrix: every parameter of a members' operation that names an object by id, with what
// the server must do when another member names the owner's object. The list is checked against the
// OpenAPI document, so a new route that takes an id fails here until it is placed in the matrix.
// Console routes are left out: operators act on every member's objects by role (route-envelope and
// the role tests cover who may call them).

type Kind = Exclude<keyof OwnedObjects, 'owner' | 'others' | 'upload'>;

/** An owned object: refused to anyone else. `list` for a filter of the caller's own list: answered with an empty list. */
type Row = { owned: Kind; list?: true } | { public: string };

const MATRIX: Record<string, Row> = {
  'GET /api/fund/rechargeDetail id': { owned: 'recharge' },
  'GET /api/fund/withdrawDetail id': { owned: 'withdrawal' },
  'POST /api/fund/withdrawCancel id': { owned: 'withdrawal' },
  'GET /api/pledge/earnings order_id': { owned: 'pledge', list: true },
  'POST /api/pledge/redeem id': { owned: 'pledge' },
  'POST /api/pledge/add product_id': { public: 'a staking product of the public catalogue' },
  'GET /api/index/detail id': { public: 'a notice, published to every member' },
  'GET /api/order/readTips id': { owned: 'tip' },
  'GET /api/nft/market collection_id': { public: 'a collection of the public catalogue' },
  'GET /api/nft/mine collection_id': { public: 'a collection of the public catalogue, filtering the caller’s own NFTs' },
  'GET /api/nft/detail id': { public: 'an NFT’s page (owner, listing, provenance) is public, as on any NFT market' },
  'POST /api/nft/list token_id': { owned: 'token' },
  'POST /api/nft/reprice listing_id': { owned: 'listing' },
  'POST /api/nft/cancel listing_id': { owned: 'listing' },
  'POST /api/nft/buy listing_id': { public: 'a listing is an offer to every member (buying one’s own is refused by the market)' },
  'POST /api/nft/box/open box_id': { public: 'a blind box of the public catalogue' },
  'GET /api/nft/verify draw_id': { owned: 'draw' },
  'POST /api/nft/synthesize recipe_id': { public: 'a recipe of the public catalogue' },
  'POST /api/nft/synthesize token_ids': { owned: 'token' },
  'POST /api/coinmix/cancel id': { owned: 'coinmixOrder' },
  'GET /api/auction/detail id': { public: 'an open lot, shown to every member (bids without bidders’ identities)' },
  'POST /api/auction/add token_id': { owned: 'token' },
  'POST /api/user/tpNonce chain_id': { public: 'a blockchain’s number, not an object' },
  'POST /api/order/add lot_id': { public: 'bidding on another member’s lot is the point of an auction' },
  'GET /api/order/detail id': { owned: 'order' },
  'GET /api/coupon/detail id': { owned: 'lot' },
  'POST /api/order/pay id': { owned: 'order' },
  'POST /api/coupon/confirm id': { owned: 'order' },
  'POST /api/coupon/feedback order_id': { owned: 'order' },
  'POST /api/coupon/feedbackReply order_id': { owned: 'order' },
  'POST /api/user/sessions/end id': { owned: 'session' },
  'POST /api/fund/addressDelete id': { owned: 'withdrawAddress' },
  'GET /api/stream last_event_id': { public: 'a position in the caller’s own event stream, not an object' },
};

/** Fields that carry the URL of an uploaded file: another member's upload is refused. */
const UPLOAD_FIELDS: Record<string, string> = {
  'POST /api/user/profile avatar': 'avatar',
  'POST /api/fund/recharge proof': 'proof',
  'POST /api/coupon/feedback images': 'images',
  'POST /api/coupon/feedbackReply images': 'images',
};

const ID_PARAM = /(^|_)ids?$/;

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
let world: OwnedObjects;
let doc: OpenApiDocument;

beforeAll(async () => {
  world = await ownedObjects(t);
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});

/** The id-taking parameters of the members' operations, as "METHOD /path name". */
function idParameters(): string[] {
  const found: string[] = [];
  for (const op of operationsOf(doc)) {
    if (!op.path.startsWith('/api/')) continue;
    for (const q of op.query) if (ID_PARAM.test(q.name)) found.push(`${op.method} ${op.path} ${q.name}`);
    for (const name of Object.keys(op.body?.properties ?? {})) if (ID_PARAM.test(name)) found.push(`${op.method} ${op.path} ${name}`);
  }
  return found.sort();
}

/** A request of `key` ("METHOD /path field") with the field at `value` and every other field plausible. */
function send(key: string, value: unknown, as: { token: string }): Promise<Answer> {
  const [method, path, field] = key.split(' ') as ['GET' | 'POST', string, string];
  const op = operationsOf(doc).find((o) => o.method === method && o.path === path)!;
  const ctx: VariantContext = { othersIds: [], missingIds: [1], known: { paypwd: PAY_PASSWORD, text: 'A question', reason: 'other' } };
  if (method === 'GET') {
    const query = op.query
      .filter((q) => q.required && q.name !== field)
      .map((q) => `${q.name}=${encodeURIComponent(String(plausible(q.name, q.schema, ctx)))}`);
    query.push(`${field}=${encodeURIComponent(String(value))}`);
    return request(t, 'GET', `${path}?${query.join('&')}`, undefined, { as, key: newKey() });
  }
  const body = op.body ? { ...plausibleObject(op.body, ctx), [field]: value } : { [field]: value };
  return request(t, 'POST', path, body, { as, key: newKey() });
}

const OBJECT_TABLES = [
  'recharges',
  'withdrawals',
  'pledge_orders',
  'nft_tokens',
  'nft_listings',
  'nft_draws',
  'auction_lots',
  'auction_orders',
  'auction_appeals',
  'coinmix_orders',
  'order_tips',
  'withdraw_addresses',
] as const;

describe(`the IDOR matrix (${testDialect})`, () => {
  it('places every id-taking parameter of the members’ operations, and nothing else', () => {
    const params = idParameters();
    expect(params.length).toBeGreaterThan(20);
    expect(params.filter((p) => !(p in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((p) => !params.includes(p))).toEqual([]);
  });

  it('V8.2.2 member B reading or acting on member A’s objects by id is refused every time, with nothing of A’s in the answer and nothing changed', async () => {
    const intruder = world.others[1];
    const rows = Object.entries(MATRIX).filter((entry): entry is [string, { owned: Kind; list?: true }] => 'owned' in entry[1]);
    const money = await moneySnapshot(t);
    const objects = await rowsSnapshot(t, OBJECT_TABLES);
    const leaks: string[] = [];
    for (const [key, row] of rows) {
      const id = world[row.owned];
      const value = key.endsWith('_ids') ? [id, world.token2] : id;
      const res = await send(key, value, intruder);
      const data = JSON.stringify(res.body.data ?? null);
      const refused = row.list ? res.body.code === 1 && (res.body.data as { list: unknown[] }).list.length === 0 : res.body.code === 0;
      if (res.status !== 200 || !refused || data.includes(world.owner.uid) || data.includes(world.owner.nickname)) {
        leaks.push(`${key}=${JSON.stringify(value)} → HTTP ${res.status} ${res.body.code} ${res.body.msg} ${data.slice(0, 120)}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await moneySnapshot(t)).toBe(money);
    expect(await rowsSnapshot(t, OBJECT_TABLES)).toBe(objects);
    await expectBooksBalanced(t);
    console.info(
      `IDOR matrix (${testDialect}): ${rows.length} owned-object parameters refused to another member, ${Object.keys(MATRIX).length - rows.length} public`,
    );
  });

  it('the owner reads each of those objects, so the refusals above are about whose it is', async () => {
    // Filters of a list (pledge earnings by order) are left out: the owner's list may be empty until the first day's earnings.
    const reads = Object.entries(MATRIX).filter(
      (entry): entry is [string, { owned: Kind }] => 'owned' in entry[1] && !entry[1].list && entry[0].startsWith('GET '),
    );
    expect(reads.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const [key, row] of reads) {
      if (key.startsWith('GET /api/order/readTips')) continue; // reading a tip marks it read: a change, kept for last
      const res = await send(key, world[row.owned], world.owner);
      const list = (res.body.data as { list?: unknown[] } | null)?.list;
      if (res.body.code !== 1 || (list !== undefined && list.length === 0)) wrong.push(`${key} → ${res.body.code} ${res.body.msg}`);
    }
    expect(wrong).toEqual([]);
  });

  it('V8.2.2 another member’s upload cannot become one’s avatar, recharge proof or appeal picture', async () => {
    const intruder = world.others[1];
    const money = await moneySnapshot(t);
    const before = await rowsSnapshot(t, ['recharges', 'auction_appeals']);
    const wrong: string[] = [];
    for (const [key, field] of Object.entries(UPLOAD_FIELDS)) {
      const value = field === 'images' ? [world.upload] : world.upload;
      const res = await send(key, value, intruder);
      if (res.status !== 200 || res.body.code !== 0) wrong.push(`${key} → HTTP ${res.status} ${res.body.code} ${res.body.msg}`);
    }
    expect(wrong).toEqual([]);
    const avatar = await t.database.db.selectFrom('users').select('avatar').where('id', '=', intruder.id).executeTakeFirstOrThrow();
    expect(avatar.avatar).not.toBe(world.upload);
    expect(await rowsSnapshot(t, ['recharges', 'auction_appeals'])).toBe(before);
    expect(await moneySnapshot(t)).toBe(money);
  });

  it('keeps the upload fields to fields that exist', () => {
    const fields = new Set(
      operationsOf(doc).flatMap((op) => Object.keys(op.body?.properties ?? {}).map((name) => `${op.method} ${op.path} ${name}`)),
    );
    expect(Object.keys(UPLOAD_FIELDS).filter((key) => !fields.has(key))).toEqual([]);
  });
});

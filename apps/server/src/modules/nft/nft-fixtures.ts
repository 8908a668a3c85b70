import { randomBytes } from 'node:crypto';
import type { OddsEntry } from '@mcc/contract/fair-roll';
import { nftApi } from '@mcc/contract/nft';
import { type Answer, getFrom, headersOf, newKey, post, postTo } from '../../../test/http';
import { type Member, PAY_PASSWORD } from '../../../test/members';
import type { Operator } from '../../../test/operators';
import type { TestApp } from '../../../test/test-app';
import { drawArt } from './demo-art';
import { roll } from './fair-roll';
import { oddsOf } from './odds-rules';

// NFT fixtures for the *.db.test.ts files of this module: a catalogue made through the console's
// calls (image, collection, designs per tier, a box, recipes), member calls, and aiming a member's
// next draw at a tier by rotating their seed pair until its (server-side) outcome is that tier.

export const TIERS = ['N', 'R', 'SR', 'SSR'] as const;
export const STANDARD_ODDS: OddsEntry[] = oddsOf({ N: 700000, R: 250000, SR: 45000, SSR: 5000 });

const text = (en: string) => ({ 'zh-Hans': `${en}（中）`, en, ja: `${en}（日）`, 'zh-Hant': `${en}（繁）` });

let pictures = 0;

/** A distinct real PNG each call. */
export function picture(): Buffer {
  pictures += 1;
  const shade = (pictures * 37) % 256;
  return drawArt({ from: [shade, 20, 40], to: [10, shade, 60], motif: 'orb', ink: [255, 255 - shade, 90], frame: [35, 175, 255] }, 24);
}

function multipart(bytes: Buffer, filename = 'art.png', contentType = 'image/png') {
  const boundary = `----mcc${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads an image through the console's call. */
export async function uploadImage(
  t: Pick<TestApp, 'app'>,
  operator: Operator,
  bytes: Buffer = picture(),
  contentType = 'image/png',
): Promise<Answer> {
  const body = multipart(bytes, 'art.png', contentType);
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/api/nft/image',
    payload: body.payload,
    headers: { ...headersOf({ as: operator }), 'content-type': body.contentType },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers, cookies: [] };
}

/** Calls the API and expects `code: 1`; returns `data`. */
export async function ok<T = Record<string, unknown>>(answer: Promise<Answer>): Promise<T> {
  const res = await answer;
  if (res.body.code !== 1) throw new Error(`expected success, got ${res.status} ${res.body.code}: ${res.body.msg}`);
  return res.body.data as T;
}

export interface Catalogue {
  collectionId: number;
  /** One design per tier. */
  items: Record<(typeof TIERS)[number], number>;
  boxId: number;
}

/**
 * A collection with one design per tier (supply 1,000 each), its royalty (percent, receiver UID)
 * and a box with `stock` prizes per tier at `price` under `odds` (only tiers with stock are in it).
 */
export async function catalogue(
  t: Pick<TestApp, 'app'>,
  operator: Operator,
  options: {
    stock: Partial<Record<(typeof TIERS)[number], number>>;
    odds: OddsEntry[];
    price?: string;
    royalty?: string;
    royaltyUid?: string | null;
  },
): Promise<Catalogue> {
  const image = await ok<{ id: number }>(uploadImage(t, operator));
  const { id: collectionId } = await ok<{ id: number }>(
    post(
      t,
      '/admin/api/nft/collection/save',
      {
        name: text('Test collection'),
        description: text('For tests'),
        image_id: image.id,
        royalty_percent: options.royalty ?? '5',
        royalty_uid: options.royaltyUid ?? null,
        enabled: true,
        sort_order: 0,
      },
      { as: operator },
    ),
  );
  const items = {} as Record<(typeof TIERS)[number], number>;
  for (const tier of TIERS) {
    const art = await ok<{ id: number }>(uploadImage(t, operator));
    const { id } = await ok<{ id: number }>(
      post(
        t,
        '/admin/api/nft/item/save',
        {
          collection_id: collectionId,
          name: text(`${tier} design`),
          description: text(`A ${tier} design`),
          image_id: art.id,
          tier,
          supply: 1000,
          attributes: [{ name: 'Tier', value: tier }],
        },
        { as: operator },
      ),
    );
    items[tier] = id;
  }
  const prizes = TIERS.filter((tier) => (options.stock[tier] ?? 0) > 0).map((tier) => ({
    item_id: items[tier],
    stock: options.stock[tier]!,
  }));
  const { id: boxId } = await ok<{ id: number }>(
    post(
      t,
      '/admin/api/nft/box/save',
      {
        name: text('Test box'),
        description: text('A box for tests'),
        image_id: image.id,
        price: options.price ?? '10',
        enabled: true,
        sort_order: 0,
        odds: options.odds,
        prizes,
      },
      { as: operator },
    ),
  );
  return { collectionId, items, boxId };
}

/** The box as members see it in GET /api/nft/boxes. */
export async function boxOf(t: Pick<TestApp, 'app'>, m: Member, boxId: number) {
  const data = await ok<{
    list: {
      id: number;
      odds: OddsEntry[];
      odds_hash: string;
      remaining: number;
      commitments: { reason: string; odds_hash: string }[];
      observed: { draws: number; tiers: { tier: string; count: number }[]; p_value: number | null };
    }[];
  }>(getFrom(t, nftApi.boxes, { as: m }));
  const box = data.list.find((b) => b.id === boxId);
  if (!box) throw new Error(`box ${boxId} is not on sale`);
  return box;
}

/** POST /api/nft/box/open with the member's pay password and a new Idempotency-Key. */
export function openBox(t: Pick<TestApp, 'app'>, m: Member, boxId: number, extra: Record<string, unknown> = {}): Promise<Answer> {
  return postTo(t, nftApi.open, { box_id: boxId, paypwd: PAY_PASSWORD, ...extra }, { as: m, key: newKey() });
}

/**
 * Rotates the member's seed pair until the next draw under `odds` is `tier` (the test reads the
 * secret server seed from the database, which no member can). Returns the rotations it took.
 */
export async function aimNextDraw(t: TestApp, m: Member, odds: OddsEntry[], tier: string): Promise<number> {
  for (let rotations = 0; rotations < 200; rotations++) {
    await ok(getFrom(t, nftApi.seeds, { as: m }));
    const pair = await t.database.db
      .selectFrom('nft_seed_pairs')
      .selectAll()
      .where('user_id', '=', m.id)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    if (roll(pair.server_seed, pair.client_seed, Number(pair.next_nonce), odds).tier === tier) return rotations;
    await ok(postTo(t, nftApi.rotate, {}, { as: m }));
  }
  throw new Error(`no rotation in 200 gave tier ${tier}`);
}

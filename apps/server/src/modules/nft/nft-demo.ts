import type { OddsEntry } from '@mcc/contract/fair-roll';
import type { Transaction } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import type { Text } from '../../platform/i18n/language';
import { stringifyText } from '../../platform/i18n/localized-text';
import { member, system } from '../ledger/accounts';
import { AssetRegistry } from '../ledger/assets';
import { Ledger } from '../ledger/ledger';
import { t } from '../shared-text';
import { BoxRepository } from './box-repository';
import { BoxService } from './box-service';
import { CatalogRepository, type ItemWithImage } from './catalog-repository';
import { type ArtSpec, drawArt, type Motif, type Rgb, tierFrames } from './demo-art';
import { DrawRepository } from './draw-repository';
import { newClientSeed, newServerSeed, sha256Hex } from './fair-roll';
import { Minter } from './minting';
import { type ImageStore, saveNftImage } from './nft-images';
import { NftViews } from './nft-views';
import { oddsOf } from './odds-rules';
import type { SeedService } from './seed-service';
import { SynthesisService } from './synthesis-service';
import { ListingRepository, openListing, TokenRepository } from './token-repository';

const USDT = 1_000_000n;

/** A design: its name, tier, picture (motif and ink), supply, prizes of it in the collection's box, and its attribute's value. */
type DemoItem = [name: Text, tier: 'N' | 'R' | 'SR' | 'SSR', motif: Motif, ink: Rgb, supply: bigint, prizes: bigint, attribute: string];

interface DemoCollection {
  name: Text;
  description: Text;
  royaltyBp: bigint;
  /** The demo member (invite code) who receives royalties; null = the platform's fees. */
  royaltyTo: string | null;
  from: Rgb;
  to: Rgb;
  /** The name of the one attribute every design of the collection has. */
  attribute: string;
  items: DemoItem[];
  box: { name: Text; description: Text; price: bigint; odds: OddsEntry[] };
}

const collections: DemoCollection[] = [
  {
    name: t('创世星球', 'Genesis Orbs', 'ジェネシス・オーブ', '創世星球'),
    description: t(
      '第一个系列：六颗星球，四种稀有度。',
      'The first collection: six orbs in four tiers.',
      '最初のコレクション：4 つのレアリティに 6 つのオーブ。',
      '第一個系列：六顆星球，四種稀有度。',
    ),
    royaltyBp: 500n,
    royaltyTo: null,
    from: [18, 32, 64],
    to: [6, 10, 20],
    attribute: 'Element',
    items: [
      [t('灰烬星', 'Ash Orb', 'アッシュ・オーブ', '灰燼星'), 'N', 'orb', [190, 190, 200], 600n, 420n, 'Ash'],
      [t('潮汐星', 'Tide Orb', 'タイド・オーブ', '潮汐星'), 'N', 'ring', [90, 200, 220], 600n, 420n, 'Water'],
      [t('翡翠星', 'Jade Orb', 'ジェイド・オーブ', '翡翠星'), 'R', 'diamond', [60, 210, 140], 250n, 150n, 'Jade'],
      [t('熔岩星', 'Magma Orb', 'マグマ・オーブ', '熔岩星'), 'R', 'cross', [240, 100, 50], 250n, 150n, 'Fire'],
      [t('极光星', 'Aurora Orb', 'オーロラ・オーブ', '極光星'), 'SR', 'stripes', [200, 120, 255], 60n, 54n, 'Light'],
      [t('日冕星', 'Corona Orb', 'コロナ・オーブ', '日冕星'), 'SSR', 'star', [255, 210, 60], 10n, 6n, 'Sun'],
    ],
    box: {
      name: t('创世盲盒', 'Genesis Box', 'ジェネシス・ボックス', '創世盲盒'),
      description: t(
        '每盒一颗创世星球，概率与库存公开。',
        'One Genesis Orb in every box; odds and stock are public.',
        '1 箱に 1 つのジェネシス・オーブ。確率と在庫は公開です。',
        '每盒一顆創世星球，機率與庫存公開。',
      ),
      price: 10n * USDT,
      odds: oddsOf({ N: 700000, R: 250000, SR: 45000, SSR: 5000 }),
    },
  },
  {
    name: t('像素神兽', 'Pixel Beasts', 'ピクセル・ビースト', '像素神獸'),
    description: t(
      '像素风格的神兽，版税归创作者 Carol。',
      'Beasts in pixels; royalties go to their creator, Carol.',
      'ピクセルの神獣。ロイヤリティは作者 Carol へ。',
      '像素風格的神獸，版稅歸創作者 Carol。',
    ),
    royaltyBp: 250n,
    royaltyTo: 'CAROL3',
    from: [40, 16, 40],
    to: [10, 6, 14],
    attribute: 'Habitat',
    items: [
      [t('石犬', 'Stone Hound', 'ストーン・ハウンド', '石犬'), 'N', 'crescent', [170, 160, 150], 300n, 120n, 'Hills'],
      [t('雾狐', 'Mist Fox', 'ミスト・フォックス', '霧狐'), 'N', 'eye', [200, 220, 240], 300n, 120n, 'Forest'],
      [t('雷鹰', 'Storm Hawk', 'ストーム・ホーク', '雷鷹'), 'R', 'diamond', [80, 160, 255], 120n, 30n, 'Sky'],
      [t('火鲤', 'Ember Carp', 'エンバー・カープ', '火鯉'), 'R', 'orb', [255, 120, 80], 120n, 30n, 'River'],
      [t('玄龟', 'Onyx Tortoise', 'オニキス・トータス', '玄龜'), 'SR', 'ring', [150, 255, 200], 30n, 9n, 'Sea'],
      [t('麒麟', 'Qilin', 'キリン', '麒麟'), 'SSR', 'star', [255, 230, 120], 5n, 1n, 'Clouds'],
    ],
    box: {
      name: t('像素盲盒', 'Pixel Box', 'ピクセル・ボックス', '像素盲盒'),
      description: t('每盒一只像素神兽。', 'One Pixel Beast in every box.', '1 箱に 1 体のピクセル・ビースト。', '每盒一隻像素神獸。'),
      price: 5n * USDT,
      odds: oddsOf({ N: 780000, R: 190000, SR: 27000, SSR: 3000 }),
    },
  },
];

/** Boxes each demo member opens at seed time, by collection (so each box page has observed draws). */
const demoDraws: [code: string, collection: number, count: number][] = [
  ['ALICE1', 0, 20],
  ['BOB002', 0, 12],
  ['CAROL3', 0, 8],
  ['ALICE1', 1, 6],
  ['CAROL3', 1, 4],
];

/** Listings the demo members leave on the market: [member, price in USDT]. */
const demoListings: [code: string, price: bigint][] = [
  ['ALICE1', 15n],
  ['ALICE1', 28n],
  ['BOB002', 12n],
  ['CAROL3', 9n],
];

/**
 * The NFT demo: two collections of six designs with pictures drawn at seed time, one box per
 * collection (the Genesis Box with 1,200 in stock), synthesis recipes, draws the demo members made
 * through the real draw (each member is first given exactly what they spend, as "Demo NFT funds",
 * so their demo balances stay as the wallet demo set them), a few of their NFTs on sale, and two
 * primary sales by the platform.
 */
export async function seedNftDemo(trx: Transaction<DB>, clock: Clock, ids: Map<string, bigint>, images: ImageStore): Promise<void> {
  const now = nowMs(clock);
  const catalog = new CatalogRepository();
  const boxes = new BoxRepository();
  const draws = new DrawRepository();
  const tokens = new TokenRepository();
  const listings = new ListingRepository();
  const minter = new Minter(catalog, tokens);
  const ledger = new Ledger(clock);
  const assets = new AssetRegistry(trx);
  const views = new NftViews(catalog, listings, assets);
  const repos = { catalog, boxes, draws, tokens };
  const art = async (spec: ArtSpec) => saveNftImage(trx, catalog, images, drawArt(spec), null, now);

  const boxIds: bigint[] = [];
  const itemsOf: ItemWithImage[][] = [];
  for (const [index, c] of collections.entries()) {
    // The cover shows the rarest design's picture (the last).
    const [, , motif, ink] = c.items[c.items.length - 1]!;
    const cover = await art({ from: c.from, to: c.to, motif, ink, frame: [255, 255, 255] });
    const collectionId = await catalog.insertCollection(trx, {
      name_json: stringifyText(c.name),
      description_json: stringifyText(c.description),
      image_id: cover.id,
      royalty_bp: c.royaltyBp,
      royalty_user_id: c.royaltyTo ? (ids.get(c.royaltyTo) ?? null) : null,
      enabled: 1n,
      sort_order: BigInt(index),
      created_at: now,
      updated_at: now,
    });
    const items: ItemWithImage[] = [];
    for (const [name, tier, motif, ink, supply, , attribute] of c.items) {
      const image = await art({ from: c.from, to: c.to, motif, ink, frame: tierFrames[tier]! });
      const id = await catalog.insertItem(trx, {
        collection_id: collectionId,
        name_json: stringifyText(name),
        description_json: stringifyText(c.description),
        image_id: image.id,
        tier,
        attributes_json: JSON.stringify([{ name: c.attribute, value: attribute }]),
        supply,
        created_at: now,
        updated_at: now,
      });
      items.push((await catalog.findItem(trx, id))!);
    }
    itemsOf.push(items);

    const boxImage = await art({ from: c.to, to: c.from, motif: 'cross', ink: [35, 175, 255], frame: [35, 175, 255] });
    const prizes = c.items.map(([, tier, , , , count], i) => ({ tier, itemId: items[i]!.id, count }));
    const total = prizes.reduce((sum, prize) => sum + prize.count, 0n);
    const boxId = await boxes.insert(trx, {
      name_json: stringifyText(c.box.name),
      description_json: stringifyText(c.box.description),
      image_id: boxImage.id,
      asset: 'USDT',
      price: c.box.price,
      total,
      remaining: total,
      odds_id: null,
      enabled: 1n,
      sort_order: BigInt(index),
      created_at: now,
      updated_at: now,
    });
    for (const { tier, itemId, count } of prizes) {
      if (!(await catalog.reserve(trx, itemId, count, now))) throw new Error('demo: a prize exceeds its supply');
      await boxes.addPrize(trx, boxId, tier, itemId, count, now);
    }
    await boxes.publishOdds(trx, boxId, c.box.odds, 'published', now);
    boxIds.push(boxId);

    for (const [from, to, chance] of [
      ['N', 'R', 350_000n],
      ['R', 'SR', 200_000n],
      ['SR', 'SSR', 80_000n],
    ] as const) {
      await draws.insertRecipe(trx, {
        collection_id: collectionId,
        from_tier: from,
        to_tier: to,
        inputs: 3n,
        chance_ppm: chance,
        enabled: 1n,
        created_at: now,
        updated_at: now,
      });
    }
  }

  // Each demo member's seed pair, then their draws through the real draw (in this transaction).
  for (const userId of new Set(ids.values())) {
    const serverSeed = newServerSeed();
    await draws.insertPair(trx, {
      user_id: userId,
      server_seed: serverSeed,
      server_seed_hash: sha256Hex(serverSeed),
      client_seed: newClientSeed(),
      next_nonce: 1n,
      status: 'active',
      created_at: now,
      revealed_at: null,
    });
  }
  const seeds = { active: async () => undefined } as unknown as SeedService;
  const boxService = new BoxService(trx, clock, ledger, assets, repos, minter, seeds, views);
  const usdt = await assets.require('USDT');
  for (const [code, collection, count] of demoDraws) {
    const userId = ids.get(code)!;
    const price = collections[collection]!.box.price;
    await ledger.post(trx, {
      kind: 'deposit',
      memo: 'Demo NFT funds',
      moves: [{ from: system('external_deposits', 'USDT'), to: member(userId, 'USDT'), amount: price * BigInt(count) }],
    });
    for (let i = 0; i < count; i++) {
      await boxService.open.execute(trx, { userId, language: 'en', boxId: boxIds[collection]!, asset: usdt, price, oddsHash: undefined });
    }
  }

  // Alice tries the chain game once when three of her Genesis N orbs are at hand.
  const alice = ids.get('ALICE1')!;
  const genesis = itemsOf[0]![0]!.collection_id;
  const aliceN = await trx
    .selectFrom('nft_tokens')
    .select('id')
    .where('owner_id', '=', alice)
    .where('collection_id', '=', genesis)
    .where('tier', '=', 'N')
    .where('state', '=', 'held')
    .orderBy('id')
    .limit(3)
    .execute();
  const recipe = await draws.recipeOf(trx, genesis, 'N');
  if (aliceN.length === 3 && recipe) {
    const synthesis = new SynthesisService(trx, clock, repos, minter, seeds, views);
    await synthesis.synthesize.execute(trx, { userId: alice, language: 'en', recipe, tokenIds: aliceN.map((r) => r.id) });
  }

  // A few of the members' NFTs on sale (their most recent held ones), and two primary sales.
  const listed = new Set<bigint>();
  for (const [code, price] of demoListings) {
    const userId = ids.get(code)!;
    const token = await trx
      .selectFrom('nft_tokens')
      .selectAll()
      .where('owner_id', '=', userId)
      .where('state', '=', 'held')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!token || listed.has(token.id)) continue;
    listed.add(token.id);
    await list(trx, listings, tokens, token.id, userId, price * USDT, now);
  }
  for (const [collection, tierIndex, price] of [
    [0, 4, 120n],
    [1, 5, 300n],
  ] as const) {
    const made = await minter.mint(trx, itemsOf[collection]![tierIndex]!, null, 'free', 1n, now);
    if (!made) throw new Error('demo: no supply for a primary sale');
    await tokens.addProvenance(trx, [{ tokenId: made[0]!.id, event: 'minted', from: null, to: null }], now);
    await list(trx, listings, tokens, made[0]!.id, null, price * USDT, now);
  }
}

async function list(
  trx: Transaction<DB>,
  listings: ListingRepository,
  tokens: TokenRepository,
  tokenId: bigint,
  sellerId: bigint | null,
  price: bigint,
  now: bigint,
): Promise<void> {
  if ((await openListing(trx, { listings, tokens }, { tokenId, sellerId, asset: 'USDT', price, now })) === null) {
    throw new Error('demo: could not list an NFT');
  }
}

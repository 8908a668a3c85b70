import { createHash } from 'node:crypto';
import { adminNftApi } from '@mcc/contract/admin-nft';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom, postTo } from '../../../test/http';
import { addMember } from '../../../test/members';
import { credit, USDT } from '../../../test/money';
import { addOperator, type Operator } from '../../../test/operators';
import { testDialect, useTestApp } from '../../../test/test-app';
import { boxOf, catalogue, ok, openBox, picture, uploadImage } from './nft-fixtures';
import { oddsOf } from './odds-rules';

const t = useTestApp();
let operator: Operator;

beforeAll(async () => {
  operator = await addOperator(t, 'content');
});

const text = { 'zh-Hans': '名', en: 'Name', ja: '名前', 'zh-Hant': '名' };

describe(`the console's NFT calls (${testDialect})`, () => {
  it('keep NFT work to operators with products.write', async () => {
    const support = await addOperator(t, 'support');
    const res = await getFrom(t, adminNftApi.boxes, { as: support });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, data: { permission: 'products.write' } });
    const member = await addMember(t);
    expect((await getFrom(t, adminNftApi.boxes, { as: member })).status).toBe(401);
  });

  it('take images checked by their content, once per content, with the SHA-256 an NFT carries', async () => {
    const bytes = picture();
    const first = await ok<{ id: number; url: string; sha256: string; mime: string }>(uploadImage(t, operator, bytes));
    // Re-encoded on upload: the hash is that of the picture stored and served (checked below).
    expect(first.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(first.mime).toBe('image/png');
    const again = await ok<{ id: number }>(uploadImage(t, operator, bytes));
    expect(again.id).toBe(first.id);
    const served = await t.app.inject({ method: 'GET', url: first.url });
    expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(first.sha256);
    const fake = await uploadImage(t, operator, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(fake.body).toMatchObject({ code: 0, data: { field: 'file' } });
    const json = await postTo(t, adminNftApi.image, {}, { as: operator });
    expect(json.body.code).toBe(0);
  });

  it('check collections, designs and their supply', async () => {
    const image = await ok<{ id: number }>(uploadImage(t, operator));
    const base = { name: text, description: text, image_id: image.id, royalty_uid: null, enabled: true, sort_order: 0 };
    expect((await postTo(t, adminNftApi.saveCollection, { ...base, royalty_percent: '60' }, { as: operator })).body).toMatchObject({
      code: 0,
      data: { field: 'royalty_percent' },
    });
    expect(
      (await postTo(t, adminNftApi.saveCollection, { ...base, royalty_percent: '5', royalty_uid: '999999' }, { as: operator })).body,
    ).toMatchObject({
      code: 0,
      data: { field: 'royalty_uid' },
    });
    expect(
      (await postTo(t, adminNftApi.saveCollection, { ...base, royalty_percent: '5', image_id: 999_999 }, { as: operator })).body,
    ).toMatchObject({
      code: 0,
      data: { field: 'image_id' },
    });
    const { id: collectionId } = await ok<{ id: number }>(
      postTo(t, adminNftApi.saveCollection, { ...base, royalty_percent: '2.5' }, { as: operator }),
    );
    const item = { collection_id: collectionId, name: text, description: text, image_id: image.id, tier: 'SR', supply: 3, attributes: [] };
    const { id: itemId } = await ok<{ id: number }>(postTo(t, adminNftApi.saveItem, item, { as: operator }));
    await ok(postTo(t, adminNftApi.mint, { item_id: itemId, count: 2 }, { as: operator }));
    expect((await postTo(t, adminNftApi.mint, { item_id: itemId, count: 2 }, { as: operator })).body).toMatchObject({
      code: 0,
      msg: 'Only 1 of this item can still be minted or reserved',
    });
    expect((await postTo(t, adminNftApi.saveItem, { ...item, id: itemId, supply: 1 }, { as: operator })).body).toMatchObject({
      code: 0,
      data: { field: 'supply' },
    });
    expect((await postTo(t, adminNftApi.saveItem, { ...item, id: itemId, tier: 'N' }, { as: operator })).body).toMatchObject({
      code: 0,
      data: { field: 'tier' },
    });
    await ok(postTo(t, adminNftApi.saveItem, { ...item, id: itemId, supply: 10 }, { as: operator }));
    const items = await ok<{ list: { id: number; supply: number; minted: number; available: number; platform_stock: number }[] }>(
      getFrom(t, adminNftApi.items, { as: operator, query: { collection_id: collectionId } }),
    );
    expect(items.list[0]).toMatchObject({ id: itemId, supply: 10, minted: 2, available: 8, platform_stock: 2 });
    const collections = await ok<{ list: { id: number; royalty_percent: string; minted: number }[] }>(
      getFrom(t, adminNftApi.collections, { as: operator }),
    );
    expect(collections.list.find((c) => c.id === collectionId)).toMatchObject({ royalty_percent: '2.5', minted: 2 });
    const audit = await t.database.db.selectFrom('audit_log').select('action').where('action', 'like', 'nft.%').execute();
    expect(new Set(audit.map((a) => a.action))).toEqual(new Set(['nft.image', 'nft.collection.save', 'nft.item.save', 'nft.mint']));
  });

  it('make boxes only with valid odds for their prizes and supply, and publish each odds change as a new commitment', async () => {
    const { items, boxId } = await catalogue(t, operator, {
      stock: { N: 10, R: 5 },
      odds: oddsOf({ N: 800000, R: 200000 }),
    });
    const box = { name: text, description: text, image_id: null, price: '3', enabled: true, sort_order: 0 };
    const create = (odds: unknown, prizes: unknown) => postTo(t, adminNftApi.saveBox, { ...box, odds, prizes }, { as: operator });
    expect((await create([{ tier: 'N', ppm: 999999 }], [{ item_id: items.N, stock: 5 }])).body).toMatchObject({
      code: 0,
      data: { field: 'odds' },
    });
    expect((await create([{ tier: 'N', ppm: 1000000 }], [{ item_id: items.R, stock: 5 }])).body).toMatchObject({
      code: 0,
      data: { field: 'odds' },
    });
    expect((await create(oddsOf({ N: 500000, R: 500000 }), [{ item_id: items.N, stock: 5 }])).body.code).toBe(0);
    const tooMany = await create([{ tier: 'N', ppm: 1000000 }], [{ item_id: items.N, stock: 5000 }]);
    expect(tooMany.body).toMatchObject({ code: 0, data: { field: 'prizes' } });
    expect(
      (await t.database.db.selectFrom('nft_items').select('reserved').where('id', '=', BigInt(items.N)).executeTakeFirstOrThrow()).reserved,
    ).toBe(10n);
    expect(
      (await postTo(t, adminNftApi.saveBox, { ...box, id: boxId, odds: [{ tier: 'N', ppm: 1000000 }] }, { as: operator })).body.code,
    ).toBe(0);

    const member = await addMember(t);
    const before = await boxOf(t, member, boxId);
    const setOdds = (odds: { tier: string; ppm: number }[]) => postTo(t, adminNftApi.boxOdds, { box_id: boxId, odds }, { as: operator });
    const zeroTier = oddsOf({ N: 1000000, R: 0 });
    expect((await setOdds(zeroTier)).body).toMatchObject({ code: 0, data: { field: 'odds' } });
    const changed = await ok<{ odds_hash: string }>(setOdds(oddsOf({ R: 300000, N: 700000 })));
    const after = await boxOf(t, member, boxId);
    expect(after.odds_hash).toBe(changed.odds_hash);
    expect(after.odds).toEqual(oddsOf({ R: 300000, N: 700000 }));
    expect(after.commitments.map((c) => c.reason)).toEqual(['operator', 'published']);
    expect(after.commitments[1]!.odds_hash).toBe(before.odds_hash);

    // Restock: stock and remaining grow, the design's supply is reserved; a tier outside the box is refused.
    await ok(postTo(t, adminNftApi.restock, { box_id: boxId, item_id: items.N, add: 5 }, { as: operator }));
    expect((await boxOf(t, member, boxId)).remaining).toBe(20);
    expect((await postTo(t, adminNftApi.restock, { box_id: boxId, item_id: items.SSR, add: 1 }, { as: operator })).body).toMatchObject({
      code: 0,
      msg: 'The odds of this box have no tier SSR',
    });
    expect((await postTo(t, adminNftApi.restock, { box_id: boxId, item_id: items.N, add: 990 }, { as: operator })).body).toMatchObject({
      code: 0,
      data: { field: 'add' },
    });
    const boxes = await ok<{ list: { id: number; remaining: number; total: number; prizes: { stock: number }[] }[] }>(
      getFrom(t, adminNftApi.boxes, { as: operator }),
    );
    expect(boxes.list.find((b) => b.id === boxId)).toMatchObject({ remaining: 20, total: 20 });

    await credit(t, member.id, 10n * USDT);
    await ok(openBox(t, member, boxId));
    const draws = await ok<{ list: { uid: string; kind: string }[]; total: number }>(
      getFrom(t, adminNftApi.draws, { as: operator, query: { uid: member.uid } }),
    );
    expect(draws.total).toBe(1);
    expect(draws.list[0]).toMatchObject({ uid: member.uid, kind: 'box' });
    expect((await ok<{ total: number }>(getFrom(t, adminNftApi.draws, { as: operator, query: { uid: '000000' } }))).total).toBe(0);
  });

  it('keeps one recipe per collection and tier, never for the top tier, with a chance from 0 to 100%', async () => {
    const { collectionId } = await catalogue(t, operator, { stock: { N: 5 }, odds: [{ tier: 'N', ppm: 1000000 }] });
    const recipe = { collection_id: collectionId, from_tier: 'R', inputs: 4, chance_percent: '12.5', enabled: true };
    const { id } = await ok<{ id: number }>(postTo(t, adminNftApi.saveRecipe, recipe, { as: operator }));
    expect((await postTo(t, adminNftApi.saveRecipe, recipe, { as: operator })).body).toMatchObject({
      code: 0,
      data: { field: 'from_tier' },
    });
    expect((await postTo(t, adminNftApi.saveRecipe, { ...recipe, from_tier: 'SSR' }, { as: operator })).body).toMatchObject({
      code: 0,
      msg: 'The top tier cannot be synthesised further',
    });
    expect((await postTo(t, adminNftApi.saveRecipe, { ...recipe, id, chance_percent: '100.5' }, { as: operator })).body.code).toBe(0);
    const list = await ok<{ list: { id: number; to_tier: string; chance_percent: string; odds_hash: string }[] }>(
      getFrom(t, adminNftApi.recipes, { as: operator }),
    );
    expect(list.list.find((r) => r.id === id)).toMatchObject({ to_tier: 'SR', chance_percent: '12.5' });
  });
});

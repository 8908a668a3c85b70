import { createHash } from 'node:crypto';
import { nftApi } from '@mcc/contract/nft';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo';
import { getFrom } from '../../../test/http';
import { expectBooksBalanced } from '../../../test/money';
import { testDialect } from '../../../test/test-app';
import { ok } from './nft-fixtures';

const { t, alice } = useDemoApp();

describe(`the NFT demo data (${testDialect})`, () => {
  it('has a box on sale with more than 1,000 left, with observed draws and odds that hash to their commitment', async () => {
    const boxes = await ok<{ list: { name: string; remaining: number; odds_hash: string; observed: { draws: number } }[] }>(
      getFrom(t, nftApi.boxes, { as: alice }),
    );
    const genesis = boxes.list.find((b) => b.name === 'Genesis Box')!;
    expect(genesis.remaining).toBeGreaterThanOrEqual(1000);
    expect(genesis.observed.draws).toBe(40);
    expect(boxes.list).toHaveLength(2);
  });

  it('has two collections of designs with real pictures whose hashes the NFTs carry, listings by members and by the platform', async () => {
    const collections = await ok<{ list: { name: string; items: number; image: string }[] }>(getFrom(t, nftApi.collections, { as: alice }));
    expect(collections.list.map((c) => [c.name, c.items])).toEqual([
      ['Genesis Orbs', 6],
      ['Pixel Beasts', 6],
    ]);
    const market = await ok<{ list: { id: number; image: string; seller: { uid: string } | null }[] }>(
      getFrom(t, nftApi.market, { as: alice }),
    );
    const sellers = new Set(market.list.map((l) => l.seller?.uid ?? 'platform'));
    expect(sellers).toEqual(new Set(['100001', '100002', '100003', 'platform']));
    const detail = await ok<{ image: string; image_hash: string }>(
      getFrom(t, nftApi.detail, { as: alice, query: { id: market.list[0]!.id } }),
    );
    const file = await t.app.inject({ method: 'GET', url: detail.image });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(detail.image_hash);
    const home = await ok<{ mine: { count: number; listed: number }; banners: unknown[]; game: { recipes: number } }>(
      getFrom(t, nftApi.home, { as: alice }),
    );
    expect(home.mine.count).toBeGreaterThan(0);
    expect(home.mine.listed).toBe(2);
    expect(home.banners.length).toBeGreaterThan(0);
    expect(home.game.recipes).toBe(6);
    await expectBooksBalanced(t);
  });
});

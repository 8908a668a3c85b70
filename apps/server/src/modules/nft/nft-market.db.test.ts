import { adminNftApi } from '@mcc/contract/admin-nft';
import { fundApi } from '@mcc/contract/fund';
import { nftApi } from '@mcc/contract/nft';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom, newKey, postTo } from '../../../test/http';
import { addMember, type Member, PAY_PASSWORD } from '../../../test/members';
import { balanceOf, credit, entryKindsOf, expectBooksBalanced, USDT } from '../../../test/money';
import { addOperator, type Operator } from '../../../test/operators';
import { setSettings, testDialect, useTestApp } from '../../../test/test-app';
import { system } from '../ledger/accounts';
import { Ledger } from '../ledger/ledger';
import { catalogue, ok, openBox } from './nft-fixtures';

const t = useTestApp();
let operator: Operator;
let boxId: number;
let creator: Member;

beforeAll(async () => {
  operator = await addOperator(t, 'content');
  creator = await addMember(t, { nickname: 'Creator' });
  // One tier only, so every box gives an NFT of it; royalty 5% to the creator, fee 2.5%.
  ({ boxId } = await catalogue(t, operator, {
    stock: { N: 200 },
    odds: [{ tier: 'N', ppm: 1_000_000 }],
    price: '1',
    royalty: '5',
    royaltyUid: creator.uid,
  }));
  await setSettings(t, { nft_market_fee: '0.025', nft_min_price: '1.00' });
});

async function owner(amount = 10n * USDT): Promise<{ m: Member; tokenId: number }> {
  const m = await addMember(t);
  await credit(t, m.id, amount);
  const opened = await ok<{ item: { id: number } }>(openBox(t, m, boxId));
  return { m, tokenId: opened.item.id };
}

function buy(m: Member, listingId: number) {
  return postTo(t, nftApi.buy, { listing_id: listingId, paypwd: PAY_PASSWORD }, { as: m, key: newKey() });
}

describe(`the NFT marketplace (${testDialect})`, () => {
  it('lists, reprices and sells: the price to the seller less fee and royalty, in one entry, and the NFT to the buyer', async () => {
    const { m: seller, tokenId } = await owner();
    const listed = await ok<{ listing_id: number; price: string; status: string }>(
      postTo(t, nftApi.list, { token_id: tokenId, price: '20' }, { as: seller }),
    );
    expect(listed).toMatchObject({ price: '20.00', status: 'open' });
    const repriced = await ok<{ price: string }>(postTo(t, nftApi.reprice, { listing_id: listed.listing_id, price: '40' }, { as: seller }));
    expect(repriced.price).toBe('40.00');
    const market = await ok<{ list: { listing_id: number; price: string; seller: { uid: string } }[] }>(
      getFrom(t, nftApi.market, { as: seller }),
    );
    expect(market.list.find((l) => l.listing_id === listed.listing_id)).toMatchObject({ price: '40.00', seller: { uid: seller.uid } });

    const buyer = await addMember(t);
    await credit(t, buyer.id, 100n * USDT);
    const fees = await new Ledger(t.clock).balanceOf(t.database.db, system('fees', 'USDT'));
    const sellerBefore = await balanceOf(t, seller.id);
    const bought = await ok<{ price: string; fee: string; royalty: string; entry_id: number; token_id: number }>(
      buy(buyer, listed.listing_id),
    );
    expect(bought).toMatchObject({ price: '40.00', fee: '1.00', royalty: '2.00', token_id: tokenId });
    expect(await balanceOf(t, buyer.id)).toBe(60n * USDT);
    expect(await balanceOf(t, seller.id)).toBe(sellerBefore + 37n * USDT);
    expect(await balanceOf(t, creator.id)).toBe(2n * USDT);
    expect(await new Ledger(t.clock).balanceOf(t.database.db, system('fees', 'USDT'))).toBe(fees + 1n * USDT);
    // One journal entry holds the sale.
    const lines = await t.database.db
      .selectFrom('ledger_lines')
      .select(['type', 'amount'])
      .where('entry_id', '=', BigInt(bought.entry_id))
      .execute();
    expect(lines.map((l) => l.type).sort()).toEqual([
      'nft_market_fee',
      'nft_market_fee',
      'nft_royalty',
      'nft_royalty',
      'nft_trade',
      'nft_trade',
    ]);

    const detail = await ok<{
      owner: { uid: string };
      state: string;
      provenance: { event: string; from: { uid: string } | null; to: { uid: string } | null; price: string | null }[];
    }>(getFrom(t, nftApi.detail, { as: buyer, query: { id: tokenId } }));
    expect(detail.owner.uid).toBe(buyer.uid);
    expect(detail.state).toBe('held');
    expect(detail.provenance.map((p) => p.event)).toEqual(['minted', 'won', 'bought']);
    expect(detail.provenance[2]).toMatchObject({ from: { uid: seller.uid }, to: { uid: buyer.uid }, price: '40.00' });
    const mine = await ok<{ list: { listing_id: number; status: string; proceeds: string; buyer: { uid: string } }[] }>(
      getFrom(t, nftApi.myListings, { as: seller }),
    );
    expect(mine.list[0]).toMatchObject({ listing_id: listed.listing_id, status: 'sold', proceeds: '37.00', buyer: { uid: buyer.uid } });
    const details = await ok<{ list: { type: string; type_text: string; amount: string }[] }>(
      getFrom(t, fundApi.usdtDetail, { as: seller }),
    );
    expect(details.list.slice(0, 3).map((d) => d.type_text)).toEqual(
      expect.arrayContaining(['NFT sold', 'NFT market fee', 'Royalty paid']),
    );
    await expectBooksBalanced(t);
  });

  it('sells one listing to exactly one of 50 concurrent buyers; the others are refused and charged nothing', async () => {
    const { m: seller, tokenId } = await owner();
    const { listing_id } = await ok<{ listing_id: number }>(postTo(t, nftApi.list, { token_id: tokenId, price: '10' }, { as: seller }));
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const m = await addMember(t);
        await credit(t, m.id, 30n * USDT);
        return m;
      }),
    );
    const answers = await Promise.all(buyers.map((m) => buy(m, listing_id)));
    const won = answers.flatMap((a, i) => (a.body.code === 1 ? [buyers[i]!] : []));
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 0).every((a) => a.body.msg === 'This NFT has been sold or taken off sale')).toBe(true);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const balances = await Promise.all(buyers.map((m) => balanceOf(t, m.id)));
    expect(balances.filter((b) => b === 20n * USDT)).toHaveLength(1);
    expect(balances.filter((b) => b === 30n * USDT)).toHaveLength(49);
    const token = await t.database.db.selectFrom('nft_tokens').selectAll().where('id', '=', BigInt(tokenId)).executeTakeFirstOrThrow();
    expect(token).toMatchObject({ owner_id: won[0]!.id, state: 'held', locked_by: null });
    const bought = await t.database.db
      .selectFrom('nft_provenance')
      .select('id')
      .where('token_id', '=', BigInt(tokenId))
      .where('event', '=', 'bought')
      .execute();
    expect(bought).toHaveLength(1);
    expect(await entryKindsOf(t, 'nft_listing', listing_id)).toHaveLength(1);
    await expectBooksBalanced(t);
  }, 60_000);

  it('refuses buying one’s own listing, other members’ NFTs and listings, bad ids and prices, charging nothing', async () => {
    const { m: alice, tokenId } = await owner();
    const { m: bob, tokenId: bobsToken } = await owner();
    await credit(t, bob.id, 100n * USDT);
    const { listing_id } = await ok<{ listing_id: number }>(postTo(t, nftApi.list, { token_id: tokenId, price: '5' }, { as: alice }));

    expect((await buy(alice, listing_id)).body).toMatchObject({ code: 0, msg: 'You cannot buy your own listing' });
    expect((await postTo(t, nftApi.list, { token_id: tokenId, price: '5' }, { as: bob })).body).toMatchObject({
      code: 0,
      msg: 'This NFT is not yours',
    });
    expect((await postTo(t, nftApi.list, { token_id: tokenId, price: '6' }, { as: alice })).body).toMatchObject({
      code: 0,
      msg: 'This NFT is on sale, locked or burned, so it cannot be used now',
    });
    expect((await postTo(t, nftApi.reprice, { listing_id, price: '1' }, { as: bob })).body).toMatchObject({
      code: 0,
      msg: 'No such listing',
    });
    expect((await postTo(t, nftApi.cancel, { listing_id }, { as: bob })).body).toMatchObject({ code: 0, msg: 'No such listing' });
    expect((await buy(bob, 999_999)).body).toMatchObject({ code: 0, msg: 'No such listing' });
    expect((await postTo(t, nftApi.list, { token_id: 999_999, price: '5' }, { as: bob })).body).toMatchObject({
      code: 0,
      msg: 'No such NFT',
    });
    expect((await postTo(t, nftApi.list, { token_id: bobsToken, price: '0.5' }, { as: bob })).body).toMatchObject({
      code: 0,
      data: { field: 'price' },
    });
    expect((await postTo(t, nftApi.list, { token_id: bobsToken, price: '1.001' }, { as: bob })).body).toMatchObject({
      code: 0,
      data: { field: 'price' },
    });
    expect((await getFrom(t, nftApi.detail, { as: bob, query: { id: 999999 } })).body).toMatchObject({ code: 0, msg: 'No such NFT' });
    expect((await getFrom(t, nftApi.detail, { as: bob, query: { id: -1 } })).body.code).toBe(0);
    const wrong = await postTo(t, nftApi.buy, { listing_id, paypwd: '111111' }, { as: bob, key: newKey() });
    expect(wrong.body).toMatchObject({ code: 0, data: { field: 'paypwd' } });
    expect(await balanceOf(t, bob.id)).toBe(109n * USDT);

    // Cancelled, the NFT is Alice's to use again; the listing can no longer be bought.
    await ok(postTo(t, nftApi.cancel, { listing_id }, { as: alice }));
    expect((await buy(bob, listing_id)).body).toMatchObject({ code: 0, msg: 'This NFT has been sold or taken off sale' });
    const again = await ok<{ listing_id: number }>(postTo(t, nftApi.list, { token_id: tokenId, price: '7' }, { as: alice }));
    expect(again.listing_id).not.toBe(listing_id);
    const poor = await addMember(t);
    expect((await buy(poor, again.listing_id)).body.code).toBe(0);
    const still = await ok<{ state: string; listing: { id: number } }>(getFrom(t, nftApi.detail, { as: poor, query: { id: tokenId } }));
    expect(still).toMatchObject({ state: 'listed', listing: { id: again.listing_id } });
    await expectBooksBalanced(t);
  });

  it('sells the platform’s own NFTs (a primary sale): the price goes to nft_sales, no fee or royalty', async () => {
    const items = await ok<{ list: { id: number; tier: string }[] }>(getFrom(t, adminNftApi.items, { as: operator }));
    const minted = await ok<{ token_ids: number[] }>(
      postTo(t, adminNftApi.mint, { item_id: items.list[0]!.id, count: 2 }, { as: operator }),
    );
    const { id: listingId } = await ok<{ id: number }>(
      postTo(t, adminNftApi.createListing, { token_id: minted.token_ids[0], price: '50' }, { as: operator }),
    );
    const buyer = await addMember(t);
    await credit(t, buyer.id, 60n * USDT);
    const sales = await new Ledger(t.clock).balanceOf(t.database.db, system('nft_sales', 'USDT'));
    const bought = await ok<{ fee: string; royalty: string }>(buy(buyer, listingId));
    expect(bought).toMatchObject({ fee: '0.00', royalty: '0.00' });
    expect(await new Ledger(t.clock).balanceOf(t.database.db, system('nft_sales', 'USDT'))).toBe(sales + 50n * USDT);
    const detail = await ok<{ provenance: { event: string; from: unknown }[] }>(
      getFrom(t, nftApi.detail, { as: buyer, query: { id: minted.token_ids[0] } }),
    );
    expect(detail.provenance.map((p) => p.event)).toEqual(['minted', 'bought']);
    expect(detail.provenance[1]!.from).toBeNull();
    // A member's NFT cannot be sold by the console; a member cannot cancel the platform's listing.
    const { tokenId } = await owner();
    expect((await postTo(t, adminNftApi.createListing, { token_id: tokenId, price: '5' }, { as: operator })).body.code).toBe(0);
    const { id: second } = await ok<{ id: number }>(
      postTo(t, adminNftApi.createListing, { token_id: minted.token_ids[1], price: '5' }, { as: operator }),
    );
    expect((await postTo(t, nftApi.cancel, { listing_id: second }, { as: buyer })).body).toMatchObject({
      code: 0,
      msg: 'No such listing',
    });
    await ok(postTo(t, adminNftApi.cancelListing, { listing_id: second }, { as: operator }));
    await expectBooksBalanced(t);
  });

  it('serves the NFT home with collections, listings, boxes and the member’s count', async () => {
    const { m, tokenId } = await owner();
    await ok(postTo(t, nftApi.list, { token_id: tokenId, price: '3' }, { as: m }));
    const home = await ok<{
      collections: unknown[];
      listings: unknown[];
      boxes: { id: number }[];
      mine: { count: number; listed: number };
      banners: unknown[];
    }>(getFrom(t, nftApi.home, { as: m }));
    expect(home.collections.length).toBeGreaterThan(0);
    expect(home.listings.length).toBeGreaterThan(0);
    expect(home.boxes.map((b) => b.id)).toContain(boxId);
    expect(home.mine).toEqual({ count: 1, listed: 1 });
    expect(home.banners.length).toBeGreaterThan(0);
    const mine = await ok<{ list: { id: number; state: string }[] }>(getFrom(t, nftApi.mine, { as: m, query: { state: 'listed' } }));
    expect(mine.list.map((c) => c.id)).toEqual([tokenId]);
  });
});

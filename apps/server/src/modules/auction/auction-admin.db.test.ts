import { adminAuctionApi } from '@mcc/contract/admin-auction';
import { adminNftApi } from '@mcc/contract/admin-nft';
import { auctionApi } from '@mcc/contract/auction';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit';
import { getFrom, postTo } from '../../../test/http';
import { addMember } from '../../../test/members';
import { addOperator, type Operator } from '../../../test/operators';
import { setSettings, testDialect, useTestApp } from '../../../test/test-app';
import { ok } from '../nft/nft-fixtures';
import { auctionCatalogue, HOUR, nftOwner, nowSeconds } from './auction-fixtures';

const t = useTestApp();
let boss: Operator;
let boxId: number;
let itemId: number;

beforeAll(async () => {
  boss = await addOperator(t, 'super_admin');
  const catalogue = await auctionCatalogue(t, boss);
  boxId = catalogue.boxId;
  itemId = catalogue.items.N!;
  await setSettings(t, { nft_min_price: '1.00' });
});

async function platformToken(): Promise<number> {
  const minted = await ok<{ token_ids: number[] }>(postTo(t, adminNftApi.mint, { item_id: itemId, count: 1 }, { as: boss }));
  return minted.token_ids[0]!;
}

describe(`primary lots from the console (${testDialect})`, () => {
  it('needs products.write; lists a platform NFT with a deposit, audit-logged in the same step; members see it', async () => {
    const tokenId = await platformToken();
    const ends_at = nowSeconds(t) + 2 * HOUR;
    const body = { token_id: tokenId, start_price: '50', reserve: '80', increment_percent: '10', ends_at, deposit_percent: '20' };

    // Operators without products.write are refused and nothing is listed.
    for (const role of ['finance', 'support'] as const) {
      const refused = await postTo(t, adminAuctionApi.createLot, body, { as: await addOperator(t, role) });
      expect(refused.status).toBe(200);
      expect(refused.body.code).toBe(0);
    }
    expect(await t.database.db.selectFrom('auction_lots').selectAll().where('token_id', '=', BigInt(tokenId)).execute()).toHaveLength(0);

    const content = await addOperator(t, 'content');
    // A member's NFT is not the platform's; a bad deposit, a reserve below the start and a past end are refused.
    const { tokenId: membersToken } = await nftOwner(t, boxId);
    expect((await postTo(t, adminAuctionApi.createLot, { ...body, token_id: membersToken }, { as: content })).body).toMatchObject({
      code: 0,
      msg: "Only NFTs of the platform's stock can be put on a primary lot",
    });
    expect((await postTo(t, adminAuctionApi.createLot, { ...body, deposit_percent: '100' }, { as: content })).body).toMatchObject({
      code: 0,
      data: { field: 'deposit_percent' },
    });
    expect((await postTo(t, adminAuctionApi.createLot, { ...body, reserve: '40' }, { as: content })).body).toMatchObject({
      code: 0,
      msg: 'The reserve cannot be below the start price',
    });
    expect((await postTo(t, adminAuctionApi.createLot, { ...body, ends_at: nowSeconds(t) - 60 }, { as: content })).body).toMatchObject({
      code: 0,
      data: { field: 'ends_at' },
    });
    expect(await auditRows(t, 'auction.lot.create')).toHaveLength(0);

    const created = await ok<{ id: number; ends_at: number }>(postTo(t, adminAuctionApi.createLot, body, { as: content }));
    expect(created.ends_at).toBe(ends_at);
    // The same NFT cannot go on a second lot.
    expect((await postTo(t, adminAuctionApi.createLot, body, { as: content })).body.code).toBe(0);

    const audit = await auditRows(t, 'auction.lot.create');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_type: 'auction_lot', target_id: String(created.id), admin_username: content.username });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ token_id: tokenId, start_price: '50', reserve: '80', deposit_percent: '20' });

    const token = await t.database.db.selectFrom('nft_tokens').selectAll().where('id', '=', BigInt(tokenId)).executeTakeFirstOrThrow();
    expect(token).toMatchObject({ owner_id: null, state: 'locked', locked_by: `auction:${created.id}` });

    const member = await addMember(t);
    const open = await ok<{
      list: { id: number; seller: unknown; start_price: string; deposit_rate: string | null; has_reserve: boolean }[];
    }>(getFrom(t, auctionApi.index, { as: member }));
    expect(open.list.find((l) => l.id === created.id)).toMatchObject({
      seller: null,
      start_price: '50.00',
      deposit_rate: '0.2',
      has_reserve: true,
    });
    const lots = await ok<{ list: { id: number; seller: unknown }[] }>(getFrom(t, adminAuctionApi.lots, { as: content }));
    expect(lots.list.find((l) => l.id === created.id)).toMatchObject({ seller: null });
  });
});

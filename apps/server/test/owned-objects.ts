import { addressBookApi } from '@mcc/contract/address-book';
import { auctionApi } from '@mcc/contract/auction';
import { coinmixApi } from '@mcc/contract/coinmix';
import { fundApi } from '@mcc/contract/fund';
import { nftApi } from '@mcc/contract/nft';
import { pledgeApi } from '@mcc/contract/pledge';
import { securityApi } from '@mcc/contract/security';
import { tipsApi } from '@mcc/contract/tips';
import { seedDemo } from '../src/demo/seed';
import { anotherProcess } from '../src/modules/auction/auction-fixtures';
import { type Answer, get, getFrom, newKey, postTo } from './http';
import { codeFor, hashOnce, type Member, PAY_PASSWORD, signInMember } from './members';
import { newTxHash } from './money';
import type { TestApp } from './test-app';
import { TINY_PNG, uploadFile } from './uploads';

// One member's objects of every kind, made through the real routes on the demo data: what another
// member must neither see nor touch (the IDOR matrix) and what the bad-input suite names as "ids of
// another member's objects".

export interface OwnedObjects {
  /** The owner (the demo's Alice) and two members who own none of these (Bob and Carol). */
  owner: Member;
  others: [Member, Member];
  /** Ids by kind. */
  recharge: number;
  withdrawal: number;
  pledge: number;
  /** An NFT the owner holds. */
  token: number;
  /** A second one, for synthesis's list of tokens. */
  token2: number;
  listing: number;
  draw: number;
  coinmixOrder: number;
  /** A lot the owner sells (the coupon side). */
  lot: number;
  /** An auction order the owner won. */
  order: number;
  tip: number;
  /** One of the owner's sessions (the one the suite signs in with). */
  session: number;
  /** An address of the owner's withdrawal address book. */
  withdrawAddress: number;
  /** A URL of the owner's upload. */
  upload: string;
}

async function ok<T = Record<string, unknown>>(what: string, answer: Promise<Answer>): Promise<T> {
  const res = await answer;
  if (res.body.code !== 1) throw new Error(`${what}: ${res.status} ${res.body.msg} ${JSON.stringify(res.body.data)}`);
  return res.body.data as T;
}

async function demoMember(t: TestApp, uid: string): Promise<Member> {
  const row = await t.database.db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
  await t.database.db
    .updateTable('users')
    .set({ pay_password_hash: await hashOnce(PAY_PASSWORD) })
    .where('id', '=', row.id)
    .execute();
  const who = { id: row.id, uid, mobile: row.mobile, email: row.email, nickname: row.nickname, inviteCode: row.invite_code, token: '' };
  return signInMember(t, who, 'Demo@2026');
}

/** Seeds the demo data on `t` (an empty database) and makes the owner's objects. */
export async function ownedObjects(t: TestApp): Promise<OwnedObjects> {
  await seedDemo(t.database.db, t.clock, t.app.log, t.app.uploads);
  const owner = await demoMember(t, '100001');
  const others: [Member, Member] = [await demoMember(t, '100002'), await demoMember(t, '100003')];
  const as = { as: owner };
  const money = () => ({ as: owner, key: newKey() });

  const upload = (await ok<{ url: string }>('upload', uploadFile(t, { bytes: TINY_PNG }, as))).url;
  const recharge = (
    await ok<{ id: number }>(
      'recharge',
      postTo(t, fundApi.recharge, { asset: 'USDT', amount: '10', tx_hash: newTxHash(), proof: upload }, money()),
    )
  ).id;
  const code = await codeFor(t, owner.email!, 'withdraw', as);
  const withdrawal = (
    await ok<{ id: number }>(
      'withdraw',
      postTo(
        t,
        fundApi.withdraw,
        { asset: 'USDT', address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72', amount: '20', paypwd: PAY_PASSWORD, code },
        money(),
      ),
    )
  ).id;
  const products = await ok<{ products: { id: number; min_amount: string }[] }>('pledge products', getFrom(t, pledgeApi.index, as));
  const product = products.products[0]!;
  const pledge = (
    await ok<{ id: number }>(
      'pledge',
      postTo(t, pledgeApi.add, { product_id: product.id, amount: product.min_amount, paypwd: PAY_PASSWORD }, money()),
    )
  ).id;

  const boxes = await ok<{ list: { id: number; remaining: number }[] }>('boxes', getFrom(t, nftApi.boxes, as));
  const box = boxes.list.find((b) => b.remaining > 0)!;
  const opened = await ok<{ draw_id: number }>('box', postTo(t, nftApi.open, { box_id: box.id, paypwd: PAY_PASSWORD }, money()));
  const mine = await ok<{ list: { id: number; state: string }[] }>('my NFTs', get(t, `${nftApi.mine.path}?state=held`, as));
  const held = mine.list.filter((n) => n.state === 'held').map((n) => n.id);
  if (held.length < 3) throw new Error(`the owner holds ${held.length} NFTs, 3 needed`);
  const [forSale, forAuction, token] = held as [number, number, number];
  const listing = (await ok<{ listing_id: number }>('list', postTo(t, nftApi.list, { token_id: forSale, price: '50' }, as))).listing_id;
  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
  const lot = (
    await ok<{ id: number }>(
      'auction',
      postTo(t, auctionApi.add, { token_id: forAuction, start_price: '10', ends_at: nowSeconds() + 7200 }, as),
    )
  ).id;

  // An order the owner wins: Bob's NFT on auction, the owner's bid, the lot closes.
  const bob = others[0];
  const bobs = await ok<{ list: { id: number; state: string }[] }>('Bob NFTs', get(t, `${nftApi.mine.path}?state=held`, { as: bob }));
  const bobToken = bobs.list.find((n) => n.state === 'held');
  if (!bobToken) throw new Error('Bob holds no NFT');
  const bobLot = (
    await ok<{ id: number }>(
      'Bob auction',
      postTo(t, auctionApi.add, { token_id: bobToken.id, start_price: '5', ends_at: nowSeconds() + 3600 }, { as: bob }),
    )
  ).id;
  await ok('bid', postTo(t, auctionApi.bid, { lot_id: bobLot, amount: '5', paypwd: PAY_PASSWORD }, money()));
  t.clock.advance(2 * 3600 * 1000);
  const auctions = anotherProcess(t);
  await auctions.settlement.closeDue(BigInt(t.clock.now().getTime()));
  const won = await ok<{ order_id: number | null }>('Bob lot', getFrom(t, auctionApi.detail, { ...as, query: { id: bobLot } }));
  if (!won.order_id) throw new Error('the owner did not win Bob’s lot');

  const coinmixOrder = (
    await ok<{ id: number }>('coinmix', postTo(t, coinmixApi.subscribe, { amount: '100', paypwd: PAY_PASSWORD }, money()))
  ).id;
  const tips = await ok<{ list: { id: number }[] }>('tips', getFrom(t, tipsApi.tips, as));
  if (tips.list.length === 0) throw new Error('the owner has no tips');
  const sessions = await ok<{ list: { id: number; current: boolean }[] }>('sessions', getFrom(t, securityApi.sessions, as));
  const withdrawAddress = (
    await ok<{ id: number }>(
      'address book',
      postTo(
        t,
        addressBookApi.addressAdd,
        { network: 'ERC20', address: '0x5d3a1ff2b6bab83b63cd9ad0787074081a52ef34', label: 'Cold wallet', paypwd: PAY_PASSWORD },
        as,
      ),
    )
  ).id;
  const objects = {
    recharge,
    withdrawal,
    pledge,
    token,
    token2: forSale,
    listing,
    draw: opened.draw_id,
    coinmixOrder,
    lot,
    order: won.order_id,
    tip: tips.list[0]!.id,
    session: sessions.list.find((s) => s.current)!.id,
    withdrawAddress,
  };
  const missing = Object.entries(objects).filter(([, id]) => !Number.isSafeInteger(id) || id < 1);
  if (missing.length > 0) throw new Error(`no id for ${missing.map(([kind]) => kind).join(', ')}`);
  return { owner, others, upload, ...objects };
}

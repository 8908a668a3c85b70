import { randomBytes } from 'node:crypto';
import { ADDRESS_BOOK_MAX, addressBookApi } from '@mcc/contract/address-book';
import { coinmixApi } from '@mcc/contract/coinmix';
import type { Endpoint } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { totpApi } from '@mcc/contract/totp';
import { userIndexApi } from '@mcc/contract/user-index';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom, newKey, postTo } from '../../../test/http';
import { addMember, codeFor, type Member, outbox, PAY_PASSWORD, payPasswordFailures } from '../../../test/members';
import { balanceOf, credit, expectBooksBalanced, USDT } from '../../../test/money';
import { setSettings, testDialect, useTestApp } from '../../../test/test-app';
import { codeNow, enrolTotp } from '../../../test/totp';

// The withdrawal address book over HTTP, on both databases: saving (address rules, label, NUL and lone
// surrogates, duplicates, the cap, the pay password and second factor), deleting one's own only, the
// wait before a new address takes withdrawals (to the millisecond), and the switch "withdraw only to
// saved addresses" (on at once; off starts the security hold).

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000', CODE_IP_HOURLY_LIMIT: '10000' });

const HOUR = 3_600_000;
const CHECKSUMMED = '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** A valid ERC20 address no one has used (lower case carries no checksum). */
const freshAddress = () => `0x${randomBytes(20).toString('hex')}`;

const book = (m: Member, lang = 'en') => getFrom(t, addressBookApi.addresses, { as: m, lang });
const add = (m: Member, body: Record<string, unknown>, lang = 'en') =>
  postTo(t, addressBookApi.addressAdd, { network: 'ERC20', label: 'Cold wallet', paypwd: PAY_PASSWORD, ...body }, { as: m, lang });
const remove = (m: Member, id: unknown) => postTo(t, addressBookApi.addressDelete, { id }, { as: m });
const onlySaved = (m: Member, on: boolean) => postTo(t, addressBookApi.addressOnlySaved, { on }, { as: m });
const rowsOf = (m: Member) => t.database.db.selectFrom('withdraw_addresses').selectAll().where('user_id', '=', m.id).execute();

async function withdrawCode(m: Member): Promise<string> {
  // One code per minute to the same mobile.
  t.clock.advance(61_000);
  return codeFor(t, m.mobile!, 'withdraw', { as: m });
}

const withdraw = (m: Member, address: string, code: string, endpoint: Endpoint<'POST'> = fundApi.withdraw) =>
  postTo(t, endpoint, { address, amount: '20', paypwd: PAY_PASSWORD, code }, { as: m, key: newKey() });

async function funded(): Promise<Member> {
  const m = await addMember(t);
  await credit(t, m, 1_000n * USDT);
  return m;
}

/** Saves `address` and moves the clock past its wait, so withdrawals may go to it. */
async function savedAndUsable(m: Member, address: string): Promise<void> {
  expect((await add(m, { address })).body.code).toBe(1);
  t.clock.advance(24 * HOUR);
}

let alice: Member;
let bob: Member;

beforeAll(async () => {
  alice = await funded();
  bob = await funded();
});

describe(`saving an address (${testDialect})`, () => {
  it('saves an address with its label and lists it, newest first, with when it can be used', async () => {
    const m = await addMember(t);
    const empty = await book(m);
    expect(empty.body).toMatchObject({ code: 1, data: { list: [], only_saved: false } });

    const savedAt = t.clock.now().getTime();
    const first = await add(m, { address: CHECKSUMMED, label: '  Ledger  ' });
    expect(first.body).toMatchObject({
      code: 1,
      data: {
        network: 'ERC20',
        address: CHECKSUMMED,
        label: 'Ledger',
        created_at: Math.floor(savedAt / 1000),
        usable_at: Math.ceil((savedAt + 24 * HOUR) / 1000),
        usable: false,
      },
    });
    const second = await add(m, { network: 'TRC20', address: TRON, label: '交易所' });
    expect(second.body.code).toBe(1);
    const list = (await book(m)).body.data.list as { id: number; network: string; label: string }[];
    expect(list.map((a) => [a.network, a.label])).toEqual([
      ['TRC20', '交易所'],
      ['ERC20', 'Ledger'],
    ]);
    expect(list[0]!.id).toBe(second.body.data.id);
  });

  it('refuses an address the withdraw form would refuse, with the same message', async () => {
    const m = await addMember(t);
    const wrongChecksum = CHECKSUMMED.replace('Ff2', 'fF2');
    for (const [network, address] of [
      ['ERC20', wrongChecksum],
      ['ERC20', '0x1234'],
      ['TRC20', CHECKSUMMED],
      ['BEP20', TRON],
      ['TRC20', `${TRON.slice(0, -1)}u`],
    ]) {
      const res = await add(m, { network, address });
      expect(res.body).toMatchObject({ code: 0, msg: `This is not a valid ${network} address`, data: { field: 'address' } });
    }
    const unknown = await add(m, { network: 'SOL', address: CHECKSUMMED });
    expect(unknown.body).toMatchObject({ code: 0, data: { field: 'network' } });
    // The withdraw form refuses the wrong checksum with the same words.
    const code = await withdrawCode(alice);
    expect((await withdraw(alice, wrongChecksum, code)).body.msg).toBe('This is not a valid ERC20 address');
    expect(await rowsOf(m)).toEqual([]);
  });

  it('holds a label to 1–30 characters (counted as characters, not bytes), in the member’s language', async () => {
    const m = await addMember(t);
    expect((await add(m, { address: freshAddress(), label: '   ' })).body).toMatchObject({
      code: 0,
      msg: 'Give the address a label',
      data: { field: 'label' },
    });
    expect((await add(m, { address: freshAddress(), label: 'x'.repeat(31) })).body).toMatchObject({
      code: 0,
      msg: 'A label can be at most 30 characters',
      data: { field: 'label' },
    });
    expect((await add(m, { address: freshAddress(), label: 'x'.repeat(31) }, 'zh-Hans')).body.msg).toBe('地址备注最多 30 个字');
    // Thirty emoji are sixty UTF-16 units and thirty characters: accepted.
    const emoji = '🔒'.repeat(30);
    expect((await add(m, { address: freshAddress(), label: emoji })).body).toMatchObject({ code: 1, data: { label: emoji } });
    expect((await add(m, { address: freshAddress(), label: 'y'.repeat(201) })).body).toMatchObject({ code: 0, data: { field: 'label' } });
    expect(await rowsOf(m)).toHaveLength(1);
  });

  it('V2.2.1 refuses NUL bytes, control characters and lone surrogates in the label or address with a clear message, never a 5xx', async () => {
    const m = await addMember(t);
    for (const body of [
      { address: freshAddress(), label: 'Cold\u0000wallet' },
      { address: `${freshAddress()}\u0000`, label: 'Cold' },
      { address: freshAddress(), label: 'Cold\u001bwallet' },
      { address: freshAddress(), label: 'Cold \ud800 wallet' },
      { address: freshAddress(), label: 'Cold \udc00' },
    ]) {
      const res = await add(m, body);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
      expect(res.body.msg).toMatch(/^The field (label|address) contains control characters that are not allowed$/);
    }
    expect(await rowsOf(m)).toEqual([]);
  });

  it('refuses an address already saved, however an EVM address is cased, and the same one twice at once saves it once', async () => {
    const m = await addMember(t);
    expect((await add(m, { address: CHECKSUMMED })).body.code).toBe(1);
    for (const spelling of [CHECKSUMMED, CHECKSUMMED.toLowerCase(), `0x${CHECKSUMMED.slice(2).toUpperCase()}`]) {
      expect((await add(m, { address: spelling, label: 'Again' })).body).toMatchObject({
        code: 0,
        msg: 'This address is already in your address book',
        data: { field: 'address' },
      });
    }
    // The same address on another network is another entry.
    expect((await add(m, { network: 'BEP20', address: CHECKSUMMED })).body.code).toBe(1);
    // Another member may save it too.
    expect((await add(await addMember(t), { address: CHECKSUMMED })).body.code).toBe(1);

    const fresh = freshAddress();
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(m, { address: fresh })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 1)) expect(a.body.msg).toBe('This address is already in your address book');
    expect((await rowsOf(m)).filter((r) => r.address === fresh)).toHaveLength(1);
  });

  it(`keeps at most ${ADDRESS_BOOK_MAX} addresses per member, also when the last places are asked for at once`, async () => {
    const m = await addMember(t);
    for (let i = 0; i < ADDRESS_BOOK_MAX - 2; i++) expect((await add(m, { address: freshAddress(), label: `#${i}` })).body.code).toBe(1);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => add(m, { address: freshAddress(), label: `race ${i}` })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(2);
    for (const a of answers.filter((x) => x.body.code !== 1)) {
      expect(a.body.msg).toBe(`Your address book is full (${ADDRESS_BOOK_MAX} addresses); delete one first`);
    }
    expect(await rowsOf(m)).toHaveLength(ADDRESS_BOOK_MAX);
    // Deleting one makes room again.
    const [last] = await rowsOf(m);
    expect((await remove(m, Number(last!.id))).body.code).toBe(1);
    expect((await add(m, { address: freshAddress() })).body.code).toBe(1);
  });

  it('needs the pay password: a wrong one is refused and counted, none set is refused, nothing is saved', async () => {
    const m = await addMember(t);
    const wrong = await add(m, { address: freshAddress(), paypwd: '000000' });
    expect(wrong.body).toMatchObject({ code: 0, data: { field: 'paypwd' } });
    expect(wrong.body.msg).toMatch(/wrong/i);
    expect(await payPasswordFailures(t, m.id)).toBe(1n);
    // A malformed address is refused before the pay password is judged: no try spent.
    expect((await add(m, { address: '0x12', paypwd: '000000' })).body.data).toEqual({ field: 'address' });
    expect(await payPasswordFailures(t, m.id)).toBe(1n);

    const none = await addMember(t, { payPassword: null });
    expect((await add(none, { address: freshAddress() })).body).toMatchObject({ code: 0, data: { field: 'paypwd' } });
    expect(await rowsOf(m)).toEqual([]);
    expect(await rowsOf(none)).toEqual([]);
  });

  it('needs the authenticator code too when the member has the second factor on', async () => {
    const m = await addMember(t);
    const { secret } = await enrolTotp(t, totpApi, m);
    expect((await add(m, { address: freshAddress() })).body).toMatchObject({ code: 0, data: { field: 'totp' } });
    expect((await add(m, { address: freshAddress(), totp: '000000' })).body).toMatchObject({ code: 0, data: { field: 'totp' } });
    expect(await rowsOf(m)).toEqual([]);
    const ok = await add(m, { address: freshAddress(), totp: codeNow(t, secret) });
    expect(ok.body.code).toBe(1);
    expect(await rowsOf(m)).toHaveLength(1);
  });
});

describe(`the notice of a saved address (${testDialect})`, () => {
  it('V6.3.6 tells the member by a message to their mobile when an address is saved: label, network, the address shortened, when usable, in their language', async () => {
    const m = await funded();
    const address = freshAddress();
    const since = t.clock.now().getTime();
    expect((await add(m, { address, label: 'Ledger' })).body.code).toBe(1);
    const [message] = (await outbox(t, m.mobile!)).filter((row) => row.event === 'addressadded');
    expect(message).toBeDefined();
    expect(message!.code).toBe('');
    expect(message!.text).toContain('the ERC20 address "Ledger"');
    expect(message!.text).toContain(`${address.slice(0, 8)}…${address.slice(-6)}`);
    expect(message!.text).not.toContain(address);
    expect(message!.text).toContain('/pages/usdt/addressBook');
    // The wait's end is the one the book shows.
    const usable = new Date(since + 24 * HOUR);
    expect(message!.text).toContain(`${usable.getUTCFullYear()}-`);
    expect(message!.text).not.toContain(PAY_PASSWORD);
    // In Chinese for a member who asked in Chinese; a refused save sends nothing.
    expect((await add(m, { address: freshAddress(), label: '冷钱包' }, 'zh-Hans')).body.code).toBe(1);
    expect((await outbox(t, m.mobile!))[0]!.text).toMatch(/^【.+】您的提现地址簿于 .+ 新增了 ERC20 地址“冷钱包”/);
    const before = (await outbox(t, m.mobile!)).length;
    expect((await add(m, { address: 'not-an-address' })).body.code).toBe(0);
    expect((await add(m, { address: freshAddress(), paypwd: '000000' })).body.code).toBe(0);
    expect(await outbox(t, m.mobile!)).toHaveLength(before);
  });
});

describe(`deleting an address (${testDialect})`, () => {
  it('V8.2.2 deletes one’s own only: another member’s id answers as not found and the row stays', async () => {
    const owner = await addMember(t);
    const other = await addMember(t);
    const id = (await add(owner, { address: freshAddress() })).body.data.id as number;

    for (const res of [await remove(other, id), await remove(owner, 987654321)]) {
      expect(res.body).toMatchObject({ code: 0, msg: 'There is no such address in your address book', data: { field: 'id' } });
    }
    expect(await rowsOf(owner)).toHaveLength(1);
    expect((await book(other)).body.data.list).toEqual([]);

    expect((await remove(owner, id)).body).toMatchObject({ code: 1, data: null });
    expect(await rowsOf(owner)).toEqual([]);
    expect((await remove(owner, id)).body.code).toBe(0);
    for (const bad of [0, -1, '1', 1.5, 2 ** 53]) expect((await remove(owner, bad)).body).toMatchObject({ code: 0 });
  });
});

describe(`a newly saved address (${testDialect})`, () => {
  it('takes no withdrawal until security_hold_hours after it was saved, to the millisecond: a stolen session cannot save and withdraw at once', async () => {
    const m = await funded();
    const address = freshAddress();
    expect((await add(m, { address })).body.code).toBe(1);
    const [row] = await rowsOf(m);
    const usableFrom = Number(row!.created_at) + 24 * HOUR;

    // At once: refused, saying from when, nothing moves.
    const code = await withdrawCode(m);
    const now = await withdraw(m, address, code);
    expect(now.body).toMatchObject({ code: 0, data: { field: 'address' } });
    expect(now.body.msg).toMatch(
      /^This address was saved recently: to protect your funds, you can withdraw to it from \d{4}-\d\d-\d\d \d\d:\d\d GMT\+8$/,
    );
    const zh = await postTo(
      t,
      fundApi.withdraw,
      { address, amount: '20', paypwd: PAY_PASSWORD, code },
      { as: m, key: newKey(), lang: 'zh-Hans' },
    );
    expect(zh.body.msg).toMatch(/起才能向它提现$/);
    // The coin-mix wallet's withdrawal keeps the same rule.
    expect((await withdraw(m, address, code, coinmixApi.withdraw)).body.msg).toMatch(/^This address was saved recently/);

    // One millisecond before the end: still refused.
    t.clock.set(new Date(usableFrom - 1 - 61_000));
    const late = await withdrawCode(m);
    expect(t.clock.now().getTime()).toBe(usableFrom - 1);
    expect((await withdraw(m, address, late)).body.msg).toMatch(/^This address was saved recently/);
    expect((await book(m)).body.data.list[0]).toMatchObject({ usable: false, usable_at: Math.ceil(usableFrom / 1000) });
    expect(await balanceOf(t, m)).toBe(1_000n * USDT);
    expect(await balanceOf(t, m, 'USDT', 'locked')).toBe(0n);

    // At the very millisecond: accepted (the same code, it was not spent by the refusals).
    t.clock.set(new Date(usableFrom));
    expect((await book(m)).body.data.list[0]).toMatchObject({ usable: true });
    expect((await withdraw(m, address, late)).body).toMatchObject({ code: 1, data: { status: 'pending' } });
    expect(await balanceOf(t, m)).toBe(979n * USDT);
    await expectBooksBalanced(t);
  });

  it('waits whatever way the address is spelled, and a deleted and saved-again address waits again', async () => {
    const m = await funded();
    await savedAndUsable(m, CHECKSUMMED);
    const id = (await rowsOf(m))[0]!.id;
    expect((await remove(m, Number(id))).body.code).toBe(1);
    expect((await add(m, { address: CHECKSUMMED.toLowerCase() })).body.code).toBe(1);
    const code = await withdrawCode(m);
    expect((await withdraw(m, CHECKSUMMED, code)).body.msg).toMatch(/^This address was saved recently/);
    expect((await withdraw(m, CHECKSUMMED.toUpperCase().replace('0X', '0x'), code)).body.msg).toMatch(/^This address was saved recently/);
  });

  it('follows the setting security_hold_hours: 0 lets a saved address be used at once', async () => {
    await setSettings(t, { security_hold_hours: 0 });
    try {
      const m = await funded();
      const address = freshAddress();
      expect((await add(m, { address })).body.data).toMatchObject({ usable: true });
      const code = await withdrawCode(m);
      expect((await withdraw(m, address, code)).body.code).toBe(1);
    } finally {
      await setSettings(t, { security_hold_hours: 24 });
    }
  });
});

describe(`withdrawing only to saved addresses (${testDialect})`, () => {
  it('on at once: a withdrawal to an address not in the book is refused with code 0 and nothing moves; a usable saved one goes through', async () => {
    const m = await funded();
    const saved = freshAddress();
    await savedAndUsable(m, saved);
    const on = await onlySaved(m, true);
    expect(on.body).toMatchObject({ code: 1, data: { only_saved: true, withdraw_hold_until: null } });
    expect((await book(m)).body.data.only_saved).toBe(true);

    const code = await withdrawCode(m);
    const elsewhere = await withdraw(m, freshAddress(), code);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body).toMatchObject({
      code: 0,
      msg: 'You withdraw only to addresses in your address book, and this address is not in it',
      data: { field: 'address' },
    });
    const coinmix = await withdraw(m, freshAddress(), code, coinmixApi.withdraw);
    expect(coinmix.body.msg).toBe('You withdraw only to addresses in your address book, and this address is not in it');
    expect(await balanceOf(t, m)).toBe(1_000n * USDT);
    expect(await balanceOf(t, m, 'USDT', 'locked')).toBe(0n);
    const none = await t.database.db.selectFrom('withdrawals').select('id').where('user_id', '=', m.id).execute();
    expect(none).toEqual([]);

    // The saved one, spelled in upper case, goes through.
    expect((await withdraw(m, `0x${saved.slice(2).toUpperCase()}`, code)).body).toMatchObject({ code: 1, data: { status: 'pending' } });
    // Turning it on again changes nothing.
    expect((await onlySaved(m, true)).body.data).toEqual({ only_saved: true, withdraw_hold_until: null });
    await expectBooksBalanced(t);
  });

  it('off starts the security hold: every withdrawal and transfer waits security_hold_hours; off again starts nothing', async () => {
    const m = await funded();
    const saved = freshAddress();
    await savedAndUsable(m, saved);
    expect((await onlySaved(m, true)).body.code).toBe(1);
    const since = t.clock.now().getTime();
    const off = await onlySaved(m, false);
    const until = Math.ceil((since + 24 * HOUR) / 1000);
    expect(off.body).toMatchObject({ code: 1, data: { only_saved: false, withdraw_hold_until: until } });
    expect((await getFrom(t, userIndexApi.index, { as: m })).body.data.withdraw_hold_until).toBe(until);
    expect((await book(m)).body.data.only_saved).toBe(false);

    const code = await withdrawCode(m);
    for (const address of [saved, freshAddress()]) {
      expect((await withdraw(m, address, code)).body.msg).toMatch(/^Your sign-in or security details changed recently/);
    }
    const transfer = await postTo(
      t,
      fundApi.transfer,
      { asset: 'USDT', to: bob.uid, amount: '5', paypwd: PAY_PASSWORD },
      { as: m, key: newKey() },
    );
    expect(transfer.body.msg).toMatch(/^Your sign-in or security details changed recently/);
    expect(await balanceOf(t, m)).toBe(1_000n * USDT);

    // Off while off: no new hold (the one running keeps its end).
    t.clock.advance(HOUR);
    expect((await onlySaved(m, false)).body.data).toEqual({ only_saved: false, withdraw_hold_until: null });
    expect((await getFrom(t, userIndexApi.index, { as: m })).body.data.withdraw_hold_until).toBe(until);

    // After the hold, any valid address takes withdrawals again.
    t.clock.set(new Date(until * 1000));
    const later = await withdrawCode(m);
    expect((await withdraw(m, freshAddress(), later)).body).toMatchObject({ code: 1 });
    await expectBooksBalanced(t);
  });

  it('is each member’s own: one member’s switch and book do not reach another', async () => {
    const m = await funded();
    expect((await onlySaved(m, true)).body.code).toBe(1);
    const code = await withdrawCode(bob);
    expect((await withdraw(bob, freshAddress(), code)).body.code).toBe(1);
    expect((await book(bob)).body.data.only_saved).toBe(false);
  });

  it('refuses a malformed switch without a 5xx', async () => {
    for (const body of [{}, { on: 'yes' }, { on: 1 }, { on: null }, { on: true, extra: 1 }]) {
      const res = await postTo(t, addressBookApi.addressOnlySaved, body, { as: alice });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
    }
    expect((await book(alice)).body.data.only_saved).toBe(false);
  });
});

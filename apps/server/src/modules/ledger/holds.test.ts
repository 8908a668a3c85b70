import { describe, expect, it } from 'vitest';
import { member, system } from './accounts';
import { capture, hold, moveHeld, release } from './holds';
import { draftLines, netByAccount, unbalancedAssets } from './postings';

const lines = (kind: string, ...moves: Parameters<typeof draftLines>[1]) => draftLines(kind, moves).map((l) => [l.key, l.amount, l.type]);

describe('hold', () => {
  it('moves available money into the held purpose, typed by the entry kind unless told', () => {
    expect(hold(1n, 'USDT', 101n, { into: 'locked' })).toEqual({
      from: member(1n, 'USDT'),
      to: member(1n, 'USDT', 'locked'),
      amount: 101n,
    });
    expect(lines('withdraw', hold(1n, 'USDT', 101n, { into: 'locked' }))).toEqual([
      ['member:1:USDT:available', -101n, 'withdraw'],
      ['member:1:USDT:locked', 101n, 'withdraw'],
    ]);
    expect(lines('auction_bid', hold(1n, 'USDT', 5n, { into: 'bid_hold', type: 'bid_lock' }))).toEqual([
      ['member:1:USDT:available', -5n, 'bid_lock'],
      ['member:1:USDT:bid_hold', 5n, 'bid_lock'],
    ]);
  });

  it('holds from another spendable purpose', () => {
    expect(lines('withdraw', hold(1n, 'USDT', 7n, { from: 'coinmix', into: 'coinmix_locked' }))).toEqual([
      ['member:1:USDT:coinmix', -7n, 'withdraw'],
      ['member:1:USDT:coinmix_locked', 7n, 'withdraw'],
    ]);
  });
});

describe('release', () => {
  it('gives held money back to available, or to the purpose it was held from', () => {
    expect(lines('withdraw_refund', release(1n, 'USDT', 101n, { from: 'locked' }))).toEqual([
      ['member:1:USDT:locked', -101n, 'withdraw_refund'],
      ['member:1:USDT:available', 101n, 'withdraw_refund'],
    ]);
    expect(lines('withdraw_refund', release(1n, 'USDT', 7n, { from: 'coinmix_withdrawing', to: 'coinmix' }))).toEqual([
      ['member:1:USDT:coinmix_withdrawing', -7n, 'withdraw_refund'],
      ['member:1:USDT:coinmix', 7n, 'withdraw_refund'],
    ]);
  });
});

describe('moveHeld', () => {
  it('keeps the money held under another purpose', () => {
    expect(lines('withdraw_approve', moveHeld(1n, 'USDT', 101n, { from: 'locked', into: 'withdrawing' }))).toEqual([
      ['member:1:USDT:locked', -101n, 'withdraw_approve'],
      ['member:1:USDT:withdrawing', 101n, 'withdraw_approve'],
    ]);
  });
});

describe('capture', () => {
  it('takes held money to the account it goes to', () => {
    const paid = [
      capture(1n, 'USDT', 100n, { from: 'withdrawing', to: system('external_withdrawals', 'USDT'), type: 'withdraw_paid' }),
      capture(1n, 'USDT', 1n, { from: 'withdrawing', to: system('fees', 'USDT'), type: 'withdraw_fee' }),
    ];
    expect(lines('withdraw_paid', ...paid)).toEqual([
      ['member:1:USDT:withdrawing', -100n, 'withdraw_paid'],
      ['system:external_withdrawals:USDT', 100n, 'withdraw_paid'],
      ['member:1:USDT:withdrawing', -1n, 'withdraw_fee'],
      ['system:fees:USDT', 1n, 'withdraw_fee'],
    ]);
  });
});

describe('a hold through its life', () => {
  it('balances per asset in each entry, and leaves nothing held once captured or released', () => {
    const entries = [
      draftLines('withdraw', [hold(1n, 'USDT', 101n, { into: 'locked' })]),
      draftLines('withdraw_approve', [moveHeld(1n, 'USDT', 101n, { from: 'locked', into: 'withdrawing' })]),
      draftLines('withdraw_paid', [
        capture(1n, 'USDT', 100n, { from: 'withdrawing', to: system('external_withdrawals', 'USDT') }),
        capture(1n, 'USDT', 1n, { from: 'withdrawing', to: system('fees', 'USDT') }),
      ]),
      // A bid outbid in the same entry as the new one, and units captured beside USDT paid out.
      draftLines('auction_bid', [
        hold(2n, 'USDT', 30n, { into: 'bid_hold' }),
        release(3n, 'USDT', 20n, { from: 'bid_hold', type: 'auction_release' }),
      ]),
      draftLines('coinmix_redeem', [
        capture(4n, 'CMU', 9n, { from: 'redeeming', to: system('coinmix_units', 'CMU') }),
        { from: system('coinmix_custody', 'USDT'), to: member(4n, 'USDT', 'coinmix'), amount: 12n },
      ]),
    ];
    for (const entry of entries) expect(unbalancedAssets(entry.map((l) => ({ asset: l.ref.asset, amount: l.amount })))).toEqual([]);
    const net = netByAccount(entries.slice(0, 3).flat());
    expect(net.get('member:1:USDT:available')).toBe(-101n);
    expect(net.get('member:1:USDT:locked')).toBe(0n);
    expect(net.get('member:1:USDT:withdrawing')).toBe(0n);
    expect(net.get('system:external_withdrawals:USDT')).toBe(100n);
    expect(net.get('system:fees:USDT')).toBe(1n);
  });
});

describe('amounts', () => {
  it.each([
    ['zero', 0n],
    ['a negative amount', -5n],
    ['a number', 5 as unknown as bigint],
  ])('every operation throws on %s', (_name, amount) => {
    expect(() => hold(1n, 'USDT', amount, { into: 'locked' })).toThrow(/positive bigint/);
    expect(() => release(1n, 'USDT', amount, { from: 'locked' })).toThrow(/positive bigint/);
    expect(() => moveHeld(1n, 'USDT', amount, { from: 'locked', into: 'withdrawing' })).toThrow(/positive bigint/);
    expect(() => capture(1n, 'USDT', amount, { from: 'withdrawing', to: system('fees', 'USDT') })).toThrow(/positive bigint/);
  });

  it('leaves the rest to the journal: a capture into its own held account is refused when drafted', () => {
    expect(() => draftLines('x', [capture(1n, 'USDT', 1n, { from: 'locked', to: member(1n, 'USDT', 'locked') })])).toThrow(/to itself/);
  });
});

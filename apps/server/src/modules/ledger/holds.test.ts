import { describe, expect, it } from 'vitest';
import { member, system } from './accounts';
import { capture, hold, moveHeld, release } from './holds';
import { draftLines, netByAccount, unbalancedAssets } from './postings';

const lines = (kind: string, ...moves: Parameters<typeof draftLines>[1]) => draftLines(kind, moves).map((l) => [l.key, l.amount, l.type]);

describe('hold, release, moveHeld', () => {
  it("builds the plain move of a member's money, with no type unless told", () => {
    expect(hold(1n, 'USDT', 101n, { into: 'locked' })).toEqual({
      from: member(1n, 'USDT'),
      to: member(1n, 'USDT', 'locked'),
      amount: 101n,
    });
  });

  // What each writes: the debit of the first purpose and the credit of the second, typed by the entry kind unless told.
  it.each([
    ['hold from available', hold(1n, 'USDT', 101n, { into: 'locked' }), 'available', 'locked', 'withdraw'],
    ['hold, typed', hold(1n, 'USDT', 5n, { into: 'bid_hold', type: 'bid_lock' }), 'available', 'bid_hold', 'bid_lock'],
    [
      'hold from another wallet',
      hold(1n, 'USDT', 7n, { from: 'coinmix', into: 'coinmix_locked' }),
      'coinmix',
      'coinmix_locked',
      'withdraw',
    ],
    ['release to available', release(1n, 'USDT', 101n, { from: 'locked' }), 'locked', 'available', 'withdraw'],
    [
      'release to its wallet',
      release(1n, 'USDT', 7n, { from: 'coinmix_withdrawing', to: 'coinmix' }),
      'coinmix_withdrawing',
      'coinmix',
      'withdraw',
    ],
    ['moveHeld', moveHeld(1n, 'USDT', 101n, { from: 'locked', into: 'withdrawing' }), 'locked', 'withdrawing', 'withdraw'],
  ])('%s', (_name, move, from, to, type) => {
    expect(lines('withdraw', move)).toEqual([
      [`member:1:USDT:${from}`, -move.amount, type],
      [`member:1:USDT:${to}`, move.amount, type],
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

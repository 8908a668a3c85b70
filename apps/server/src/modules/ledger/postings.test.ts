import { describe, expect, it } from 'vitest';
import { member, system } from './accounts';
import { balancesAfter, draftLines, netByAccount, unbalancedAssets } from './postings';

const alice = member(1n, 'USDT');
const bob = member(2n, 'USDT');
const fees = system('fees', 'USDT');

describe('draftLines', () => {
  it('writes a debit and a credit per move, typed by the entry kind unless the move says otherwise', () => {
    const lines = draftLines('transfer', [
      { from: alice, to: bob, amount: 100n },
      { from: alice, to: fees, amount: 1n, type: 'transfer_fee' },
    ]);
    expect(lines.map((l) => [l.key, l.amount, l.type])).toEqual([
      ['member:1:USDT:available', -100n, 'transfer'],
      ['member:2:USDT:available', 100n, 'transfer'],
      ['member:1:USDT:available', -1n, 'transfer_fee'],
      ['system:fees:USDT', 1n, 'transfer_fee'],
    ]);
  });

  it.each([
    ['no moves', []],
    ['a zero amount', [{ from: alice, to: bob, amount: 0n }]],
    ['a negative amount', [{ from: alice, to: bob, amount: -5n }]],
    ['a number amount', [{ from: alice, to: bob, amount: 5 as unknown as bigint }]],
    ['two assets', [{ from: alice, to: member(2n, 'MCC'), amount: 5n }]],
    ['a move to itself', [{ from: alice, to: member(1n, 'USDT'), amount: 5n }]],
    ['a bad purpose', [{ from: member(1n, 'USDT', 'Bad-Purpose'), to: bob, amount: 5n }]],
    ['a bad asset', [{ from: member(1n, 'usdt'), to: member(2n, 'usdt'), amount: 5n }]],
    ['a bad member', [{ from: member(0n, 'USDT'), to: bob, amount: 5n }]],
    ['a bad line type', [{ from: alice, to: bob, amount: 5n, type: 'Bad Type' }]],
  ])('throws on %s', (_name, moves) => {
    expect(() => draftLines('transfer', moves)).toThrow(/ledger:/);
  });

  it('throws on a bad kind', () => {
    expect(() => draftLines('', [{ from: alice, to: bob, amount: 1n }])).toThrow(/kind/);
  });
});

describe('unbalancedAssets', () => {
  it('names each asset whose lines do not sum to zero', () => {
    expect(
      unbalancedAssets([
        { asset: 'USDT', amount: 5n },
        { asset: 'USDT', amount: -5n },
      ]),
    ).toEqual([]);
    expect(
      unbalancedAssets([
        { asset: 'USDT', amount: 5n },
        { asset: 'MCC', amount: -5n },
      ]),
    ).toEqual(['USDT', 'MCC']);
  });
});

describe('balancesAfter', () => {
  it('walks each account from its balance before the entry', () => {
    const lines = draftLines('transfer', [
      { from: alice, to: bob, amount: 100n },
      { from: alice, to: fees, amount: 1n, type: 'transfer_fee' },
    ]);
    expect(netByAccount(lines).get('member:1:USDT:available')).toBe(-101n);
    const final = new Map([
      ['member:1:USDT:available', 899n],
      ['member:2:USDT:available', 100n],
      ['system:fees:USDT', 1n],
    ]);
    expect(balancesAfter(lines, final)).toEqual([900n, 100n, 899n, 1n]);
  });
});

import { createHash } from 'node:crypto';
import type { LiabilityProof } from '@mcc/contract/liabilities';
import { buildLevels, leafHash, proofOf, rootOf, type Sha256, sortLeaves } from '@mcc/contract/merkle';
import { describe, expect, it } from 'vitest';
import { checkProof } from './verify-proof';

// The page's check, with Web Crypto, against a tree built the server's way (node:crypto).

const serverSha256: Sha256 = (data) => createHash('sha256').update(data).digest();

const leaves = ['1', '2', '3', '4', '5'].map((n) => ({
  salt: n.repeat(64),
  uid: `10000${n}`,
  balances: [
    { asset: 'MCC', amount: `${n}.00000000` },
    { asset: 'USDT', amount: `${n}00.500000` },
  ],
}));

async function proofFor(i: number): Promise<LiabilityProof> {
  const hashes = await Promise.all(leaves.map((l) => leafHash(l, serverSha256)));
  const sorted = sortLeaves(hashes);
  const levels = await buildLevels(sorted, serverSha256);
  const index = sorted.indexOf(hashes[i]!);
  return {
    day: '2026-11-02',
    root: rootOf(levels),
    leaf_count: leaves.length,
    taken_at: 0,
    leaf: leaves[i]!,
    parts: [],
    leaf_hash: hashes[i]!,
    index,
    path: proofOf(levels, index),
  };
}

describe('checking a proof in the browser', () => {
  it('verifies every member’s proof with Web Crypto', async () => {
    for (let i = 0; i < leaves.length; i++) {
      const check = await checkProof(await proofFor(i));
      expect(check).toMatchObject({ ok: true, leafMatches: true });
    }
  });

  it('does not verify a changed balance, a wrong salt, another root or a leaf digest the server made up', async () => {
    const proof = await proofFor(2);
    const richer = { ...proof, leaf: { ...proof.leaf, balances: [proof.leaf.balances[0]!, { asset: 'USDT', amount: '300.500001' }] } };
    expect((await checkProof(richer)).ok).toBe(false);
    expect((await checkProof({ ...proof, leaf: { ...proof.leaf, salt: '9'.repeat(64) } })).ok).toBe(false);
    expect((await checkProof({ ...proof, root: 'f'.repeat(64) })).ok).toBe(false);
    expect((await checkProof({ ...proof, leaf_hash: 'e'.repeat(64) })).ok).toBe(false);
    expect((await checkProof({ ...proof, leaf: { ...proof.leaf, salt: 'not hex' } })).ok).toBe(false);
  });
});

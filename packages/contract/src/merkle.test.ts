import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildLevels,
  type LiabilityLeaf,
  leafHash,
  leafText,
  nodeHash,
  pairUp,
  proofOf,
  rootOf,
  type Sha256,
  sortLeaves,
  toHex,
  verifyLeaf,
  verifyPath,
} from './merkle';

const nodeSha256: Sha256 = (data) => createHash('sha256').update(data).digest();
const webSha256: Sha256 = async (data) => new Uint8Array(await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));

const SALT_A = 'a'.repeat(64);
const alice: LiabilityLeaf = {
  salt: SALT_A,
  uid: '100001',
  balances: [
    { asset: 'USDT', amount: '12.500000' },
    { asset: 'MCC', amount: '0.00000000' },
  ],
};

const sha = (bytes: number[]) => createHash('sha256').update(Uint8Array.from(bytes)).digest('hex');

describe('leaves and nodes', () => {
  it('hashes the documented text: salt, UID, then "ASSET amount" lines in asset-code order, after a 0x00 byte', async () => {
    expect(leafText(alice)).toBe(`${SALT_A}\n100001\nMCC 0.00000000\nUSDT 12.500000`);
    const bytes = [0, ...new TextEncoder().encode(leafText(alice))];
    expect(await leafHash(alice, nodeSha256)).toBe(sha(bytes));
  });

  it('hashes a pair as 0x01 then the two 32-byte digests', async () => {
    const left = '11'.repeat(32);
    const right = '22'.repeat(32);
    expect(await nodeHash(left, right, nodeSha256)).toBe(sha([1, ...Array(32).fill(0x11), ...Array(32).fill(0x22)]));
  });

  it('gives the same digests through Web Crypto as through node:crypto', async () => {
    expect(await leafHash(alice, webSha256)).toBe(await leafHash(alice, nodeSha256));
  });

  it('refuses fields that could make two different leaves read alike', () => {
    expect(() => leafText({ ...alice, salt: 'short' })).toThrow(/salt/);
    expect(() => leafText({ ...alice, uid: '1\nUSDT 9' })).toThrow(/UID/);
    expect(() => leafText({ ...alice, balances: [{ asset: 'USDT', amount: '-1' }] })).toThrow(/balance/);
    expect(() => leafText({ ...alice, balances: [{ asset: 'usdt', amount: '1' }] })).toThrow(/asset/);
    expect(() =>
      leafText({
        ...alice,
        balances: [
          { asset: 'USDT', amount: '1' },
          { asset: 'USDT', amount: '2' },
        ],
      }),
    ).toThrow(/twice/);
  });
});

describe('the tree', () => {
  it('of no leaves has the root SHA-256 of nothing; of one leaf, the leaf itself', async () => {
    expect(rootOf(await buildLevels([], nodeSha256))).toBe(toHex(createHash('sha256').digest()));
    const one = await leafHash(alice, nodeSha256);
    expect(rootOf(await buildLevels([one], nodeSha256))).toBe(one);
    expect(proofOf(await buildLevels([one], nodeSha256), 0)).toEqual([]);
  });

  it('moves an odd last node up unchanged instead of pairing it with itself', async () => {
    const [a, b, c] = sortLeaves(['33'.repeat(32), '11'.repeat(32), '22'.repeat(32)]) as [string, string, string];
    const levels = await buildLevels([a, b, c], nodeSha256);
    expect(levels[1]).toEqual([await nodeHash(a, b, nodeSha256), c]);
    expect(rootOf(levels)).toBe(await nodeHash(await nodeHash(a, b, nodeSha256), c, nodeSha256));
    expect(proofOf(levels, 2)).toEqual([{ side: 'left', hash: await nodeHash(a, b, nodeSha256) }]);
  });

  it('refuses unsorted or repeated leaves', async () => {
    await expect(buildLevels(['22'.repeat(32), '11'.repeat(32)], nodeSha256)).rejects.toThrow(/sorted/);
    await expect(buildLevels(['11'.repeat(32), '11'.repeat(32)], nodeSha256)).rejects.toThrow(/sorted/);
  });

  it('is the same built a run of even length at a time as built whole', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(hex64, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 8 }).map((n) => n * 2),
        async (hashes, run) => {
          const whole = await buildLevels(sortLeaves(hashes), nodeSha256);
          let level = sortLeaves(hashes);
          const levels = [level];
          while (level.length > 1) {
            const next: string[] = [];
            for (let at = 0; at < level.length; at += run) next.push(...(await pairUp(level.slice(at, at + run), nodeSha256)));
            levels.push(next);
            level = next;
          }
          expect(levels).toEqual(whole);
        },
      ),
    );
  });
});

const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(toHex);
const leafArb = fc.record({
  salt: hex64,
  uid: fc.integer({ min: 100000, max: 999999999 }).map(String),
  usdt: fc.bigInt({ min: 0n, max: 10n ** 15n }),
  mcc: fc.bigInt({ min: 0n, max: 10n ** 15n }),
});
const asLeaf = (l: { salt: string; uid: string; usdt: bigint; mcc: bigint }): LiabilityLeaf => ({
  salt: l.salt,
  uid: l.uid,
  balances: [
    { asset: 'USDT', amount: `${l.usdt / 1_000_000n}.${String(l.usdt % 1_000_000n).padStart(6, '0')}` },
    { asset: 'MCC', amount: `${l.mcc / 100_000_000n}.${String(l.mcc % 100_000_000n).padStart(8, '0')}` },
  ],
});
const membersArb = fc.uniqueArray(leafArb, { minLength: 1, maxLength: 40, selector: (l) => l.uid });

async function treeOf(leaves: LiabilityLeaf[]) {
  const hashes = await Promise.all(leaves.map((leaf) => leafHash(leaf, nodeSha256)));
  const sorted = sortLeaves(hashes);
  const levels = await buildLevels(sorted, nodeSha256);
  return { hashes, sorted, levels, root: rootOf(levels) };
}

describe('proofs (properties)', () => {
  it("every member's proof verifies against the root", async () => {
    await fc.assert(
      fc.asyncProperty(membersArb, async (members) => {
        const leaves = members.map(asLeaf);
        const { hashes, sorted, levels, root } = await treeOf(leaves);
        for (let i = 0; i < leaves.length; i++) {
          const path = proofOf(levels, sorted.indexOf(hashes[i]!));
          expect(await verifyLeaf(leaves[i]!, path, root, nodeSha256)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a changed balance, salt or UID does not verify', async () => {
    await fc.assert(
      fc.asyncProperty(
        membersArb,
        fc.nat(),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.constantFrom('USDT', 'MCC', 'salt', 'uid'),
        async (members, pick, delta, what) => {
          const leaves = members.map(asLeaf);
          const { hashes, sorted, levels, root } = await treeOf(leaves);
          const i = pick % leaves.length;
          const leaf = leaves[i]!;
          const path = proofOf(levels, sorted.indexOf(hashes[i]!));
          const source = members[i]!;
          const changed =
            what === 'USDT'
              ? asLeaf({ ...source, usdt: source.usdt + delta })
              : what === 'MCC'
                ? asLeaf({ ...source, mcc: source.mcc + delta })
                : what === 'salt'
                  ? { ...leaf, salt: (source.salt[0] === 'a' ? 'b' : 'a') + source.salt.slice(1) }
                  : { ...leaf, uid: `${source.uid}0` };
          expect(await verifyLeaf(changed, path, root, nodeSha256)).toBe(false);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a path altered in any step does not verify', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(hex64, { minLength: 2, maxLength: 50 }), fc.nat(), fc.nat(), async (hashes, pick, stepPick) => {
        const sorted = sortLeaves(hashes);
        const levels = await buildLevels(sorted, nodeSha256);
        const index = pick % sorted.length;
        const path = proofOf(levels, index);
        const root = rootOf(levels);
        expect(await verifyPath(sorted[index]!, path, root, nodeSha256)).toBe(true);
        const s = stepPick % path.length;
        const flipped = path.map((step, j) =>
          j === s ? { ...step, side: step.side === 'left' ? ('right' as const) : ('left' as const) } : step,
        );
        expect(await verifyPath(sorted[index]!, flipped, root, nodeSha256)).toBe(false);
        expect(await verifyPath(sorted[index]!, path.slice(0, -1), root, nodeSha256)).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('answers false, not a throw, for malformed proofs', async () => {
    const { hashes, levels, root, sorted } = await treeOf([alice]);
    expect(sorted).toEqual(hashes);
    expect(await verifyPath('zz', [], root, nodeSha256)).toBe(false);
    expect(await verifyPath(hashes[0]!, [{ side: 'up' as 'left', hash: root }], root, nodeSha256)).toBe(false);
    expect(await verifyLeaf({ ...alice, salt: 'x' }, proofOf(levels, 0), root, nodeSha256)).toBe(false);
  });
});

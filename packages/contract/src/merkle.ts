// The liabilities proof: a Merkle tree of what every member holds, published once a day (docs/liabilities.md).
// Pure and free of any crypto library: the caller hands in SHA-256 (node:crypto on the server, Web
// Crypto in the members' browser), so both compute every byte here the same way.
//
// - leaf   = SHA-256(0x00 ‖ UTF-8(leafText))
// - node   = SHA-256(0x01 ‖ left ‖ right)          (32-byte digests, not their hex)
// - leafText = salt, uid, then one line per asset in code order: "<ASSET> <amount>", joined by "\n";
//   the amount is the balance (every purpose of the asset summed) as a decimal string with all of the
//   asset's decimals ("12.500000").
// - Leaves are sorted by their hex digest, ascending; each level pairs neighbours left to right, and a
//   last node without a partner moves up unchanged (never paired with itself). The root of no leaves
//   is SHA-256 of nothing.
// The prefixes keep a leaf from ever passing for a node and the other way round.

/** SHA-256 of bytes: `crypto.subtle.digest('SHA-256', …)` in a browser, node:crypto on the server. */
export type Sha256 = (data: Uint8Array) => Promise<Uint8Array> | Uint8Array;

const LEAF_PREFIX = 0x00;
const NODE_PREFIX = 0x01;

/** A member's leaf as published to that member alone: the secret salt, their UID, their balance per asset. */
export interface LiabilityLeaf {
  /** 64 lowercase hex characters, the member's own secret. */
  salt: string;
  uid: string;
  balances: readonly { asset: string; amount: string }[];
}

/** One step up the tree: the sibling's digest and which side of the pair it sits on. */
export interface ProofStep {
  side: 'left' | 'right';
  hash: string;
}

const HEX64 = /^[0-9a-f]{64}$/;
const ASSET = /^[A-Z][A-Z0-9]{1,11}$/;
const AMOUNT = /^\d{1,19}(\.\d{1,18})?$/;
const UID = /^[0-9A-Za-z]{1,32}$/;

const HEX_BYTES = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const b of bytes) hex += HEX_BYTES[b];
  return hex;
}

const nibble = (code: number) => (code <= 57 ? code - 48 : code - 87);

export function fromHex(hex: string): Uint8Array {
  if (!HEX64.test(hex)) throw new Error('a digest is 64 lowercase hex characters');
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = (nibble(hex.charCodeAt(i * 2)) << 4) | nibble(hex.charCodeAt(i * 2 + 1));
  return bytes;
}

/** The exact text a leaf hashes (after its 0x00 prefix); throws on a field that could make two leaves read alike. */
export function leafText(leaf: LiabilityLeaf): string {
  if (!HEX64.test(leaf.salt)) throw new Error('the salt is 64 lowercase hex characters');
  if (!UID.test(leaf.uid)) throw new Error('a UID is letters and digits');
  const balances = [...leaf.balances].sort((a, b) => (a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0));
  const lines = [leaf.salt, leaf.uid];
  for (let i = 0; i < balances.length; i++) {
    const { asset, amount } = balances[i]!;
    if (!ASSET.test(asset)) throw new Error(`not an asset code: ${asset}`);
    if (i > 0 && balances[i - 1]!.asset === asset) throw new Error(`${asset} twice`);
    if (!AMOUNT.test(amount)) throw new Error(`not a balance: ${amount}`);
    lines.push(`${asset} ${amount}`);
  }
  return lines.join('\n');
}

function prefixed(prefix: number, ...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(1 + parts.reduce((n, p) => n + p.length, 0));
  out[0] = prefix;
  let at = 1;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The leaf's digest, hex. */
export async function leafHash(leaf: LiabilityLeaf, sha256: Sha256): Promise<string> {
  return toHex(await sha256(prefixed(LEAF_PREFIX, new TextEncoder().encode(leafText(leaf)))));
}

/** The digest of a pair, hex. */
export async function nodeHash(left: string, right: string, sha256: Sha256): Promise<string> {
  return toHex(await sha256(prefixed(NODE_PREFIX, fromHex(left), fromHex(right))));
}

/** A pair's digest without waiting when the hash function answers at once (node:crypto): a level of a big tree is a tight loop. */
function nodeHashNow(left: string, right: string, sha256: Sha256): string | Promise<string> {
  const digest = sha256(prefixed(NODE_PREFIX, fromHex(left), fromHex(right)));
  return 'then' in digest ? digest.then(toHex) : toHex(digest);
}

/** Leaf digests in tree order: ascending hex. */
export function sortLeaves(hashes: readonly string[]): string[] {
  return [...hashes].sort();
}

/** Every level of the tree from the sorted leaves (level 0) up to the root (the last level, one digest). */
export async function buildLevels(sortedLeaves: readonly string[], sha256: Sha256): Promise<string[][]> {
  for (let i = 1; i < sortedLeaves.length; i++) {
    if (sortedLeaves[i - 1]! >= sortedLeaves[i]!) throw new Error('leaves must be sorted ascending and distinct');
  }
  if (sortedLeaves.length === 0) return [[toHex(await sha256(new Uint8Array(0)))]];
  const levels: string[][] = [[...sortedLeaves]];
  let level = levels[0]!;
  while (level.length > 1) {
    level = await pairUp(level, sha256);
    levels.push(level);
  }
  return levels;
}

/**
 * The level above `nodes`: each pair's digest, left to right, and a last node without a partner
 * moved up unchanged. A run of a level that starts at an even position and has an even length makes
 * the matching run of the level above, so a big tree can be built a run at a time.
 */
export async function pairUp(nodes: readonly string[], sha256: Sha256): Promise<string[]> {
  const next: string[] = [];
  for (let i = 0; i < nodes.length; i += 2) {
    if (i + 1 >= nodes.length) {
      next.push(nodes[i]!);
      continue;
    }
    const digest = nodeHashNow(nodes[i]!, nodes[i + 1]!, sha256);
    next.push(typeof digest === 'string' ? digest : await digest);
  }
  return next;
}

export function rootOf(levels: readonly (readonly string[])[]): string {
  return levels[levels.length - 1]![0]!;
}

/** The path from leaf `index` up to the root: one sibling per level where the node has one. */
export function proofOf(levels: readonly (readonly string[])[], index: number): ProofStep[] {
  const leaves = levels[0]!;
  if (!Number.isInteger(index) || index < 0 || index >= leaves.length) throw new Error(`no leaf ${index}`);
  const path: ProofStep[] = [];
  let at = index;
  for (let depth = 0; depth < levels.length - 1; depth++) {
    const level = levels[depth]!;
    const sibling = at % 2 === 0 ? at + 1 : at - 1;
    if (sibling < level.length) path.push({ side: at % 2 === 0 ? 'right' : 'left', hash: level[sibling]! });
    at = Math.floor(at / 2);
  }
  return path;
}

/** Climbs from a leaf digest along the path; true when it arrives at `root`. Malformed input is false, never a throw. */
export async function verifyPath(leaf: string, path: readonly ProofStep[], root: string, sha256: Sha256): Promise<boolean> {
  if (!HEX64.test(leaf) || !HEX64.test(root)) return false;
  let hash = leaf;
  for (const step of path) {
    if (!HEX64.test(step.hash) || (step.side !== 'left' && step.side !== 'right')) return false;
    hash = step.side === 'left' ? await nodeHash(step.hash, hash, sha256) : await nodeHash(hash, step.hash, sha256);
  }
  return hash === root;
}

/** Whether the member's own leaf (salt, UID, balances) is in the tree of `root`. */
export async function verifyLeaf(leaf: LiabilityLeaf, path: readonly ProofStep[], root: string, sha256: Sha256): Promise<boolean> {
  let hash: string;
  try {
    hash = await leafHash(leaf, sha256);
  } catch {
    return false;
  }
  return verifyPath(hash, path, root, sha256);
}

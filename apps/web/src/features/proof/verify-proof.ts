import type { LiabilityProof } from '@mcc/contract/liabilities';
import { leafHash, type Sha256, verifyPath } from '@mcc/contract/merkle';

// Recomputes the member's entry and climbs to the root in the browser with Web Crypto, from what
// `GET /api/liabilities/proof` returned: the page trusts neither the server's leaf digest nor its
// verdict, only the root it publishes to everyone.

/** SHA-256 through the browser's Web Crypto. */
export function webSha256(subtle: SubtleCrypto = crypto.subtle): Sha256 {
  return async (data) => new Uint8Array(await subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));
}

export interface ProofCheck {
  /** The leaf digest recomputed here from salt, UID and balances. */
  leaf: string;
  /** Whether it equals the digest the server said (a mismatch alone already fails). */
  leafMatches: boolean;
  /** The path from the recomputed leaf arrives at the published root. */
  ok: boolean;
}

export async function checkProof(proof: LiabilityProof, subtle: SubtleCrypto = crypto.subtle): Promise<ProofCheck> {
  const sha256 = webSha256(subtle);
  let leaf: string;
  try {
    leaf = await leafHash(proof.leaf, sha256);
  } catch {
    return { leaf: '', leafMatches: false, ok: false };
  }
  const ok = await verifyPath(leaf, proof.path, proof.root, sha256);
  return { leaf, leafMatches: leaf === proof.leaf_hash, ok: ok && leaf === proof.leaf_hash };
}

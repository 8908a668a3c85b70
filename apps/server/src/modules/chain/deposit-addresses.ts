import { secp256k1 } from '@noble/curves/secp256k1';
import { HDKey } from '@scure/bip32';
import { bytesToHex, publicKeyToAddress } from 'viem/utils';

/** Deposit addresses hang at `<xpub>/0/<index>`: the external chain of a BIP-44 account, by member id. */
export const DEPOSIT_CHAIN = 0;

/** True when `xpub` is an extended public key (not a private one) that can derive children. */
export function isExtendedPublicKey(xpub: string): boolean {
  try {
    const key = HDKey.fromExtendedKey(xpub.trim());
    return !key.privateKey && Boolean(key.publicKey);
  } catch {
    return false;
  }
}

/**
 * The deposit address of derivation `index` under the operator's account-level extended public key
 * (lower-case hex). Only public derivation: whoever holds the account's private key (offline) can
 * spend from it; the server cannot.
 */
export function depositAddress(xpub: string, index: number): `0x${string}` {
  if (!Number.isSafeInteger(index) || index < 0 || index >= 0x80000000) throw new Error(`derivation index ${index} out of range`);
  const child = HDKey.fromExtendedKey(xpub.trim()).deriveChild(DEPOSIT_CHAIN).deriveChild(index);
  if (!child.publicKey) throw new Error('no public key');
  const uncompressed = secp256k1.ProjectivePoint.fromHex(child.publicKey).toRawBytes(false);
  return publicKeyToAddress(bytesToHex(uncompressed)).toLowerCase() as `0x${string}`;
}

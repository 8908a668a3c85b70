import { createHash } from 'node:crypto';
import { getAddress } from 'viem';

/**
 * Address and transaction-hash formats of the networks the platform pays out and takes deposits on.
 * Pure functions. EVM networks (ERC20, BEP20) use 0x + 40 hex addresses with the EIP-55 checksum when
 * mixed case; TRON (TRC20) uses base58check addresses starting with T.
 */
export const networks = ['ERC20', 'BEP20', 'TRC20'] as const;
export type Network = (typeof networks)[number];

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function isEvm(network: string): boolean {
  return network === 'ERC20' || network === 'BEP20';
}

function base58Decode(text: string): Buffer | null {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const leadingZeros = text.length - text.replace(/^1+/, '').length;
  return Buffer.concat([Buffer.alloc(leadingZeros), Buffer.from(hex, 'hex')]);
}

function sha256(data: Buffer): Buffer {
  return createHash('sha256').update(data).digest();
}

/** True when `address` is a well-formed address of `network` (checksum included). */
export function isValidAddress(network: string, address: string): boolean {
  if (isEvm(network)) {
    if (!EVM_ADDRESS.test(address)) return false;
    const body = address.slice(2);
    if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
    try {
      return getAddress(address) === address;
    } catch {
      return false;
    }
  }
  if (network === 'TRC20') {
    if (!TRON_ADDRESS.test(address)) return false;
    const bytes = base58Decode(address);
    if (bytes?.length !== 25 || bytes[0] !== 0x41) return false;
    const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
    return checksum.equals(bytes.subarray(21));
  }
  return false;
}

/**
 * The form under which two spellings of one address are the same destination: EVM addresses are
 * case-insensitive (the checksum is only in the case), so lower case; TRON's base58 is case-sensitive,
 * so as written. Call it on an address `isValidAddress` accepted.
 */
export function addressKey(network: string, address: string): string {
  return isEvm(network) ? address.toLowerCase() : address;
}

/** The canonical form of a transaction hash of `network` (lower-case hex), or null when malformed. */
export function normalizeTxHash(network: string, hash: string): string | null {
  const value = hash.trim();
  if (isEvm(network)) return /^0x[0-9a-fA-F]{64}$/.test(value) ? value.toLowerCase() : null;
  if (network === 'TRC20') {
    const bare = value.startsWith('0x') ? value.slice(2) : value;
    return /^[0-9a-fA-F]{64}$/.test(bare) ? bare.toLowerCase() : null;
  }
  return null;
}

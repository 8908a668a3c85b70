// The wallet's form rules, the same the server applies (amounts: ledger/money.ts; addresses and
// transaction hashes: wallet/networks.ts), so a member sees the problem before anything is sent.

import { type AmountProblem, checkAmountInput, compareDecimal } from '@mcc/contract/amount';
import { isAddress, sha256 } from 'viem';

export type WalletProblem =
  | AmountProblem
  | 'belowMin'
  | 'aboveMax'
  | 'insufficient'
  | 'required'
  | 'addressFormat'
  | 'txHashFormat'
  | 'codeFormat'
  | 'proofMissing';

export interface AmountRules {
  /** Decimals a member may type (USDT 2, MCC 4). */
  decimals: number;
  /** Decimals of the base unit (USDT 6, MCC 8). */
  scale: number;
  /** Least amount allowed, inclusive. */
  min?: string;
  /** Most allowed by a limit (today's withdrawal limit, for instance), inclusive. */
  max?: string;
  /** Most the balance covers (fee included by the caller), inclusive. */
  available?: string;
}

/** The first broken rule of a typed amount, or null. */
export function checkAmount(input: string, rules: AmountRules): WalletProblem | null {
  const problem = checkAmountInput(input, rules.decimals, rules.scale);
  if (problem) return problem;
  const amount = input.trim();
  if (rules.min !== undefined && compareDecimal(amount, rules.min) < 0) return 'belowMin';
  if (rules.available !== undefined && compareDecimal(amount, rules.available) > 0) return 'insufficient';
  if (rules.max !== undefined && compareDecimal(amount, rules.max) > 0) return 'aboveMax';
  return null;
}

const EVM_NETWORKS = new Set(['ERC20', 'BEP20']);
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(text: string): Uint8Array {
  let value = 0n;
  for (const char of text) value = value * 58n + BigInt(BASE58.indexOf(char));
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const zeros = text.length - text.replace(/^1+/, '').length;
  const bytes = new Uint8Array(zeros + hex.length / 2);
  for (let i = 0; i < hex.length / 2; i++) bytes[zeros + i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function isTronAddress(address: string): boolean {
  if (!TRON_ADDRESS.test(address)) return false;
  const bytes = base58Decode(address);
  if (bytes.length !== 25 || bytes[0] !== 0x41) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21), 'bytes'), 'bytes').subarray(0, 4);
  return checksum.every((b, i) => b === bytes[21 + i]);
}

/** True when `address` is a well-formed address of `network`, checksum included (EIP-55 for mixed case; base58check on TRON). */
export function isValidAddress(network: string, address: string): boolean {
  if (EVM_NETWORKS.has(network)) {
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
    const body = address.slice(2);
    // One case carries no checksum; mixed case must be the EIP-55 checksum.
    return body === body.toLowerCase() || body === body.toUpperCase() || isAddress(address, { strict: true });
  }
  if (network === 'TRC20') return isTronAddress(address);
  return false;
}

export function checkAddress(network: string, input: string): WalletProblem | null {
  const address = input.trim();
  if (!address) return 'required';
  return isValidAddress(network, address) ? null : 'addressFormat';
}

/** True when `hash` is a transaction hash of `network` (0x + 64 hex on EVM; 64 hex, 0x optional, on TRON). */
export function isValidTxHash(network: string, hash: string): boolean {
  const value = hash.trim();
  if (EVM_NETWORKS.has(network)) return /^0x[0-9a-fA-F]{64}$/.test(value);
  if (network === 'TRC20') return /^(0x)?[0-9a-fA-F]{64}$/.test(value);
  return false;
}

export function checkTxHash(network: string, input: string): WalletProblem | null {
  if (!input.trim()) return 'required';
  return isValidTxHash(network, input) ? null : 'txHashFormat';
}

/** A transfer's recipient: a UID, mobile or email, as the server's 1–120 characters. */
export function checkRecipient(input: string): WalletProblem | null {
  const value = input.trim();
  if (!value) return 'required';
  return value.length > 120 ? 'format' : null;
}

export function checkCode(input: string): WalletProblem | null {
  if (!input) return 'required';
  return /^\d{6}$/.test(input) ? null : 'codeFormat';
}

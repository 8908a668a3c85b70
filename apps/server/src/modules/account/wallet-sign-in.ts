import { randomBytes } from 'node:crypto';
import type { TpRegisterBody } from '@mcc/contract/account';
import type { Kysely, Transaction } from 'kysely';
import { getAddress, verifyMessage } from 'viem';
import type { SignInDevice } from '../../platform/auth/member-sessions';
import { hashToken, newToken } from '../../platform/auth/tokens';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { SettingsService } from '../settings/settings-service';
import { accountMessages as m } from './account-messages';
import type { AccountService, SignedIn } from './account-service';
import {
  buildSignInMessage,
  messageHash,
  readSignInMessage,
  SIWE_NONCE_LIFE_MS,
  type SignInProblem,
  WALLET_TICKET_LIFE_MS,
} from './siwe-rules';
import { UserRepository } from './user-repository';
import { WalletSignInRepository } from './wallet-sign-in-repository';

export interface Origin {
  /** RFC 3986 authority the message names, e.g. app.example.com or 127.0.0.1:8080. */
  domain: string;
  uri: string;
}

export type WalletLogin = { kind: 'signed-in'; signedIn: SignedIn } | { kind: 'ticket'; ticket: string; address: string };

const problems: Record<SignInProblem, typeof m.wrongDomain> = {
  malformed: m.signInMessageInvalid,
  'wrong-domain': m.wrongDomain,
  'wrong-chain': m.signInMessageInvalid,
  expired: m.nonceInvalid,
};

/**
 * Wallet sign-in (EIP-4361). The server hands out the exact message to sign with a single-use
 * nonce; a signed message is accepted once, for this domain and the configured chain, within 10
 * minutes. Signatures are checked by address recovery (externally owned accounts); contract
 * wallets (ERC-1271) would need a chain client and are not accepted.
 */
export class WalletSignIn {
  readonly #users = new UserRepository();
  readonly #signIns = new WalletSignInRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly accounts: AccountService,
    private readonly settings: SettingsService,
  ) {}

  /** The exact message the wallet is to sign, with a new single-use nonce. */
  async nonce(address: string, chainId: number, origin: Origin): Promise<{ message: string }> {
    const expectedChain = await this.settings.get('wallet_chain_id');
    if (chainId !== expectedChain) refuse(m.chainMismatch, { chain: expectedChain }, 'chain_id');
    const now = this.clock.now();
    const nonce = randomBytes(16).toString('hex');
    const message = buildSignInMessage({ domain: origin.domain, uri: origin.uri, address, chainId, nonce, issuedAt: now });
    await this.#signIns.insertNonce(this.db, {
      nonce,
      address: getAddress(address),
      chain_id: BigInt(chainId),
      domain: origin.domain,
      message_hash: messageHash(message),
      expires_at: BigInt(now.getTime() + SIWE_NONCE_LIFE_MS),
      used_at: null,
      created_at: BigInt(now.getTime()),
    });
    return { message };
  }

  async login(message: string, signature: `0x${string}`, origin: Origin, device?: SignInDevice): Promise<WalletLogin> {
    const now = this.clock.now();
    const chainId = await this.settings.get('wallet_chain_id');
    const read = readSignInMessage(message, { domain: origin.domain, chainId, now });
    if (!read.ok && read.problem === 'wrong-chain') return refuse(m.chainMismatch, { chain: chainId }, 'message');
    if (!read.ok) return refuse(problems[read.problem], {}, 'message');
    const { parsed } = read;
    const nowMs = BigInt(now.getTime());
    const issued = await this.#signIns.nonce(this.db, parsed.nonce);
    // The message must be the very one handed out for this nonce: same address, chain, domain and text.
    if (
      !issued ||
      issued.used_at !== null ||
      issued.expires_at <= nowMs ||
      issued.address !== parsed.address ||
      issued.domain !== parsed.domain ||
      issued.chain_id !== BigInt(parsed.chainId)
    ) {
      return refuse(m.nonceInvalid, {}, 'message');
    }
    if (issued.message_hash !== messageHash(message)) refuse(m.signInMessageInvalid, {}, 'message');
    let valid = false;
    try {
      valid = await verifyMessage({ address: parsed.address, message, signature });
    } catch {
      valid = false;
    }
    if (!valid) refuse(m.signatureInvalid, {}, 'signature');
    if (!(await this.#signIns.spendNonce(this.db, parsed.nonce, nowMs))) refuse(m.nonceInvalid, {}, 'message');

    const member = await this.#users.byWallet(this.db, parsed.address);
    if (member) {
      if (member.status !== 'active') refuse(m.accountDisabled, {}, 'message');
      const session = await this.accounts.signInAs(member, false, undefined, device);
      return { kind: 'signed-in', signedIn: session };
    }
    const ticket = newToken();
    await this.#signIns.insertTicket(this.db, {
      ticket_hash: hashToken(ticket),
      address: parsed.address,
      expires_at: nowMs + BigInt(WALLET_TICKET_LIFE_MS),
      used_at: null,
      created_at: nowMs,
    });
    return { kind: 'ticket', ticket, address: parsed.address };
  }

  /** Registers a member with the wallet a tpLogin ticket proved; the ticket is spent with the registration. */
  async register({ ticket, ...input }: TpRegisterBody): Promise<SignedIn> {
    const ticketHash = hashToken(ticket);
    const found = await this.#signIns.ticket(this.db, ticketHash);
    if (!found || found.used_at !== null || found.expires_at <= BigInt(this.clock.now().getTime())) refuse(m.ticketInvalid, {}, 'ticket');
    if (await this.#users.byWallet(this.db, found.address)) refuse(m.walletLinked, {}, 'ticket');
    return this.accounts.register(input, async (trx: Transaction<DB>) => {
      if (!(await this.#signIns.spendTicket(trx, ticketHash, BigInt(this.clock.now().getTime())))) refuse(m.ticketInvalid, {}, 'ticket');
      return found.address;
    });
  }
}

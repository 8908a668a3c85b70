import type { DataOf } from '@mcc/contract/endpoint';
import type { fundApi } from '@mcc/contract/fund';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { maskName } from '../../platform/mask';
import { type EndpointAction, type MemberActor, moneyAction } from '../../platform/money-action';
import { MemberReads } from '../../platform/money-reads';
import type { SecurityHoldCheck } from '../../platform/security-hold';
import { member, system } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import { type Asset, type AssetRegistry, formatFor } from '../ledger/assets';
import type { Ledger, Posting } from '../ledger/ledger';
import type { Move } from '../ledger/postings';
import type { SettingsService } from '../settings/settings-service';
import { walletMessages as m } from './wallet-messages';
import { assetRules } from './wallet-rules';

export interface Recipient {
  id: bigint;
  uid: string;
  nickname: string;
  avatar: string;
  status: string;
}

/** A transfer checked and ready to post. */
export interface TransferPlan {
  senderId: bigint;
  senderUid: string;
  recipient: Recipient;
  asset: Asset;
  amount: bigint;
  fee: bigint;
}

/** Member-to-member transfers: instant, with the asset's fee and minimum from the settings. */
export class TransferService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly assets: AssetRegistry,
    private readonly ledger: Ledger,
    private readonly settings: SettingsService,
    private readonly holds?: SecurityHoldCheck,
  ) {}

  /** The recipient as the confirm step shows it; refuses unknown, oneself and unavailable accounts. */
  async preview(senderId: bigint, to: string): Promise<{ uid: string; name: string; avatar: string }> {
    const { recipient } = await this.#parties(senderId, to, new MemberReads(this.db, senderId));
    const checked = this.#check(senderId, recipient);
    return { uid: checked.uid, name: maskName(checked.nickname), avatar: checked.avatar };
  }

  /**
   * A transfer to another member. The plan checks everything but the pay password and the balance
   * (refusing with a localised reason); the effect posts the transfer and its fee, and refuses when
   * the sender's available balance is short. It is one posting and nothing else, so on PostgreSQL it
   * can go through the batch posting function (`single`).
   */
  readonly transfer: EndpointAction<MemberActor, typeof fundApi.transfer, TransferPlan> = moneyAction({
    plan: async ({ userId: senderId }, input, reads) => {
      const asset = await this.assets.require(input.asset);
      if (!asset.transferable) refuse(m.notTransferable, { asset: asset.code }, 'asset');
      const amount = amountOrRefuse(input.amount, asset);
      const settings = await this.settings.all();
      const rules = assetRules(settings, asset);
      if (amount < rules.transferMin) refuse(m.belowTransferMin, { min: formatFor(asset, rules.transferMin), asset: asset.code }, 'amount');
      const { senderUid, recipient, securityChangedAt } = await this.#parties(
        senderId,
        input.to,
        reads ?? new MemberReads(this.db, senderId),
      );
      this.holds?.refuseDuringHold(securityChangedAt, settings.security_hold_hours);
      return { senderId, senderUid, recipient: this.#check(senderId, recipient), asset, amount, fee: rules.transferFee };
    },
    execute: async (trx, plan) => {
      const posted = await this.ledger.post(trx, this.#posting(plan));
      return this.#answer(plan, posted.entryId);
    },
    single: (plan) => ({ call: this.ledger.call(this.#posting(plan)), answer: (entryId) => this.#answer(plan, entryId), entryAt: ['id'] }),
  });

  #posting(plan: TransferPlan): Posting {
    const code = plan.asset.code;
    const moves: Move[] = [{ from: member(plan.senderId, code), to: member(plan.recipient.id, code), amount: plan.amount }];
    if (plan.fee > 0n) moves.push({ from: member(plan.senderId, code), to: system('fees', code), amount: plan.fee, type: 'transfer_fee' });
    return {
      kind: 'transfer',
      moves,
      params: { from_uid: plan.senderUid, to_uid: plan.recipient.uid },
      ref: { type: 'transfer', id: `${plan.senderId}>${plan.recipient.id}` },
    };
  }

  #answer(plan: TransferPlan, entryId: bigint): DataOf<typeof fundApi.transfer> {
    return {
      id: Number(entryId),
      asset: plan.asset.code,
      amount: formatFor(plan.asset, plan.amount),
      fee: formatFor(plan.asset, plan.fee),
      to_uid: plan.recipient.uid,
    };
  }

  #check(senderId: bigint, recipient: Recipient | undefined): Recipient {
    if (!recipient) return refuse(m.recipientNotFound, {}, 'to');
    if (recipient.id === senderId) refuse(m.recipientSelf, {}, 'to');
    if (recipient.status !== 'active') refuse(m.recipientUnavailable, {}, 'to');
    return recipient;
  }

  /**
   * The sender and whoever `to` names (UID, mobile or email, any case), in the request's one query
   * before posting (with its Idempotency-Key and pay-password state): the sender's row joined to
   * each member `to` names. The confirm step's preview reads the same way.
   */
  async #parties(
    senderId: bigint,
    to: string,
    reads: MemberReads,
  ): Promise<{ senderUid: string; recipient: Recipient | undefined; securityChangedAt: bigint | null }> {
    const value = to.trim();
    const rows = await reads.read((query) =>
      query
        .leftJoin('users as party', (join) =>
          join.on((eb) =>
            eb.or([eb('party.uid', '=', value), eb('party.mobile', '=', value), eb('party.email', '=', value.toLowerCase())]),
          ),
        )
        .select([
          'actor.uid as sender_uid',
          'actor.security_changed_at as sender_security_changed_at',
          'party.id as party_id',
          'party.uid as party_uid',
          'party.nickname as party_nickname',
          'party.avatar as party_avatar',
          'party.status as party_status',
        ]),
    );
    const named = rows.flatMap((r) =>
      r.party_id === null || r.party_uid === null || r.party_nickname === null || r.party_avatar === null || r.party_status === null
        ? []
        : [{ id: r.party_id, uid: r.party_uid, nickname: r.party_nickname, avatar: r.party_avatar, status: r.party_status }],
    );
    // The sender naming themselves is refused by #check, so prefer another member when both match.
    const recipient = named.find((r) => r.id !== senderId) ?? named[0];
    return { senderUid: rows[0]!.sender_uid, recipient, securityChangedAt: rows[0]!.sender_security_changed_at };
  }
}

import {
  ADDRESS_BOOK_MAX,
  ADDRESS_LABEL_MAX,
  type AddressAddBody,
  type AddressBookData,
  type SavedAddress,
} from '@mcc/contract/address-book';
import type { Kysely } from 'kysely';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { formatHoldEnd, securityHoldUntil } from '../../platform/security-hold';
import type { SettingsService } from '../settings/settings-service';
import { addressBookMessages as m } from './address-book-messages';
import { AddressBookRepository, type WithdrawAddressRow } from './address-book-repository';
import { addressUsableFrom, isAddressUsable, labelProblem } from './address-book-rules';
import { addressKey, isValidAddress } from './networks';
import { walletMessages } from './wallet-messages';

/** Starts the member's security hold in the caller's transaction (the account module's `startSecurityHold`). */
export type StartSecurityHold = (trx: Executor, userId: bigint, now: bigint) => Promise<void>;

/** An address checked and ready to be saved once the pay password (and second factor) are right. */
export interface AddressAddPlan {
  userId: bigint;
  network: string;
  address: string;
  key: string;
  label: string;
}

const seconds = (ms: bigint) => Math.ceil(Number(ms) / 1000);

/**
 * Refuses a withdrawal the address book does not allow: to a saved address before its wait is over
 * (whatever the switch), or, with "withdraw only to saved addresses" on, to an address not saved.
 * The withdraw service asks it in its plan, before anything moves.
 */
export class AddressBookGate {
  readonly #book = new AddressBookRepository();

  constructor(
    private readonly clock: Clock,
    private readonly settings: Pick<SettingsService, 'get'>,
    private readonly timeZone = 'UTC',
  ) {}

  async refuseUnlessAllowed(db: Executor, userId: bigint, network: string, address: string): Promise<void> {
    const saved = await this.#book.findByKey(db, userId, network, addressKey(network, address));
    if (saved) {
      const hours = await this.settings.get('security_hold_hours');
      if (!isAddressUsable(saved.created_at, hours, nowMs(this.clock))) {
        refuse(m.notYetUsable, { at: formatHoldEnd(addressUsableFrom(saved.created_at, hours), this.timeZone) }, 'address');
      }
      return;
    }
    if (await this.#book.onlySaved(db, userId)) refuse(m.onlySaved, {}, 'address');
  }
}

/**
 * The member's withdrawal address book: list, add (checked here, the pay password and second factor
 * by the route), delete one's own, and the switch "withdraw only to saved addresses".
 */
export class AddressBookService {
  readonly #book = new AddressBookRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly settings: Pick<SettingsService, 'get'>,
    private readonly startHold: StartSecurityHold,
  ) {}

  async list(userId: bigint): Promise<AddressBookData> {
    const hours = await this.settings.get('security_hold_hours');
    const now = nowMs(this.clock);
    const rows = await this.#book.listOf(this.db, userId);
    return { list: rows.map((row) => this.#view(row, hours, now)), only_saved: await this.#book.onlySaved(this.db, userId) };
  }

  /** Checks what is to be saved (address, label, cap, duplicate); nothing is written and no secret is judged yet. */
  async planAdd(userId: bigint, body: AddressAddBody): Promise<AddressAddPlan> {
    const { network, address } = body;
    if (!isValidAddress(network, address)) refuse(walletMessages.addressInvalid, { network }, 'address');
    const label = body.label.trim();
    const problem = labelProblem(label);
    if (problem === 'required') refuse(m.labelRequired, {}, 'label');
    if (problem === 'tooLong') refuse(m.labelTooLong, { max: ADDRESS_LABEL_MAX }, 'label');
    const key = addressKey(network, address);
    const plan = { userId, network, address, key, label };
    await this.#refuseFullOrSaved(this.db, plan);
    return plan;
  }

  /** Saves a planned address: the cap and the duplicate are judged again with the member's book held. */
  async add(plan: AddressAddPlan): Promise<SavedAddress> {
    const now = nowMs(this.clock);
    const row = await this.db.transaction().execute(async (trx) => {
      await this.#book.lockSettings(trx, plan.userId, now);
      await this.#refuseFullOrSaved(trx, plan);
      const inserted = await this.#book.insert(trx, {
        user_id: plan.userId,
        network: plan.network,
        address: plan.address,
        address_key: plan.key,
        label: plan.label,
        created_at: now,
      });
      return inserted ?? refuse(m.duplicate, {}, 'address');
    });
    return this.#view(row, await this.settings.get('security_hold_hours'), now);
  }

  /** Deletes one of the member's own addresses; another member's id, or none, is "no such address". */
  async remove(userId: bigint, id: bigint): Promise<null> {
    if (!(await this.#book.deleteOwn(this.db, userId, id))) refuse(m.notFound, {}, 'id');
    return null;
  }

  /**
   * Turns "withdraw only to saved addresses" on (at once) or off. Turning it off, when it was on,
   * starts the security hold in the same transaction: a stolen session cannot lift the rule and
   * withdraw elsewhere before the member has had time to notice.
   */
  async setOnlySaved(userId: bigint, on: boolean): Promise<{ only_saved: boolean; withdraw_hold_until: number | null }> {
    const now = nowMs(this.clock);
    const hours = await this.settings.get('security_hold_hours');
    const holdStarted = await this.db.transaction().execute(async (trx) => {
      const was = await this.#book.lockSettings(trx, userId, now);
      if (was === on) return false;
      await this.#book.setOnlySaved(trx, userId, on, now);
      if (on) return false;
      await this.startHold(trx, userId, now);
      return true;
    });
    const until = holdStarted ? securityHoldUntil(now, hours, now) : null;
    return { only_saved: on, withdraw_hold_until: until === null ? null : seconds(until) };
  }

  async #refuseFullOrSaved(db: Executor, plan: AddressAddPlan): Promise<void> {
    if (await this.#book.findByKey(db, plan.userId, plan.network, plan.key)) refuse(m.duplicate, {}, 'address');
    if ((await this.#book.countOf(db, plan.userId)) >= ADDRESS_BOOK_MAX) refuse(m.bookFull, { max: ADDRESS_BOOK_MAX });
  }

  #view(row: WithdrawAddressRow, hours: number, now: bigint): SavedAddress {
    return {
      id: Number(row.id),
      network: row.network,
      address: row.address,
      label: row.label,
      created_at: unixSeconds(row.created_at),
      usable_at: seconds(addressUsableFrom(row.created_at, hours)),
      usable: isAddressUsable(row.created_at, hours, now),
    };
  }
}

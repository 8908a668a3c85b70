import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { payPasswordMessages as m } from './pay-password-messages';

export const PAY_PASSWORD_MAX_FAILURES = 5;
export const PAY_PASSWORD_LOCK_MS = 30 * 60 * 1000;

/** The member's 6-digit pay password, required before money leaves an account. */
export class PayPasswordService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async set(userId: bigint, paypwd: string): Promise<void> {
    if (!/^\d{6}$/.test(paypwd)) refuse(m.format, {}, 'paypwd');
    const now = BigInt(this.clock.now().getTime());
    await this.db
      .updateTable('users')
      .set({ pay_password_hash: await hashPassword(paypwd), pay_password_failures: 0n, pay_password_locked_until: 0n, updated_at: now })
      .where('id', '=', userId)
      .execute();
  }

  /**
   * Refuses unless `paypwd` is the member's pay password. After five wrong tries in a row the pay
   * password is locked for 30 minutes; a right one resets the count.
   */
  async verify(userId: bigint, paypwd: string): Promise<void> {
    const user = await this.db
      .selectFrom('users')
      .select(['pay_password_hash', 'pay_password_failures', 'pay_password_locked_until'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (!user.pay_password_hash) refuse(m.notSet, {}, 'paypwd');
    const now = BigInt(this.clock.now().getTime());
    if (user.pay_password_locked_until > now) {
      refuse(m.locked, { minutes: Math.ceil(Number(user.pay_password_locked_until - now) / 60000) }, 'paypwd');
    }
    if (/^\d{6}$/.test(paypwd) && (await verifyPassword(paypwd, user.pay_password_hash))) {
      if (user.pay_password_failures > 0n) {
        await this.db.updateTable('users').set({ pay_password_failures: 0n }).where('id', '=', userId).execute();
      }
      return;
    }
    const failures = await this.db
      .updateTable('users')
      .set((eb) => ({ pay_password_failures: eb('pay_password_failures', '+', 1n) }))
      .where('id', '=', userId)
      .returning('pay_password_failures')
      .executeTakeFirstOrThrow();
    const count = failures.pay_password_failures;
    if (count >= BigInt(PAY_PASSWORD_MAX_FAILURES)) {
      await this.db
        .updateTable('users')
        .set({ pay_password_failures: 0n, pay_password_locked_until: now + BigInt(PAY_PASSWORD_LOCK_MS) })
        .where('id', '=', userId)
        .execute();
      refuse(m.locked, { minutes: PAY_PASSWORD_LOCK_MS / 60000 }, 'paypwd');
    }
    refuse(m.wrong, { left: PAY_PASSWORD_MAX_FAILURES - Number(count) }, 'paypwd');
  }
}

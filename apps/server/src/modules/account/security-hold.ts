import type { Executor } from '../../platform/db/executor';
import { securityHoldUntil } from '../../platform/security-hold';
import { UserRepository } from './user-repository';

const users = new UserRepository();

/**
 * Starts (or restarts) the member's security hold at `now` (Unix ms): withdrawals and transfers to
 * other members are refused for the setting `security_hold_hours` from then. Call it in the
 * transaction of the change: a login password reset or changed, the pay password reset, the mobile
 * or email changed, the second factor turned off.
 */
export async function startSecurityHold(trx: Executor, userId: bigint, now: bigint): Promise<void> {
  await users.setSecurityChangedAt(trx, userId, now);
}

/** When the member's hold ends, in Unix seconds as `GET /api/user/index` sends it, or null without one. */
export async function withdrawHoldUntil(db: Executor, userId: bigint, hours: number, now: bigint): Promise<number | null> {
  const until = securityHoldUntil(await users.securityChangedAt(db, userId), hours, now);
  return until === null ? null : Math.ceil(Number(until) / 1000);
}

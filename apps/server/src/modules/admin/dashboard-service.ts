import type { AdminDashboard } from '@mcc/contract/admin';
import type { Kysely } from 'kysely';
import { startOfDayMs } from '../../platform/calendar';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { MemberAdminRepository } from './member-admin-repository';
import { OperatorRepository } from './operator-repository';

/** The console dashboard's member figures; the money figures come from the finance summary. */
export class DashboardService {
  readonly #members = new MemberAdminRepository();
  readonly #operators = new OperatorRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  async figures(): Promise<AdminDashboard> {
    const todayStartMs = startOfDayMs(this.clock.now().getTime(), this.timeZone);
    const members = await this.#members.figures(this.db, BigInt(todayStartMs));
    return {
      members_total: members.total,
      members_today: members.joined,
      members_frozen: members.frozen,
      operators_active: await this.#operators.countActive(this.db),
      today_start: Math.floor(todayStartMs / 1000),
      time_zone: this.timeZone,
    };
  }
}

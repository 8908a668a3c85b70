import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { startOfDayMs } from './day-start';

export interface MemberFigures {
  membersTotal: number;
  membersToday: number;
  membersFrozen: number;
  operatorsActive: number;
  todayStartMs: number;
}

/** The console dashboard's member figures; the money figures come from the finance summary. */
export class DashboardService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  async figures(): Promise<MemberFigures> {
    const todayStartMs = startOfDayMs(this.clock.now().getTime(), this.timeZone);
    const row = await this.db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<bigint>().as('total'),
        eb.fn.sum<bigint>(eb.case().when('created_at', '>=', BigInt(todayStartMs)).then(eb.lit(1)).else(eb.lit(0)).end()).as('today'),
        eb.fn.sum<bigint>(eb.case().when('status', '=', 'frozen').then(eb.lit(1)).else(eb.lit(0)).end()).as('frozen'),
      ])
      .executeTakeFirstOrThrow();
    const operators = await this.db
      .selectFrom('admins')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    // sum() is NUMERIC on PostgreSQL (a string) and null over no rows: Number() covers both.
    return {
      membersTotal: Number(row.total),
      membersToday: Number(row.today ?? 0),
      membersFrozen: Number(row.frozen ?? 0),
      operatorsActive: Number(operators.n),
      todayStartMs,
    };
  }
}

import type { Selectable } from 'kysely';
import { TotpStore } from '../../platform/auth/totp-store';
import type { Executor } from '../../platform/db/executor';
import type { AdminTotpTable, AdminTotpTicketTable } from './tables';

export type AdminTotpRow = Selectable<AdminTotpTable>;
export type TicketPurpose = 'sign_in' | 'enrol';

/** The operators' second factor: secrets, recovery codes and sign-in tickets (as the members' TotpRepository). */
export class OperatorTotpRepository extends TotpStore<AdminTotpRow, Omit<AdminTotpTicketTable, 'used_at'>> {
  constructor() {
    super({ factors: 'admin_totp', recoveryCodes: 'admin_recovery_codes', tickets: 'admin_totp_tickets', owner: 'admin_id' });
  }

  /** A live ticket of `purpose` and its operator, active only. */
  liveTicket(
    db: Executor,
    hash: string,
    purpose: TicketPurpose,
    now: bigint,
  ): Promise<{ admin_id: bigint; username: string; role: string } | undefined> {
    return db
      .selectFrom('admin_totp_tickets')
      .innerJoin('admins', 'admins.id', 'admin_totp_tickets.admin_id')
      .select(['admins.id as admin_id', 'admins.username', 'admins.role'])
      .where('admin_totp_tickets.ticket_hash', '=', hash)
      .where('admin_totp_tickets.purpose', '=', purpose)
      .where('admin_totp_tickets.used_at', 'is', null)
      .where('admin_totp_tickets.expires_at', '>', now)
      .where('admins.status', '=', 'active')
      .executeTakeFirst();
  }
}

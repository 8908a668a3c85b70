import type { Selectable } from 'kysely';
import { TotpStore } from '../../platform/auth/totp-store';
import type { Executor } from '../../platform/db/executor';
import type { MemberTotpTable, TotpSignInTicketTable } from './totp-tables';

export type MemberTotpRow = Selectable<MemberTotpTable>;

/** The second factor's tables: secrets, recovery codes and sign-in tickets. */
export class TotpRepository extends TotpStore<MemberTotpRow, Omit<TotpSignInTicketTable, 'used_at'>> {
  constructor() {
    super({ factors: 'member_totp', recoveryCodes: 'member_recovery_codes', tickets: 'totp_sign_in_tickets', owner: 'user_id' });
  }

  /** A live ticket's member and whether to stay signed in. */
  liveTicket(db: Executor, hash: string, now: bigint): Promise<{ user_id: bigint; remember: bigint } | undefined> {
    return db
      .selectFrom('totp_sign_in_tickets')
      .select(['user_id', 'remember'])
      .where('ticket_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }
}

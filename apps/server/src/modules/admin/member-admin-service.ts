import type { adminApi, MemberDetail, MemberItem } from '@mcc/contract/admin';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { Kysely } from 'kysely';
import type { MemberSessions } from '../../platform/auth/member-sessions';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { type Clock, unixSeconds } from '../../platform/clock';
import { type KeysetPage, mapPage } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { adminMessages as m } from './admin-messages';
import type { AuditLog } from './audit-log';
import { MemberAdminRepository, type MemberRow } from './member-admin-repository';

/** Keywords a unique column holds whole: a UID (6–8 digits), a mainland mobile, an email. */
const EXACT_LOOKING = [/^\d{6,8}$/, /^1[3-9]\d{9}$/, /^[^\s@]+@[^\s@]+\.[^\s@]+$/];

function memberItem(u: MemberRow): MemberItem {
  return {
    id: Number(u.id),
    uid: u.uid,
    nickname: u.nickname,
    mobile: u.mobile,
    email: u.email,
    status: u.status,
    inviter_uid: u.inviter_uid,
    created_at: unixSeconds(u.created_at),
  };
}

/** The console's view of members: search, detail with team counts, freeze and unfreeze. */
export class MemberAdminService {
  readonly #members = new MemberAdminRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    /** Told when a freeze ended a member's sessions, so every process forgets them at once. */
    private readonly sessions?: MemberSessions,
  ) {}

  /**
   * Matches UID, mobile, email or nickname (any part, any case); newest members first, page `page`
   * or those older than `before`. A keyword shaped like a UID, a mobile or a whole email is looked
   * up exactly first (the unique indexes); only when that finds no one is it searched as a part.
   */
  async search(query: ParsedOf<typeof adminApi.members>): Promise<KeysetPage<MemberItem>> {
    const keyword = query.keyword?.trim();
    const window = { page: query.page, before: query.before === undefined ? undefined : BigInt(query.before) };
    if (keyword && EXACT_LOOKING.some((shape) => shape.test(keyword))) {
      const exact = await this.#members.exact(this.db, keyword, query.status, window);
      if (exact.total > 0) return mapPage(exact, memberItem);
    }
    const page = await this.#members.search(this.db, query, window);
    return mapPage(page, memberItem);
  }

  async detail(userId: bigint): Promise<MemberDetail> {
    const row = await this.#members.detail(this.db, userId);
    if (!row) return refuse(m.memberNotFound, {}, 'user_id');
    const { pay_password_hash, inviter_id, inviter_nickname, avatar, bio, invite_code, wallet_address, updated_at } = row;
    return {
      member: {
        ...memberItem(row),
        avatar,
        bio,
        invite_code,
        wallet_address,
        pay_password_set: pay_password_hash !== null,
        updated_at: unixSeconds(updated_at),
      },
      inviter:
        inviter_id !== null && row.inviter_uid !== null
          ? { id: Number(inviter_id), uid: row.inviter_uid, nickname: inviter_nickname ?? '' }
          : null,
      team: await this.#members.teamCounts(this.db, userId),
    };
  }

  /** Freezing ends the member's sessions at once; unfreezing lets them sign in again. */
  async setStatus(
    actor: OperatorSession,
    ip: string,
    input: ParsedOf<typeof adminApi.freezeMember>,
    status: 'active' | 'frozen',
  ): Promise<DataOf<typeof adminApi.freezeMember>> {
    const userId = BigInt(input.user_id);
    const from = status === 'frozen' ? 'active' : 'frozen';
    await this.db.transaction().execute(async (trx) => {
      const moved = await this.#members.moveStatus(trx, userId, from, status, BigInt(this.clock.now().getTime()));
      if (!moved) {
        const current = await this.#members.statusOf(trx, userId);
        if (current === undefined) refuse(m.memberNotFound, {}, 'user_id');
        refuse(m.memberAlreadyInState, { status: current }, 'user_id');
      }
      if (status === 'frozen') await this.#members.endSessions(trx, userId);
      await this.audit.record(
        actor,
        ip,
        {
          action: status === 'frozen' ? 'member.freeze' : 'member.unfreeze',
          targetType: 'user',
          targetId: userId,
          before: { status: from },
          after: { status, reason: input.reason },
        },
        trx,
      );
    });
    if (status === 'frozen') await this.sessions?.ended(userId);
    return { id: input.user_id, status };
  }
}

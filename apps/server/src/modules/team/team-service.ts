import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { teamApi } from '@mcc/contract/team';
import type { Kysely } from 'kysely';
import { dayOf, startOfDay } from '../../platform/calendar';
import { type Clock, unixSeconds } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { MAIN_ASSET, money } from '../../platform/main-asset';
import { maskAccount, maskName } from '../../platform/mask';
import { formatRate } from '../../platform/rate';
import type { AssetRegistry } from '../ledger/assets';
import type { SettingsService } from '../settings/settings-service';
import { inviteLink } from './invite-link';
import { referralShares } from './referral-shares';
import { TEAM_LEVELS, TeamRepository } from './team-repository';

export interface LevelFigures {
  level: number;
  members: number;
  active: number;
  staked: bigint;
}

export interface TeamDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** The day boundary of "today's rewards" (config TIME_ZONE). */
  timeZone: string;
  settings: SettingsService;
  assets: AssetRegistry;
}

/**
 * A member's team by level (1 = invited by them, 2 = by those, 3 = by those) and the referral
 * rewards it brings, counted in the main asset.
 */
export class TeamService {
  readonly #team = new TeamRepository();

  constructor(private readonly deps: TeamDeps) {}

  /** The start of today in the server's time zone (Unix ms). */
  #todayStart(): bigint {
    const { clock, timeZone } = this.deps;
    return BigInt(startOfDay(dayOf(clock.now(), timeZone), timeZone).getTime());
  }

  async #format(value: bigint, code = MAIN_ASSET): Promise<string> {
    return money(value, await this.deps.assets.find(code));
  }

  /** The configured shares per level as normalised fractions ("0.10" → "0.1"). */
  async #shares(): Promise<string[]> {
    return (await referralShares(this.deps.settings)).map(formatRate);
  }

  /** Members, active members (a running order) and running principal in `asset`, per level. */
  levels(userId: bigint, asset: string): Promise<LevelFigures[]> {
    const { db } = this.deps;
    return Promise.all(
      TEAM_LEVELS.map(async (level) => {
        const members = await this.#team.levelSize(db, userId, level);
        const { active, staked } = await this.#team.levelStaking(db, userId, level, asset);
        return { level, members, active, staked };
      }),
    );
  }

  /** Referral rewards in `asset` credited today (server time zone) and ever. */
  rewardTotals(userId: bigint, asset: string): Promise<{ today: bigint; total: bigint }> {
    return this.#team.rewardTotals(this.deps.db, userId, asset, this.#todayStart());
  }

  async info(userId: bigint): Promise<DataOf<typeof teamApi.info>> {
    const [levels, rewards, shares] = await Promise.all([
      this.levels(userId, MAIN_ASSET),
      this.rewardTotals(userId, MAIN_ASSET),
      this.#shares(),
    ]);
    return {
      asset: MAIN_ASSET,
      levels: await Promise.all(
        levels.map(async (l) => ({ level: l.level, members: l.members, active: l.active, staked: await this.#format(l.staked) })),
      ),
      total_members: levels.reduce((n, l) => n + l.members, 0),
      today_rewards: await this.#format(rewards.today),
      total_rewards: await this.#format(rewards.total),
      shares,
    };
  }

  /** One level's members, newest first, masked, with their running principal: page `page`, or those below `before`. */
  async members(userId: bigint, query: ParsedOf<typeof teamApi.members>): Promise<DataOf<typeof teamApi.members>> {
    const { level } = query;
    const window = { page: query.page, before: query.before === undefined ? undefined : BigInt(query.before) };
    const rows = await this.#team.levelPage(this.deps.db, userId, level, window, MAIN_ASSET);
    const list = await Promise.all(
      rows.list.map(async (r) => ({
        account: maskAccount(r.mobile, r.email, r.uid),
        nickname: maskName(r.nickname),
        avatar: r.avatar,
        joined_at: unixSeconds(r.created_at),
        staked: await this.#format(BigInt(r.staked ?? 0n)),
        active: BigInt(r.running ?? 0n) > 0n,
      })),
    );
    return { ...rows, list, level };
  }

  /** The member's referral rewards, newest first: page `page`, or those older than `before` (the `next_before` of the page before). */
  async rewards(userId: bigint, window: { page: number; before?: number }): Promise<DataOf<typeof teamApi.rewards>> {
    const before = window.before === undefined ? undefined : BigInt(window.before);
    const rows = await this.#team.rewardPage(this.deps.db, userId, { page: window.page, before });
    const list = await Promise.all(
      rows.list.map(async (r) => ({
        id: Number(r.id),
        level: Number(r.level),
        from: maskAccount(r.mobile, r.email, r.uid),
        day: r.day,
        asset: r.asset,
        amount: await this.#format(r.amount, r.asset),
        created_at: unixSeconds(r.created_at),
      })),
    );
    return { ...rows, list };
  }

  /** The invite code, the invite link on `origin` and the shares per level. */
  async promote(userId: bigint, origin: string): Promise<DataOf<typeof teamApi.promote>> {
    const code = await this.#team.inviteCode(this.deps.db, userId);
    const shares = await this.#shares();
    return { invite_code: code, invite_link: inviteLink(origin, code), shares: shares.map((share, i) => ({ level: i + 1, share })) };
  }
}

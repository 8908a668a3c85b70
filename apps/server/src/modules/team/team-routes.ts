import { teamInfoResponse, teamMemberQuery, teamMemberResponse, teamPromoteResponse, teamRewardsResponse } from '@mcc/contract/team';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemberSessions } from '../../platform/auth/member-sessions';
import type { Clock } from '../../platform/clock';
import { pageOf } from '../../platform/db/executor';
import { memberScope } from '../../platform/http/member-auth';
import type { AssetRegistry } from '../ledger/assets';
import { formatRate, parseRate } from '../pledge/pledge-math';
import { MAIN_ASSET, money } from '../pledge/pledge-service';
import type { SettingsService } from '../settings/settings-service';
import { inviteLink } from './mask';
import { TEAM_PAGE_SIZE, type TeamService } from './team-service';

const security = [{ token: [] }];
const seconds = (ms: bigint) => Math.floor(Number(ms) / 1000);

export interface TeamRoutesOptions {
  team: TeamService;
  settings: SettingsService;
  memberSessions: MemberSessions;
  clock: Clock;
  /** PUBLIC_URL; unset = the request's own origin. */
  publicUrl: string | undefined;
  assets: AssetRegistry;
}

/** The configured shares per level as normalised fractions ("0.10" → "0.1"). */
async function shares(settings: SettingsService): Promise<string[]> {
  const s = await settings.all();
  return [s.referral_share_level1, s.referral_share_level2, s.referral_share_level3].map((v) => formatRate(parseRate(v) ?? 0n));
}

/** My team, its members by level, my referral rewards and my invitation. */
export const teamRoutes: FastifyPluginAsyncZod<TeamRoutesOptions> = async (base, o) => {
  memberScope(base, o.memberSessions);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['team'];
  const main = MAIN_ASSET;
  const format = async (v: bigint, code = main) => money(v, await o.assets.find(code));

  app.get(
    '/api/team/info',
    {
      schema: {
        tags,
        security,
        summary: 'Members, active members and staked principal per level 1..3; referral rewards today and in all',
        querystring: z.strictObject({}),
        response: { 200: teamInfoResponse },
      },
    },
    async (request, reply) => {
      const userId = request.member.userId;
      const [levels, rewards, levelShares] = await Promise.all([
        o.team.levels(userId, main),
        o.team.rewardTotals(userId, main),
        shares(o.settings),
      ]);
      return reply.ok({
        asset: main,
        levels: await Promise.all(
          levels.map(async (l) => ({ level: l.level, members: l.members, active: l.active, staked: await format(l.staked) })),
        ),
        total_members: levels.reduce((n, l) => n + l.members, 0),
        today_rewards: await format(rewards.today),
        total_rewards: await format(rewards.total),
        shares: levelShares,
      });
    },
  );

  app.get(
    '/api/team/member',
    {
      schema: {
        tags,
        security,
        summary: "One level's members, masked, newest first",
        querystring: teamMemberQuery,
        response: { 200: teamMemberResponse },
      },
    },
    async (request, reply) => {
      const { level, page } = request.query;
      const { rows, total } = await o.team.members(request.member.userId, level, page, main);
      const list = await Promise.all(
        rows.map(async (m) => ({
          account: m.account,
          nickname: m.nickname,
          avatar: m.avatar,
          joined_at: seconds(m.joinedAt),
          staked: await format(m.staked),
          active: m.active,
        })),
      );
      return reply.ok({ ...pageOf(list, total, page, TEAM_PAGE_SIZE), level });
    },
  );

  app.get(
    '/api/team/rewards',
    {
      schema: {
        tags,
        security,
        summary: 'My referral rewards, newest first',
        querystring: z.strictObject({ page: teamMemberQuery.shape.page }),
        response: { 200: teamRewardsResponse },
      },
    },
    async (request, reply) => {
      const { page } = request.query;
      const { rows, total } = await o.team.rewards(request.member.userId, page);
      const list = await Promise.all(
        rows.map(async (r) => ({
          id: Number(r.id),
          level: r.level,
          from: r.from,
          day: r.day,
          asset: r.asset,
          amount: await format(r.amount, r.asset),
          created_at: seconds(r.createdAt),
        })),
      );
      return reply.ok(pageOf(list, total, page, TEAM_PAGE_SIZE));
    },
  );

  app.get(
    '/api/team/promote',
    {
      schema: {
        tags,
        security,
        summary: 'My invite code, invite link and the shares per level',
        querystring: z.strictObject({}),
        response: { 200: teamPromoteResponse },
      },
    },
    async (request, reply) => {
      const code = await o.team.inviteCode(request.member.userId);
      const origin = o.publicUrl ?? `${request.protocol}://${request.host}`;
      const levelShares = await shares(o.settings);
      return reply.ok({
        invite_code: code,
        invite_link: inviteLink(origin, code),
        shares: levelShares.map((share, i) => ({ level: i + 1, share })),
      });
    },
  );
};

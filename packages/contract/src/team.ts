import { z } from 'zod';
import { endpointGroup, noQuery } from './endpoint';
import { envelope } from './envelope';
import { moneyString } from './money';
import { queryInt } from './query-int';
import { keysetPaged, keysetParams, keysetQuery } from './records';
import { unixSeconds } from './scalars';

// Team and promotion (`/api/team/*`): the members a member invited (level 1), whom they invited
// (level 2) and so on to level 3, and the referral rewards their staking earnings bring.

const shareString = z.string().regex(/^\d(\.\d{1,8})?$/);

export const teamLevel = z.object({
  level: z.number().int(),
  members: z.number().int(),
  /** Members with a running staking order. */
  active: z.number().int(),
  /** Running principal of the level's members, in `asset`. */
  staked: moneyString,
});
export type TeamLevel = z.infer<typeof teamLevel>;

// GET /api/team/info
export const teamInfoData = z.object({
  asset: z.string(),
  levels: z.array(teamLevel),
  total_members: z.number().int(),
  /** Referral rewards credited today (server time zone) and ever, in `asset`. */
  today_rewards: moneyString,
  total_rewards: moneyString,
  /** Each level's share of a member's daily earning: ["0.1", "0.05", "0.02"]. */
  shares: z.array(shareString),
});
export type TeamInfoData = z.infer<typeof teamInfoData>;
export const teamInfoResponse = envelope(teamInfoData);

// GET /api/team/member?level&page|before
export const teamMemberQuery = z.strictObject({ level: queryInt(1, 3).default(1), ...keysetParams });
export const teamMemberItem = z.object({
  /** Masked mobile or email, e.g. `138****0002`. */
  account: z.string(),
  /** Masked nickname. */
  nickname: z.string(),
  avatar: z.string(),
  joined_at: unixSeconds,
  staked: moneyString,
  active: z.boolean(),
});
export type TeamMemberItem = z.infer<typeof teamMemberItem>;
export const teamMemberData = keysetPaged(teamMemberItem).extend({ level: z.number().int() });
export const teamMemberResponse = envelope(teamMemberData);

// GET /api/team/rewards?page|before
export const teamRewardItem = z.object({
  id: z.number().int(),
  level: z.number().int(),
  /** Masked account of the member whose earning it came from. */
  from: z.string(),
  day: z.string(),
  asset: z.string(),
  amount: moneyString,
  created_at: unixSeconds,
});
export type TeamRewardItem = z.infer<typeof teamRewardItem>;
export const teamRewardsResponse = envelope(keysetPaged(teamRewardItem));

// GET /api/team/promote
export const teamPromoteData = z.object({
  invite_code: z.string(),
  /** PUBLIC_URL (or the request's host) + /pages/register/register?invite=CODE */
  invite_link: z.string(),
  shares: z.array(z.object({ level: z.number().int(), share: shareString })),
});
export type TeamPromoteData = z.infer<typeof teamPromoteData>;
export const teamPromoteResponse = envelope(teamPromoteData);

// ---- The calls ----

export const teamRewardsQuery = keysetQuery();

const member = endpointGroup({ tag: 'team', caller: 'member' });

/** The members' team calls. */
export const teamApi = {
  info: member.get({
    path: '/api/team/info',
    summary: 'Members, active members and staked principal per level 1..3; referral rewards today and in all',
    query: noQuery,
    response: teamInfoResponse,
  }),
  members: member.get({
    path: '/api/team/member',
    summary: "One level's members, masked, newest first",
    query: teamMemberQuery,
    response: teamMemberResponse,
  }),
  rewards: member.get({
    path: '/api/team/rewards',
    summary: 'My referral rewards, newest first',
    query: teamRewardsQuery,
    response: teamRewardsResponse,
  }),
  promote: member.get({
    path: '/api/team/promote',
    summary: 'My invite code, invite link and the shares per level',
    query: noQuery,
    response: teamPromoteResponse,
  }),
};

import type { MemberFigures } from '@mcc/contract/pledge';
import { MAIN_ASSET, money } from '../../platform/main-asset';
import type { AssetRegistry } from '../ledger/assets';
import type { NoticeService } from '../notice/notice-service';
import type { TeamService } from '../team/team-service';
import type { OrderTips } from '../tips/tips-service';
import type { PledgeService } from './pledge-service';

export interface MemberFiguresDeps {
  pledge: PledgeService;
  team: TeamService;
  tips: OrderTips;
  notices: NoticeService;
  assets: AssetRegistry;
}

/** The figures staking, team, tips and notices add to `GET /api/user/index` for one member. */
export function memberFiguresOf(deps: MemberFiguresDeps): (userId: bigint) => Promise<MemberFigures> {
  return async (userId) => {
    const [totals, levels, rewards, unreadTips, unreadNotices, asset] = await Promise.all([
      deps.pledge.totals(userId),
      deps.team.levels(userId, MAIN_ASSET),
      deps.team.rewardTotals(userId, MAIN_ASSET),
      deps.tips.unreadCount(userId),
      deps.notices.unreadCount(userId),
      deps.assets.find(MAIN_ASSET),
    ]);
    return {
      pledge: totals.main,
      team: {
        asset: MAIN_ASSET,
        members: levels.reduce((n, l) => n + l.members, 0),
        today_rewards: money(rewards.today, asset),
        total_rewards: money(rewards.total, asset),
      },
      unread_tips: unreadTips,
      unread_notices: unreadNotices,
    };
  };
}

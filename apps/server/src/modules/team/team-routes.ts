import { teamApi } from '@mcc/contract/team';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/routes';
import type { TeamService } from './team-service';

export interface TeamRoutesOptions {
  team: TeamService;
  /** PUBLIC_URL; unset = the request's own origin. */
  publicUrl: string | undefined;
}

/** My team, its members by level, my referral rewards and my invitation (registered in the members' scope). */
export const teamRoutes: FastifyPluginAsync<TeamRoutesOptions> = async (app, o) => {
  route(app, teamApi.info, async (_, request) => o.team.info(request.member.userId));
  route(app, teamApi.members, async (query, request) => o.team.members(request.member.userId, query));
  route(app, teamApi.rewards, async (query, request) => o.team.rewards(request.member.userId, query));
  route(app, teamApi.promote, async (_, request) =>
    o.team.promote(request.member.userId, o.publicUrl ?? `${request.protocol}://${request.host}`),
  );
};

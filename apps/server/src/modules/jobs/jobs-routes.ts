import { jobsRunBody, jobsRunResponse, jobsStatusResponse, type PendingPayoutItem } from '@mcc/contract/pledge';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OperatorSessions } from '../../platform/auth/operator-sessions';
import { isDay } from '../../platform/calendar';
import type { Clock } from '../../platform/clock';
import { operatorScope, permit } from '../../platform/http/operator-auth';
import { refuse } from '../../platform/http/refusal';
import type { AuditLog } from '../admin/audit-log';
import { pledgeMessages as m } from '../pledge/pledge-messages';
import type { DailyJobs, JobRunRecord } from './daily-jobs';

export interface JobsRoutesOptions {
  jobs: DailyJobs;
  /** The payouts waiting for the reward pool (staking's). */
  pending: (today: string) => Promise<{ total: number; list: PendingPayoutItem[] }>;
  /** Demo mode lets an operator run a day after today (to show earnings in a demo). */
  futureAllowed: boolean;
  audit: AuditLog;
  operatorSessions: OperatorSessions;
  clock: Clock;
}

const security = [{ token: [] }];
const seconds = (ms: bigint | null) => (ms === null ? null : Math.floor(Number(ms) / 1000));

export function jobRunView(r: JobRunRecord) {
  return {
    id: Number(r.id),
    trigger: r.trigger,
    through_day: r.throughDay,
    status: r.status,
    stats: r.stats,
    error: r.error,
    started_at: seconds(r.startedAt) ?? 0,
    finished_at: seconds(r.finishedAt),
  };
}

/** The console's jobs view: last runs and payouts waiting (`jobs.run` to see and to run). */
export const jobsRoutes: FastifyPluginAsyncZod<JobsRoutesOptions> = async (base, o) => {
  operatorScope(base, o.operatorSessions);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const preHandler = permit('jobs.run');

  app.get(
    '/admin/api/jobs/index',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Daily jobs: time zone, today, last runs, payouts waiting',
        querystring: z.strictObject({}),
        response: { 200: jobsStatusResponse },
      },
    },
    async (_request, reply) => {
      const today = o.jobs.today();
      const [runs, pending] = await Promise.all([o.jobs.lastRuns(), o.pending(today)]);
      return reply.ok({
        time_zone: o.jobs.timeZone,
        today,
        future_allowed: o.futureAllowed,
        runs: runs.map(jobRunView),
        pending: pending.list,
        pending_total: pending.total,
      });
    },
  );

  app.post(
    '/admin/api/jobs/run',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Runs every daily job for each day up to `date`',
        body: jobsRunBody,
        response: { 200: jobsRunResponse },
      },
    },
    async (request, reply) => {
      const { date } = request.body;
      if (!isDay(date)) refuse(m.badDay, {}, 'date');
      const today = o.jobs.today();
      if (date > today && !o.futureAllowed) refuse(m.futureDay, { today }, 'date');
      const run = await o.jobs.run(date, `console:${request.operator.username}`);
      await o.audit.record(request.operator, request.ip, {
        action: 'jobs.run',
        targetType: 'jobs',
        targetId: date,
        after: { run_id: run.id, status: run.status, stats: run.stats },
      });
      return reply.ok(jobRunView(run));
    },
  );
};

import { performance } from 'node:perf_hooks';
import { commonApi } from '@mcc/contract/common';
import { jobsApi } from '@mcc/contract/pledge';
import { describe, expect, it } from 'vitest';
import { getFrom, postTo } from '../../../test/http';
import { addMember } from '../../../test/members';
import { credit, fundPool, USDT } from '../../../test/money';
import { addOperator } from '../../../test/operators';
import { testDialect, useTestApp } from '../../../test/test-app';
import { addDays } from '../../platform/calendar';
import { addProduct, subscribe } from '../pledge/pledge-fixtures';
import { DEMO_FUTURE_DAYS } from './jobs-console';

// A jobs run works in small transactions and lets other requests in between them: while a
// multi-day run pays hundreds of earnings, the public settings keep answering. Demo mode runs at
// most DEMO_FUTURE_DAYS ahead of today.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', MCC_MODE: 'demo' });

const ORDERS = 40;

describe('a jobs run', () => {
  it('runs at most a few days ahead in demo mode, said in the status', async () => {
    const admin = await addOperator(t, 'super_admin');
    const status = await getFrom(t, jobsApi.status, { as: admin });
    const { today, latest_day, future_allowed } = status.body.data;
    expect(future_allowed).toBe(true);
    expect(latest_day).toBe(addDays(today, DEMO_FUTURE_DAYS));
    const far = await postTo(t, jobsApi.run, { date: addDays(today, DEMO_FUTURE_DAYS + 1) }, { as: admin });
    expect(far.body).toMatchObject({ code: 0, data: { field: 'date' } });
    expect(far.body.msg).toBe(`In demo mode jobs can run at most ${DEMO_FUTURE_DAYS} days ahead (through ${latest_day})`);
    expect((await postTo(t, jobsApi.run, { date: '2027-12-31' }, { as: admin })).body.code).toBe(0);
  });

  it('never stalls other requests: the settings keep answering while hundreds of earnings are paid', async () => {
    const admin = await addOperator(t, 'super_admin');
    await fundPool(t, 1_000_000n * USDT);
    const product = await addProduct(t, { termDays: 30, dailyRate: 500_000n });
    for (let i = 0; i < ORDERS; i++) {
      const member = await addMember(t);
      await credit(t, member, 1_000n * USDT);
      expect((await subscribe(t, member, product, '100')).body.code).toBe(1);
    }
    const today = (await getFrom(t, jobsApi.status, { as: admin })).body.data.today as string;

    let running = true;
    const latencies: number[] = [];
    const poll = (async () => {
      while (running) {
        const started = performance.now();
        const res = await t.app.inject({ method: 'GET', url: commonApi.sysConfig.path });
        expect(res.statusCode).toBe(200);
        latencies.push(performance.now() - started);
        // A request arrives from the network, as a macrotask: a loop of injected calls alone never would.
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const started = performance.now();
    const run = await postTo(t, jobsApi.run, { date: addDays(today, DEMO_FUTURE_DAYS) }, { as: admin });
    const runMs = performance.now() - started;
    running = false;
    await poll;

    expect(run.body.code).toBe(1);
    expect(run.body.data.stats.earnings).toBe(ORDERS * DEMO_FUTURE_DAYS);
    const sorted = [...latencies].sort((a, b) => a - b);
    const max = sorted.at(-1) ?? 0;
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.info(
      `[${testDialect}] jobs run of ${ORDERS * DEMO_FUTURE_DAYS} earnings took ${runMs.toFixed(0)} ms; ` +
        `${latencies.length} sysConfig answers meanwhile, median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
    // Answers kept coming during the run, not all at its end: at least one per 10 earnings paid.
    expect(latencies.length).toBeGreaterThan((ORDERS * DEMO_FUTURE_DAYS) / 10);
    expect(max).toBeLessThan(Math.max(1000, runMs / 4));
  }, 180_000);
});

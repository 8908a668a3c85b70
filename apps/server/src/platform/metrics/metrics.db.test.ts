import { readFileSync } from 'node:fs';
import path from 'node:path';
import { auctionApi } from '@mcc/contract/auction';
import { commonApi } from '@mcc/contract/common';
import { fundApi } from '@mcc/contract/fund';
import { adminLiabilitiesApi } from '@mcc/contract/liabilities';
import { jobsApi } from '@mcc/contract/pledge';
import { describe, expect, it } from 'vitest';
import { getFrom, newKey, pathOf, postTo } from '../../../test/http';
import { addMember, PAY_PASSWORD } from '../../../test/members';
import { METRICS_TOKEN, parseScrape, promtool, promtoolCheckMetrics, samples, sampleValue, scrape } from '../../../test/metrics';
import { credit, USDT } from '../../../test/money';
import { addOperator } from '../../../test/operators';
import { createTestApp, testDialect, useTestApp } from '../../../test/test-app';
import { nowMs } from '../clock';

// GET /metrics: the Prometheus text format for a scrape with the bearer token, 404 otherwise; every
// series the contract names; requests counted once by their route's template; the database's
// figures read at scrape time (docs/operations.md).

// With the members' app built: any other unknown path without an extension gets the app's page.
const dist = { 'web/index.html': '<!doctype html><title>MCC</title>' };
const t = useTestApp({ METRICS_TOKEN, MCC_MODE: 'demo', RATE_LIMIT_PER_MINUTE: '1000000' }, { dist });

/** Moves the manual clock past the health figures' cache, so the next scrape reads the database again. */
const pastCache = () => t.clock.set(new Date(Number(nowMs(t.clock)) + 10_000).toISOString());

async function addNetwork(name: string, head: bigint, scannedTo: bigint) {
  const now = nowMs(t.clock);
  const { id } = await t.database.db
    .insertInto('chain_networks')
    .values({
      name,
      chain_id: BigInt(90_000 + Number(head % 1000n)),
      rpc_url: 'http://127.0.0.1:9/',
      asset: 'USDT',
      token_address: '0x0000000000000000000000000000000000000001',
      token_decimals: 6n,
      confirmations: 12n,
      min_deposit: 10n * USDT,
      xpub: 'xpub-unused',
      start_block: 1n,
      enabled: 1n,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('chain_cursors')
    .values({ network_id: id, scanned_to: scannedTo, scanned_hash: null, head, last_error: null, last_run_at: now, updated_at: now })
    .execute();
}

describe('GET /metrics', () => {
  it('is a 404 without the bearer token, with a wrong one, or with another scheme — never the members’ app', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/no-such-page' })).body).toContain('<title>MCC</title>');
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: METRICS_TOKEN },
      { authorization: `Basic ${METRICS_TOKEN}` },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_requests_total');
      expect(res.json()).toMatchObject({ code: 0, data: null });
    }
  });

  it('is a 404 when no METRICS_TOKEN is set, whatever is sent', async () => {
    const plain = await createTestApp({}, { dist });
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 0 });
    } finally {
      await plain.close();
    }
  });

  it('answers the text format 0.0.4 with every series the contract names', async () => {
    await addNetwork('Watched EVM', 1_500n, 1_380n);
    const member = await addMember(t);
    await credit(t, member, 1_250n * USDT + 500_000n);
    await getFrom(t, commonApi.sysConfig);
    pastCache();
    const { status, contentType, text } = await scrape(t);
    expect(status).toBe(200);
    expect(contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
    const families = parseScrape(text);
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'mcc_ledger_liabilities',
      'mcc_jobs_last_success_timestamp_seconds',
      'mcc_chain_watcher_lag_blocks',
      'mcc_ledger_verify_ok',
      'mcc_withdrawals_waiting',
      'mcc_group_commit_batch_size',
      'mcc_session_cache_lookups_total',
      'mcc_db_pool_connections',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_space_size_used_bytes',
    ]) {
      expect(families.has(name), name).toBe(true);
    }
    // Left out for what its observer costs on every collection.
    expect(families.has('nodejs_gc_duration_seconds')).toBe(false);
    expect(families.get('http_requests_total')?.type).toBe('counter');
    expect(families.get('http_request_duration_seconds')?.type).toBe('histogram');
    expect(sampleValue(families, 'mcc_chain_watcher_lag_blocks', { network: 'Watched EVM' })).toBe(120);
    // What members hold, in USDT (not base units): the credit above, with the demo data's members.
    const owed = sampleValue(families, 'mcc_ledger_liabilities', { asset: 'USDT' }) ?? 0;
    expect(owed).toBeGreaterThanOrEqual(1250.5);
    for (const job of ['pledge', 'coinmix', 'auction', 'liabilities', 'ledger_verify']) {
      expect(sampleValue(families, 'mcc_jobs_last_success_timestamp_seconds', { job }), job).not.toBeUndefined();
    }
  });

  it('counts a request once, under its route template, never under its path, its query or a token', async () => {
    const member = await addMember(t);
    const before = parseScrape((await scrape(t)).text);
    const label = { method: 'GET', route: auctionApi.detail.path, status: '200' };
    const was = sampleValue(before, 'http_requests_total', label) ?? 0;
    await t.app.inject({
      method: 'GET',
      url: pathOf(auctionApi.detail, { id: 987654321, token: 'secret-query-token' }),
      headers: { token: member.token },
    });
    await t.app.inject({ method: 'GET', url: '/api/no-such-call/123456789' });
    const { text } = await scrape(t);
    const after = parseScrape(text);
    expect(sampleValue(after, 'http_requests_total', label)).toBe(was + 1);
    expect(sampleValue(after, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    const durations = (families: typeof after) =>
      sampleValue(families, 'http_request_duration_seconds', { route: auctionApi.detail.path }, 'http_request_duration_seconds_count') ?? 0;
    expect(durations(after) - durations(before)).toBe(1);
    for (const sample of samples(after, 'http_requests_total')) {
      const route = sample.labels.route ?? '';
      expect(route === 'unmatched' || route.startsWith('/'), route).toBe(true);
      expect(route).not.toMatch(/\d{5,}/);
    }
    for (const secret of ['987654321', '123456789', 'secret-query-token', member.token, METRICS_TOKEN]) expect(text).not.toContain(secret);
  });

  it('counts refusals by their reason and replays of an Idempotency-Key', async () => {
    const member = await addMember(t);
    await credit(t, member, 10n * USDT);
    const other = await addMember(t);
    const body = { asset: 'USDT', to: other.uid, amount: '1.00', paypwd: PAY_PASSWORD };
    const key = newKey();
    const before = parseScrape((await scrape(t)).text);
    const replays = (families: ReturnType<typeof parseScrape>) =>
      sampleValue(families, 'mcc_idempotent_replays_total', { route: fundApi.transfer.path }) ?? 0;
    const first = await postTo(t, fundApi.transfer, body, { as: member, key });
    expect(first.body.code).toBe(1);
    const again = await postTo(t, fundApi.transfer, body, { as: member, key });
    expect(again.body.data).toEqual(first.body.data);
    await postTo(t, fundApi.transfer, { ...body, to: member.uid }, { as: member, key: newKey() });
    const after = parseScrape((await scrape(t)).text);
    expect(replays(after) - replays(before)).toBe(1);
    const self = { route: fundApi.transfer.path, reason: 'You cannot transfer to yourself' };
    expect((sampleValue(after, 'mcc_refusals_total', self) ?? 0) - (sampleValue(before, 'mcc_refusals_total', self) ?? 0)).toBe(1);
  });

  it('reads the jobs, ledger:verify and custody from the database at scrape time', async () => {
    const admin = await addOperator(t, 'super_admin');
    const today = (await getFrom(t, jobsApi.status, { as: admin })).body.data.today as string;
    expect((await postTo(t, jobsApi.run, { date: today }, { as: admin })).body.code).toBe(1);
    expect(
      (await postTo(t, adminLiabilitiesApi.custody, { asset: 'USDT', amount: '5000000', note: 'cold wallet' }, { as: admin })).body.code,
    ).toBe(1);
    pastCache();
    const families = parseScrape((await scrape(t)).text);
    const now = Number(nowMs(t.clock)) / 1000;
    expect(sampleValue(families, 'mcc_ledger_verify_ok')).toBe(1);
    expect(sampleValue(families, 'mcc_ledger_verify_differences')).toBe(0);
    expect(sampleValue(families, 'mcc_ledger_verify_last_run_timestamp_seconds')).toBeGreaterThan(now - 60);
    expect(sampleValue(families, 'mcc_jobs_last_success_timestamp_seconds', { job: 'ledger_verify' })).toBeGreaterThan(now - 60);
    expect(sampleValue(families, 'mcc_custody_declared', { asset: 'USDT' })).toBe(5_000_000);
  });

  it('has every series the alert rules and the dashboard read', async () => {
    const ops = path.resolve(import.meta.dirname, '../../../../../ops');
    const text = ['prometheus/alerts.yml', 'grafana/mcc-dashboard.json']
      .map((file) => readFileSync(path.join(ops, file), 'utf8'))
      .join('\n');
    const used = new Set([...text.matchAll(/\b((?:mcc|http|nodejs|process)_[a-z0-9_]+)\b/g)].map((m) => m[1] ?? ''));
    const families = parseScrape((await scrape(t)).text);
    const missing = [...used].filter((name) => !families.has(name) && !families.has(name.replace(/_(bucket|sum|count)$/, '')));
    expect(used.size).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('passes promtool check metrics', async () => {
    const bin = promtool();
    if (!bin) {
      // `npm test` installs promtool first (scripts/ensure-promtool.sh) and sets MCC_REQUIRE_PROMTOOL.
      if (process.env.MCC_REQUIRE_PROMTOOL) throw new Error('promtool is not installed (scripts/ensure-promtool.sh)');
      console.warn(`[${testDialect}] promtool is not installed: the scrape was not checked by promtool (scripts/ensure-promtool.sh)`);
      return;
    }
    await getFrom(t, commonApi.sysConfig);
    pastCache();
    const check = promtoolCheckMetrics(bin, (await scrape(t)).text);
    // Exit 1 is a scrape promtool cannot parse; 3 lists naming problems. prom-client names three of
    // its own process gauges `_total` (nodejs_active_handles_total…): those are the library's, every
    // other name must pass.
    expect(check.status === 0 || check.status === 3, check.output).toBe(true);
    const ours = check.output.split('\n').filter((line) => line && !/^nodejs_active_(handles|requests|resources)_total /.test(line));
    expect(ours).toEqual([]);
  });
});

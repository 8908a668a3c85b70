import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_TOKEN, parseScrape, promtool, promtoolCheckMetrics, sampleValue } from '../metrics';
import { scratchDatabase } from '../scratch-postgres';
import { buildServer, type Cluster, type PrivatePostgres, privatePostgres, startCluster } from './cluster-harness';

// GET /metrics on `serve:cluster`: three server processes behind one port, and a scrape that lands
// on any one of them answers for all three — every request counted once whichever process served
// it, one set of series, the database's figures once (docs/operations.md).

const INSTANCES = 3;
const REQUESTS = 30;

let pg: PrivatePostgres;
let cluster: Cluster;
let dropDatabase: () => Promise<void>;

/** One GET on a connection of its own: the cluster hands each new connection to the next process. */
function getAlone(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const scrape = () => getAlone(`${cluster.url}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });

beforeAll(async () => {
  buildServer();
  pg = await privatePostgres();
  const db = await scratchDatabase(pg.adminUrl, 'mcc_cluster_metrics');
  dropDatabase = db.drop;
  cluster = await startCluster(INSTANCES, { DATABASE_URL: db.url, METRICS_TOKEN, RATE_LIMIT_PER_MINUTE: '100000000' });
  await cluster.whole(INSTANCES);
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  await dropDatabase?.().catch(() => undefined);
  await pg?.stop();
});

describe('metrics of a three-process cluster', () => {
  it('is ready on every process', async () => {
    for (let i = 0; i < INSTANCES * 2; i += 1) expect((await getAlone(`${cluster.url}/readyz`)).status).toBe(200);
  });

  it('counts every request once, whichever process served it and whichever answers the scrape', async () => {
    const route = { method: 'GET', route: '/api/common/sysConfig', status: '200' };
    const before = sampleValue(parseScrape((await scrape()).body), 'http_requests_total', route) ?? 0;
    for (let i = 0; i < REQUESTS; i += 1) expect((await getAlone(`${cluster.url}/api/common/sysConfig`)).status).toBe(200);
    // A request is counted as its answer finishes, which on a loaded machine may come just after the
    // client has read it: wait for the count to arrive, then hold every process to it exactly.
    await expect
      .poll(async () => sampleValue(parseScrape((await scrape()).body), 'http_requests_total', route), { timeout: 5000 })
      .toBe(before + REQUESTS);
    // Several scrapes, each on a new connection and so on the next process: each sees all of them.
    for (let i = 0; i < INSTANCES; i += 1) {
      const { status, body } = await scrape();
      expect(status).toBe(200);
      const families = parseScrape(body);
      expect(sampleValue(families, 'http_requests_total', route)).toBe(before + REQUESTS);
    }
  });

  it('answers one set of series: no family or label set twice, the database figures once', async () => {
    const { body } = await scrape();
    const families = parseScrape(body);
    const typeLines = body.split('\n').filter((line) => line.startsWith('# TYPE '));
    expect(new Set(typeLines).size).toBe(typeLines.length);
    for (const family of families.values()) {
      const keys = family.samples.map((s) => `${s.name}${JSON.stringify(s.labels)}`);
      expect(new Set(keys).size, family.name).toBe(keys.length);
    }
    for (const name of [
      'mcc_ledger_liabilities',
      'mcc_jobs_last_success_timestamp_seconds',
      'mcc_ledger_verify_ok',
      'process_cpu_user_seconds_total',
    ]) {
      expect(families.has(name), name).toBe(true);
    }
    // The daily jobs ran at start in the process holding the lease; ledger:verify found the demo's books clean.
    expect(sampleValue(families, 'mcc_ledger_verify_ok')).toBe(1);
    const bin = promtool();
    if (bin) {
      const check = promtoolCheckMetrics(bin, body);
      expect(check.status === 0 || check.status === 3, check.output).toBe(true);
    }
  });

  it('is a 404 on every process without the token', async () => {
    for (let i = 0; i < INSTANCES; i += 1) expect((await getAlone(`${cluster.url}/metrics`)).status).toBe(404);
  });
});

#!/usr/bin/env node
// Page weight as a phone sees it: Lighthouse mobile (simulated slow 4G, 4x CPU slowdown) on the
// members' login page (signed out) and home page (signed in as a demo member), a few runs each,
// with min / median / max. Not part of `npm test`: run it against `npm start` (or any server with
// demo data). Lighthouse is not a project dependency; it is installed once into a temp directory.
//
//   node scripts/lighthouse.mjs [--url http://127.0.0.1:8080] [--runs 5] [--only login|home] [--json figures.json] [--lhr-dir dir]
//
// CHROME_PATH picks the browser (default /usr/bin/chromium when present, else Lighthouse's own search).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    only: { type: 'string' },
    'lhr-dir': { type: 'string' },
    account: { type: 'string', default: '13800000001' },
    password: { type: 'string', default: 'Demo@2026' },
  },
});
const origin = values.url.replace(/\/+$/, '');
const runs = Math.max(1, Number(values.runs) || 3);

const LIGHTHOUSE_VERSION = '12';
const toolDir = path.join(os.tmpdir(), `mcc-lighthouse-${LIGHTHOUSE_VERSION}`);
if (!existsSync(path.join(toolDir, 'node_modules', 'lighthouse'))) {
  mkdirSync(toolDir, { recursive: true });
  console.error(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${toolDir}`);
  execFileSync('npm', ['install', '--prefix', toolDir, '--no-audit', '--no-fund', '--silent', `lighthouse@${LIGHTHOUSE_VERSION}`], {
    stdio: 'inherit',
  });
}
const requireTool = createRequire(path.join(toolDir, 'package.json'));
const importTool = async (name) => import(requireTool.resolve(name));
const { default: lighthouse } = await importTool('lighthouse');
const chromeLauncher = await importTool('chrome-launcher');
const { default: puppeteer } = await importTool('puppeteer-core');

const chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function memberToken() {
  const response = await fetch(`${origin}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: values.account, password: values.password }),
  });
  const body = await response.json();
  if (body.code !== 1) throw new Error(`demo sign-in failed: ${body.msg}`);
  return body.data.userinfo.token;
}

// Lighthouse 12 clears caches and service workers before a run but keeps localStorage, where the
// app keeps the member's token: a signed-in page is measured by putting the token there first.
async function putToken(port, token) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${origin}/robots.txt`).catch(() => undefined);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.close();
  await browser.disconnect();
}

// Lighthouse's blocking time is each main-thread task's wall time, times 4. On a machine whose cores
// the browser shares with Lighthouse and the server, a task's wall time is mostly waiting for a core:
// the same figure from each task's thread time (the CPU it used) is the page's own work, and its
// main-thread CPU after the first paint shows what a change to the page saved.
function pageWork(trace) {
  const events = trace.traceEvents;
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'))
    .at(-1);
  const onMain = (e) => navigation && e.pid === navigation.pid && e.tid === navigation.tid;
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && onMain(e))?.ts;
  if (firstPaint === undefined) return { cpuTbt: Number.NaN, mainCpu: Number.NaN };
  let cpuTbt = 0;
  let mainCpu = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || !onMain(e) || e.ts < firstPaint) continue;
    const cpu = (e.tdur ?? e.dur) / 1000;
    mainCpu += cpu;
    cpuTbt += Math.max(0, 4 * cpu - 50);
  }
  return { cpuTbt, mainCpu };
}

async function measure(pagePath, token) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    if (token) await putToken(chrome.port, token);
    const result = await lighthouse(
      `${origin}${pagePath}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      undefined,
    );
    const { lhr } = result;
    if (values['lhr-dir']) {
      mkdirSync(values['lhr-dir'], { recursive: true });
      const name = pagePath === '/' ? 'home' : pagePath.replaceAll('/', '_');
      writeFileSync(path.join(values['lhr-dir'], `${name}-${Date.now()}.json`), result.report);
    }
    if (lhr.runtimeError) throw new Error(`${pagePath}: ${lhr.runtimeError.message}`);
    // A page whose start-up script was refused loads no script and scores a perfect, meaningless
    // 1.00: the server allows that inline script by the hash it read from the build at its start,
    // so a server started before the last build refuses the new one.
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    if (!requests.some((r) => r.resourceType === 'Script')) {
      throw new Error(`${pagePath}: the page loaded no script (was the server started before the last build? restart it)`);
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      finalUrl: lhr.finalDisplayedUrl,
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      bytes: audit('total-byte-weight'),
      ...pageWork(result.artifacts.Trace),
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const formats = {
  performance: (v) => v.toFixed(2),
  accessibility: (v) => v.toFixed(2),
  fcp: (v) => `${(v / 1000).toFixed(2)} s`,
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  si: (v) => `${(v / 1000).toFixed(2)} s`,
  bytes: (v) => `${(v / 1024).toFixed(0)} KB`,
  cpuTbt: (v) => `${Math.round(v)} ms`,
  mainCpu: (v) => `${Math.round(v)} ms`,
};

const pages = [
  { name: 'login (signed out)', path: '/pages/login/login', signedIn: false },
  { name: 'home (signed in)', path: '/', signedIn: true },
].filter((p) => !values.only || p.name.startsWith(values.only));
// The demo member signs in only when a signed-in page is measured.
const token = pages.some((p) => p.signedIn) ? await memberToken() : '';
const report = {};
for (const page of pages) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    // A trace that failed to record (NO_NAVSTART and the like) is the browser's hiccup: measure again.
    let r;
    for (let attempt = 1; !r; attempt++) {
      try {
        r = await measure(page.path, page.signedIn ? token : '');
      } catch (error) {
        if (attempt >= 3) throw error;
        console.error(`${page.name} run ${i + 1}: ${error.message}; again`);
      }
    }
    results.push(r);
    console.error(
      `${page.name} run ${i + 1}: perf ${formats.performance(r.performance)}, LCP ${formats.lcp(r.lcp)}, TBT ${formats.tbt(r.tbt)}` +
        ` (from thread time ${formats.cpuTbt(r.cpuTbt)}; main-thread CPU after first paint ${formats.mainCpu(r.mainCpu)})`,
    );
  }
  report[page.name] = results;
  console.log(`\n${page.name}: ${origin}${page.path} → ${results[0].finalUrl} (${runs} runs)`);
  console.log(`  ${'metric'.padEnd(14)}${'min'.padStart(10)}${'median'.padStart(10)}${'max'.padStart(10)}`);
  for (const [key, format] of Object.entries(formats)) {
    const xs = results.map((r) => r[key]);
    console.log(
      `  ${key.padEnd(14)}${format(Math.min(...xs)).padStart(10)}${format(median(xs)).padStart(10)}${format(Math.max(...xs)).padStart(10)}`,
    );
  }
}
if (values.json) writeFileSync(values.json, JSON.stringify(report, null, 2));

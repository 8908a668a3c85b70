// Prints the gzipped size of the first page's JavaScript and of every lazy chunk, and fails over budget.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The first page carries the default language's texts (zh-Hans), which grow with every feature.
const FIRST_PAGE_BUDGET = 135 * 1024;
// The login page, the first page of a new member: every script its prerendered HTML loads (the app's
// and the page's own). What only signed-in pages need loads after sign-in. The journey
// first-page-weight.spec.ts measures the same in Chromium.
const LOGIN_PAGE = '/pages/login/login';
const LOGIN_PAGE_BUDGET = 130 * 1024;
const CHUNK_BUDGET = 40 * 1024;
// Libraries loaded on demand in their own chunk, with their own budget: the chart library comes
// only when a page draws a price chart (market, MCC wallet), after the page itself has rendered.
const LIBRARY_BUDGETS = [{ prefix: 'assets/lightweight-charts', budget: 60 * 1024 }];
const budgetOf = (file) => LIBRARY_BUDGETS.find((l) => file.startsWith(l.prefix))?.budget ?? CHUNK_BUDGET;
const dist = path.resolve(import.meta.dirname, '../dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entry = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]);
const preloaded = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((m) => m[1]);
const firstPage = [...new Set([...entry, ...preloaded])];
const firstPageBytes = firstPage.reduce((sum, file) => sum + gz(file), 0);

const loginFile = JSON.parse(readFileSync(path.join(dist, 'prerendered.json'), 'utf8')).pages[LOGIN_PAGE]?.file;
if (!loginFile) throw new Error(`${LOGIN_PAGE} is not prerendered`);
const loginScripts = [
  ...new Set([...readFileSync(path.join(dist, loginFile), 'utf8').matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((m) => m[1])),
];
const loginBytes = loginScripts.reduce((sum, file) => sum + gz(file), 0);
console.log(`login page JS: ${kb(loginBytes)} gz (budget ${kb(LOGIN_PAGE_BUDGET)}) in ${loginScripts.length} file(s)`);

const assets = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const chunks = assets.map((f) => `assets/${f}`).filter((f) => !firstPage.includes(f));
let failed = false;
console.log(`first page JS: ${kb(firstPageBytes)} gz (budget ${kb(FIRST_PAGE_BUDGET)}) in ${firstPage.length} file(s)`);
if (firstPageBytes > FIRST_PAGE_BUDGET) failed = true;
if (loginBytes > LOGIN_PAGE_BUDGET) failed = true;
const largest = chunks.map((f) => ({ f, size: gz(f) })).sort((a, b) => b.size - a.size);
for (const { f, size } of largest) {
  const over = size > budgetOf(f);
  if (over) failed = true;
  if (over || largest.indexOf(largest.find((c) => c.f === f)) < 5) console.log(`  ${over ? 'OVER ' : ''}${f}: ${kb(size)} gz`);
}
console.log(`route chunks: ${chunks.length}, largest ${largest[0] ? kb(largest[0].size) : '0 KB'} gz (budget ${kb(CHUNK_BUDGET)} each)`);
for (const { prefix, budget } of LIBRARY_BUDGETS) console.log(`  ${prefix}*: budget ${kb(budget)} gz`);
if (failed) {
  console.error('bundle budget exceeded');
  process.exit(1);
}

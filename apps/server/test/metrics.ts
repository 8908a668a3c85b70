import { spawnSync } from 'node:child_process';
import type { TestApp } from './test-app';

// Scraping /metrics in the server tests: the text read sample by sample (a strict reader of the text
// format 0.0.4: a line it cannot read fails the test), and promtool's own check when promtool is
// installed (scripts/ensure-promtool.sh; `npm test` requires it).

export interface Sample {
  /** The sample's own name (`x_bucket`, `x_sum`, `x_count` for a histogram `x`). */
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: string;
  help: string;
  samples: Sample[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(?:,|$)/y;

function readLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const m = LABEL.exec(text);
    if (!m?.[1]) throw new Error(`unreadable labels in: ${line}`);
    labels[m[1]] = (m[2] ?? '').replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

/** The scrape's families by name; a histogram's `_bucket`, `_sum` and `_count` samples under the histogram's name. */
export function parseScrape(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const familyOf = (name: string) => {
    let family = families.get(name);
    if (!family) {
      family = { name, type: 'untyped', help: '', samples: [] };
      families.set(name, family);
    }
    return family;
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const family = familyOf(meta[2] ?? '');
      if (meta[1] === 'TYPE') family.type = meta[3] ?? '';
      else family.help = meta[3] ?? '';
      continue;
    }
    if (line.startsWith('#')) continue;
    const m = SAMPLE.exec(line);
    if (!m?.[1] || m[3] === undefined) throw new Error(`unreadable sample line: ${line}`);
    const value = Number(m[3] === '+Inf' ? Number.POSITIVE_INFINITY : m[3] === '-Inf' ? Number.NEGATIVE_INFINITY : m[3]);
    if (Number.isNaN(value) && m[3].toLowerCase() !== 'nan') throw new Error(`unreadable value in: ${line}`);
    const base = m[1].replace(/_(bucket|sum|count)$/, '');
    const family = families.has(m[1]) || !families.has(base) ? familyOf(m[1]) : familyOf(base);
    family.samples.push({ name: m[1], labels: readLabels(m[2] ?? '', line), value });
  }
  return families;
}

export const METRICS_TOKEN = 'test-metrics-token-0123456789';

export async function scrape(t: Pick<TestApp, 'app'>, token = METRICS_TOKEN) {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, contentType: String(res.headers['content-type']), text: res.body };
}

/** The samples named `sample` (the family's name unless given: `x_count`) of family `name` whose labels include `labels`. */
export function samples(families: Map<string, Family>, name: string, labels: Record<string, string> = {}, sample = name): Sample[] {
  return (families.get(name)?.samples ?? []).filter(
    (s) => s.name === sample && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
}

/** The value of the one sample of `name` with `labels` (undefined when there is none). */
export function sampleValue(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
  sample = name,
): number | undefined {
  const found = samples(families, name, labels, sample);
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches ${found.length} samples`);
  return found[0]?.value;
}

/** promtool's path, or undefined when it is not installed. */
export function promtool(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** `promtool check metrics` on a scrape: its output (empty when clean) and exit status. */
export function promtoolCheckMetrics(bin: string, text: string): { status: number | null; output: string } {
  const run = spawnSync(bin, ['check', 'metrics'], { input: text, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
}

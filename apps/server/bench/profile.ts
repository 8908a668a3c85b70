import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Where a figure's CPU goes: a V8 CPU profile of the server (node --cpu-prof) read back and each
// sample put in the layer of the innermost frame that belongs to one, so a native call (JSON,
// crypto, a socket write) counts for the code that made it. Frames of the built bundle are named
// by their source file through its source map; samples before the load started (the server's own
// start) are left out.

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  /** Microseconds on the system's monotonic clock, as `process.hrtime` counts them. */
  startTime: number;
  timeDeltas: number[];
}

const maps = new Map<string, SourceMap | null>();
/** The frame as its source names it, when it comes from a bundle with a source map beside it. */
function original(frame: CallFrame): CallFrame {
  if (!frame.url.startsWith('file://')) return frame;
  let map = maps.get(frame.url);
  if (map === undefined) {
    const file = `${fileURLToPath(frame.url)}.map`;
    map = existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null;
    maps.set(frame.url, map);
  }
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string; originalLine?: number } | undefined;
  if (!entry?.originalSource) return frame;
  return { ...frame, url: entry.originalSource, lineNumber: entry.originalLine ?? frame.lineNumber };
}

/** The layers, tried in this order on each frame from the innermost out; the first that matches takes the sample. */
const LAYERS: [layer: string, pattern: RegExp][] = [
  ['log', /pino|sonic-boom|thread-stream|platform\/log|request-log/],
  ['database', /kysely|better-sqlite3|\/pg\/|pg-protocol|pg-pool|platform\/db\//],
  ['ledger', /modules\/ledger\//],
  ['validation', /\/zod\/|type-provider-zod|\/ajv\/|fast-json-stringify|contract\/src\//],
  ['auth', /platform\/auth\/|rate-limit/],
  ['compression', /@fastify\/compress|node:zlib|zlib\.js/],
  ['envelope', /platform\/http\//],
  ['HTTP', /fastify|find-my-way|avvio|light-my-request|_http_|node:http|internal\/http/],
  ['app', /(^|\/)src\//],
];
/**
 * Sockets and streams serve both the members' connections and the database's: a sample there counts
 * for whoever is outside it (the pg driver's writes for the database, an answer's for HTTP), and for
 * HTTP when nothing is (a read the event loop delivered).
 */
const SOCKET = /node:net|node:stream|internal\/streams|stream_base_commons/;
const RUNTIME = new Set(['(garbage collector)', '(program)', '(idle)', '(root)']);

function layerOf(frame: CallFrame): string | undefined {
  if (RUNTIME.has(frame.functionName)) return frame.functionName === '(garbage collector)' ? 'GC' : 'runtime';
  for (const [layer, pattern] of LAYERS) if (pattern.test(frame.url)) return layer;
  return SOCKET.test(frame.url) ? 'socket' : undefined;
}

function shortUrl(url: string): string {
  const at = url.lastIndexOf('node_modules/');
  if (at >= 0) return url.slice(at + 'node_modules/'.length);
  const source = url.lastIndexOf('src/');
  if (source >= 0 && !url.includes('/apps/')) return url.slice(source);
  const src = url.indexOf('/apps/');
  return src >= 0 ? url.slice(src + 1) : url.replace(/^file:\/\//, '');
}

export interface ProfileSummary {
  samples: number;
  layers: { layer: string; share: number }[];
  frames: { name: string; layer: string; share: number }[];
}

/**
 * Reads one profile: the share of samples per layer, and the frames that spent most themselves,
 * counting only the samples from `since` (microseconds, `process.hrtime` clock) on.
 */
export function summarizeProfile(profile: CpuProfile, since = 0, top = 12): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, { ...n, callFrame: original(n.callFrame) }]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const layerOfNode = new Map<number, string>();
  const resolve = (id: number): string => {
    const known = layerOfNode.get(id);
    if (known) return known;
    const node = byId.get(id);
    const own = node ? layerOf(node.callFrame) : undefined;
    const up = parent.get(id);
    const outer = up === undefined ? 'node runtime' : resolve(up);
    const layer = own === 'socket' ? (['runtime', 'node runtime'].includes(outer) ? 'HTTP' : outer) : (own ?? outer);
    layerOfNode.set(id, layer);
    return layer;
  };
  const layerCounts = new Map<string, number>();
  const selfCounts = new Map<number, number>();
  // The idle samples are time the server waited, not CPU it spent.
  let at = profile.startTime;
  const busy = profile.samples.filter((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    return at >= since && byId.get(id)?.callFrame.functionName !== '(idle)';
  });
  for (const id of busy) {
    const layer = resolve(id);
    layerCounts.set(layer, (layerCounts.get(layer) ?? 0) + 1);
    selfCounts.set(id, (selfCounts.get(id) ?? 0) + 1);
  }
  const total = Math.max(1, busy.length);
  const frameCounts = new Map<string, { layer: string; count: number }>();
  for (const [id, count] of selfCounts) {
    const frame = byId.get(id)!.callFrame;
    const name = `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    const entry = frameCounts.get(name) ?? { layer: resolve(id), count: 0 };
    entry.count += count;
    frameCounts.set(name, entry);
  }
  return {
    samples: busy.length,
    layers: [...layerCounts].map(([layer, count]) => ({ layer, share: count / total })).sort((a, b) => b.share - a.share),
    frames: [...frameCounts]
      .map(([name, { layer, count }]) => ({ name, layer, share: count / total }))
      .sort((a, b) => b.share - a.share)
      .slice(0, top),
  };
}

/** The profile a server wrote into `dir` (node --cpu-prof-dir) as it stopped. */
export function readProfile(dir: string): CpuProfile {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no CPU profile in ${dir}`);
  return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`.padStart(6);

/** The summary as lines for the bench's output. */
export function formatSummary(name: string, summary: ProfileSummary): string[] {
  return [
    `${name}: ${summary.samples} CPU samples`,
    `  by layer: ${summary.layers.map((l) => `${l.layer} ${percent(l.share).trim()}`).join(', ')}`,
    '  top frames (self time):',
    ...summary.frames.map((f) => `  ${percent(f.share)}  ${f.layer.padEnd(12)} ${f.name}`),
  ];
}

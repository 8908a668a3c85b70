import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { processRegistry } from './instruments';

// With `serve:cluster` a scrape reaches one server process, and must answer for all of them. That
// process asks the cluster's primary, which gathers every process's own counters over the cluster's
// channel (prom-client's AggregatorRegistry: counters and histograms summed, process figures per
// their own rule) and sends the sum back. The gauges read from the database are the app's and are
// read once, by the process that answers, and appended.

const ASK = 'mcc:metrics:ask';
const ANSWER = 'mcc:metrics:answer';
/** prom-client gives up on a process that does not answer in 5 s; the asking process waits a little longer. */
const ANSWER_TIMEOUT_MS = 6000;

interface Ask {
  type: typeof ASK;
  id: string;
}

interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

const waiting = new Map<string, (answer: Answer) => void>();
let listening = false;

/** In a server process of a cluster: answers the primary's requests for this process's figures, and hears its answers. */
export function joinClusterMetrics(): void {
  if (!cluster.isWorker || listening) return;
  listening = true;
  // Constructing one lets this process answer the primary's requests for its figures.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([processRegistry]);
  process.on('message', (message: Answer) => {
    if (message?.type !== ANSWER) return;
    waiting.get(message.id)?.(message);
  });
}

/** Every process's own counters summed, from the primary; this process's alone outside a cluster. */
async function processFigures(): Promise<string> {
  if (!cluster.isWorker || !process.send) return processRegistry.metrics();
  joinClusterMetrics();
  const id = randomUUID();
  const answer = await new Promise<Answer>((resolve) => {
    const timer = setTimeout(
      () => resolve({ type: ANSWER, id, error: `no answer from the primary in ${ANSWER_TIMEOUT_MS} ms` }),
      ANSWER_TIMEOUT_MS,
    );
    waiting.set(id, (a) => {
      clearTimeout(timer);
      resolve(a);
    });
    process.send?.({ type: ASK, id } satisfies Ask);
  }).finally(() => waiting.delete(id));
  if (answer.text !== undefined) return answer.text;
  throw new Error(`cluster metrics: ${answer.error ?? 'no figures'}`);
}

/** The scrape's body: the processes' counters, then the app's registries. */
export async function scrapeText(registries: readonly Registry[]): Promise<{ contentType: string; text: string }> {
  const parts = [await processFigures(), ...(await Promise.all(registries.map((r) => r.metrics())))];
  const text = parts
    .filter((p) => p.length > 0)
    .map((p) => (p.endsWith('\n') ? p : `${p}\n`))
    .join('');
  return { contentType: processRegistry.contentType, text };
}

/**
 * In the cluster's primary: answers a server process's request for every process's figures. Call once,
 * before the processes start, so the first scrape finds it listening.
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Ask) => {
    if (message?.type !== ASK) return;
    const reply = (answer: Answer) => {
      // The asking process may have ended meanwhile.
      if (worker.isConnected()) worker.send(answer);
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ type: ANSWER, id: message.id, text }),
      (error: unknown) => reply({ type: ANSWER, id: message.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

import pino from 'pino';

/**
 * Where the server's log lines go: standard output through pino's asynchronous destination, which
 * gathers lines into chunks of about `bufferBytes` and writes each chunk with one system call, instead
 * of one write per line. What is still buffered is written when the app closes and when the process
 * exits (SIGTERM closes the app first). `bufferBytes` 0: no destination of our own, a write per line.
 */
export function bufferedLogDestination(bufferBytes: number): { stream: pino.DestinationStream; flush(): void } | undefined {
  if (bufferBytes <= 0) return undefined;
  const stream = pino.destination({ dest: 1, sync: false, minLength: bufferBytes });
  const flush = () => {
    try {
      stream.flushSync();
    } catch {
      // Not open yet (nothing written) or already ended: nothing to flush.
    }
  };
  return { stream, flush };
}

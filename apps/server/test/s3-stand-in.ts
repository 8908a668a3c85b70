import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

// A stand-in S3 endpoint for the upload tests, on a free local port: it keeps every request it is
// sent and answers a PutObject as S3 does (200 with an ETag), one into a bucket named
// `missing-bucket` with S3's NoSuchBucket error, and anything but a PUT with 405.

/** A request the stand-in was sent. */
export interface S3Request {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface S3StandIn {
  /** Every request sent since a test last emptied it, oldest first. */
  received: S3Request[];
  /** Its base URL, once the file's beforeAll hooks have run. */
  endpoint(): string;
  /** The one request sent; throws unless exactly one was. */
  onlyRequest(): S3Request;
}

const NO_SUCH_BUCKET =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchBucket</Code><Message>The specified bucket does not exist</Message></Error>';

function answer(request: IncomingMessage, response: ServerResponse): void {
  if (request.method !== 'PUT') response.writeHead(405).end();
  else if (request.url?.startsWith('/missing-bucket/')) response.writeHead(404, { 'content-type': 'application/xml' }).end(NO_SUCH_BUCKET);
  else response.writeHead(200, { etag: '"3c6e0b8a9c15224a8228b9a98ca1531d"', 'content-length': '0' }).end();
}

/** The stand-in, started before the file's tests and stopped after them. */
export function useS3StandIn(): S3StandIn {
  const received: S3Request[] = [];
  let server: Server | undefined;
  let endpoint = '';
  beforeAll(async () => {
    const started = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        answer(request, response);
      });
    });
    server = started;
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return {
    received,
    endpoint: () => endpoint,
    onlyRequest() {
      const [request, ...more] = received;
      if (!request || more.length > 0) throw new Error(`expected one request, got ${received.length}`);
      return request;
    },
  };
}

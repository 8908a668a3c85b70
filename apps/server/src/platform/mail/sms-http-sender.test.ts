import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSmsSender } from './sms-http-sender';

interface Hit {
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

let server: Server;
let base: string;
const hits: Hit[] = [];
let status = 200;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    hits.push({
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: JSON.parse(await bodyOf(request)),
    });
    response.statusCode = status;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('HttpSmsSender', () => {
  it('posts JSON { to, text, event } with the URL credentials as Basic auth', async () => {
    const sender = new HttpSmsSender(`http://acct:s%3Acret@${base}/send`);
    await sender.send({ channel: 'sms', to: '13900000001', event: 'register', code: '123456', subject: '', text: 'code 123456' });
    expect(hits.at(-1)).toEqual({
      authorization: `Basic ${Buffer.from('acct:s:cret').toString('base64')}`,
      contentType: 'application/json',
      body: { to: '13900000001', text: 'code 123456', event: 'register' },
    });
  });

  it('fails when the provider does not accept', async () => {
    status = 503;
    const sender = new HttpSmsSender(`http://${base}/send`);
    await expect(sender.send({ channel: 'sms', to: '13900000001', event: 'register', code: '1', subject: '', text: 't' })).rejects.toThrow(
      /HTTP 503/,
    );
    status = 200;
    expect(hits.at(-1)?.authorization).toBeUndefined();
  });
});

import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

// A push service for tests: an HTTPS server (a self-signed certificate for localhost and 127.0.0.1)
// that takes RFC 8030 pushes, checks their VAPID JWT (RFC 8292) and decrypts their aes128gcm payload
// (RFC 8291) with node:crypto alone, as a browser's push service and the browser would, so what the
// server sends is checked independently of the library that sent it.

const here = import.meta.dirname;
export const receiverCa = readFileSync(path.join(here, 'localhost-cert.pem'), 'utf8');

/** One browser: its key pair and auth secret, as `PushSubscription.toJSON()` gives them. */
export interface TestBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** The path the push went to (the subscription's). */
  path: string;
  payload: unknown;
  /** The VAPID JWT's claims, once its signature checked out. */
  claims: { aud: string; exp: number; sub: string };
  /** The `k` of the Authorization header: the server's VAPID public key. */
  vapidKey: string;
  ttl: string | undefined;
}

export interface PushReceiver {
  origin: string;
  received: ReceivedPush[];
  /** Requests refused (bad JWT or undecryptable body), with why. */
  refused: string[];
  /** A new browser subscribed at this receiver. */
  browser(host?: string): TestBrowser;
  /** Answer pushes to this browser with this status from now on (410: the subscription is gone). */
  answer(browser: TestBrowser, status: number): void;
  close(): Promise<void>;
}

function b64url(data: Buffer): string {
  return data.toString('base64url');
}

/** Checks an ES256 JWT signed with the P-256 public key `k` (65-byte uncompressed point, base64url). */
function verifyVapid(jwt: string, k: string): ReceivedPush['claims'] {
  const [header, body, signature] = jwt.split('.');
  if (!header || !body || !signature) throw new Error('JWT is not three parts');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string; typ?: string };
  if (head.alg !== 'ES256') throw new Error(`JWT alg ${head.alg}`);
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${header}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('JWT signature does not verify');
  return JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
}

/** Decrypts an RFC 8291 aes128gcm body (one record) for the browser holding `ecdh` and `auth`. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const server: Server = createServer(
    { cert: receiverCa, key: readFileSync(path.join(here, 'localhost-key.pem'), 'utf8') },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const browser = browsers.get(request.url ?? '');
        try {
          if (request.method !== 'POST' || !browser) throw new Error(`no subscription at ${request.url}`);
          if (browser.status !== 201) {
            response.writeHead(browser.status).end();
            return;
          }
          if (request.headers['content-encoding'] !== 'aes128gcm')
            throw new Error(`content-encoding ${request.headers['content-encoding']}`);
          const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? '');
          if (!match?.[1] || !match[2]) throw new Error('no vapid Authorization');
          const claims = verifyVapid(match[1], match[2]);
          const payload = JSON.parse(decrypt(Buffer.concat(chunks), browser.ecdh, browser.auth).toString('utf8')) as unknown;
          received.push({ path: request.url ?? '', payload, claims, vapidKey: match[2], ttl: request.headers.ttl as string | undefined });
          response.writeHead(201).end();
        } catch (error) {
          refused.push(String(error));
          response.writeHead(400).end();
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `https://localhost:${port}`;
  return {
    origin,
    received,
    refused,
    browser(host = 'localhost') {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = `/push/${randomBytes(8).toString('hex')}`;
      browsers.set(id, { ecdh, auth, status: 201 });
      return { endpoint: `https://${host}:${port}${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    answer(browser, status) {
      const entry = browsers.get(new URL(browser.endpoint).pathname);
      if (entry) entry.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { freshMobile, post, registerMember, type Userinfo } from '../account/account-test-kit';

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

// A stand-in S3 endpoint that keeps each PutObject it is sent.
const puts: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
let s3: Server;
let endpoint: string;
let t: TestApp;
let me: Userinfo;

beforeAll(async () => {
  s3 = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'PUT') puts.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.method === 'PUT' ? 200 : 405, { etag: '"0"', 'content-length': '0' }).end();
    });
  });
  await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
  t = await createTestApp({
    CODE_IP_HOURLY_LIMIT: '1000',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'mcc-uploads',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'minio',
    S3_SECRET_ACCESS_KEY: 'minio-secret',
    S3_PUBLIC_URL: 'https://cdn.mcc.test/uploads',
  });
  me = await registerMember(t, { mobile: freshMobile() });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => s3.close(() => resolve()));
});

async function upload(bytes: Buffer, filename: string, contentType: string) {
  const boundary = `----mcc${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, lang: 'en', token: me.token };
  const res = await t.app.inject({ method: 'POST', url: '/api/common/upload', payload, headers });
  return res.json() as { code: number; msg: string; data: { url: string; fullurl: string } };
}

describe('upload to an S3-compatible store (S3_* set)', () => {
  it('puts the image in the bucket under a server-made name and returns its public URL', async () => {
    puts.length = 0;
    const res = await upload(PNG, '../../evil.jpg', 'image/jpeg');
    expect(res.code).toBe(1);
    const [put] = puts;
    if (!put || puts.length !== 1) throw new Error(`expected one PutObject, got ${puts.length}`);
    const key = new URL(put.path, endpoint).pathname.replace(/^\/mcc-uploads\//, '');
    expect(key).toMatch(/^202611\/[0-9a-f]{32}\.png$/);
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.body.equals(PNG)).toBe(true);
    expect(res.data).toEqual({ url: `https://cdn.mcc.test/uploads/${key}`, fullurl: `https://cdn.mcc.test/uploads/${key}` });
    // The member's own upload is recognised as theirs when used as avatar.
    const profile = await post(t, '/api/user/profile', { avatar: res.data.url }, { token: me.token });
    expect(profile.body.code).toBe(1);
  });

  it('refuses a renamed non-image without sending anything to the store', async () => {
    puts.length = 0;
    const res = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'avatar.png', 'image/png');
    expect(res).toMatchObject({ code: 0, msg: 'Only JPG, PNG, WebP or GIF images can be uploaded' });
    expect(puts).toHaveLength(0);
  });
});

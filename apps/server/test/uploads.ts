import { randomBytes } from 'node:crypto';
import { commonApi } from '@mcc/contract/common';
import sharp from 'sharp';
import { type Answer, type Call, headersOf } from './http';
import type { DatabaseAndClock, TestApp } from './test-app';

// Images for the upload, avatar and recharge-proof tests.

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface UploadFile {
  bytes: Buffer;
  filename?: string;
  /** The declared type; the server judges by content. */
  contentType?: string;
  /** The form field; `file` unless given. */
  field?: string;
}

/** POST /api/common/upload with a multipart body of one file, as a browser sends it. */
export async function uploadFile(
  t: Pick<TestApp, 'app'>,
  file: UploadFile,
  call: Call = {},
): Promise<Answer<{ url: string; fullurl: string }>> {
  const boundary = `----mcc${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename ?? 'photo.png'}"\r\nContent-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: commonApi.upload.path,
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...headersOf(call), 'content-type': `multipart/form-data; boundary=${boundary}` },
    ...(call.ip ? { remoteAddress: call.ip } : {}),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers, cookies: [] };
}

let serial = 0;

/** A file the member uploaded, recorded as POST /api/common/upload records it; its URL. */
export async function addUpload(t: DatabaseAndClock, who: { id: bigint }, name = 'proof'): Promise<string> {
  serial += 1;
  const key = `test/${name}-${serial}.png`;
  await t.database.db
    .insertInto('uploads')
    .values({
      user_id: who.id,
      storage_key: key,
      url: `/uploads/${key}`,
      mime: 'image/png',
      size: 10n,
      created_at: BigInt(t.clock.now().getTime()),
    })
    .execute();
  return `/uploads/${key}`;
}

/**
 * True when `stored` is the picture of `sent`: the same size and pixels once decoded. Uploads are
 * re-encoded, so the bytes differ; what the member sees must not.
 */
export async function samePicture(stored: Buffer, sent: Buffer): Promise<boolean> {
  const [a, b] = await Promise.all([stored, sent].map((bytes) => sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (!a || !b) return false;
  return a.info.width === b.info.width && a.info.height === b.info.height && a.data.equals(b.data);
}

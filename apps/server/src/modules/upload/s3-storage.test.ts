import { describe, expect, it } from 'vitest';
import { useS3StandIn } from '../../../test/s3-stand-in';
import { TINY_PNG as PNG } from '../../../test/uploads';
import { uploadKey } from './image-type';
import { S3Storage, s3ObjectUrl } from './s3-storage';

const s3 = useS3StandIn();

const settings = () => ({
  endpoint: s3.endpoint(),
  bucket: 'mcc-uploads',
  region: 'us-east-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
});

describe('S3Storage', () => {
  it('PUTs the exact bytes to endpoint/bucket/key with the content type, signed, and returns endpoint/bucket/key', async () => {
    s3.received.length = 0;
    const storage = await S3Storage.open(settings());
    const key = uploadKey(new Date('2026-11-22T05:00:00Z'), 'ab'.repeat(16), 'png');
    const { url } = await storage.put(key, PNG, 'image/png');
    storage.close();

    expect(s3.received).toHaveLength(1);
    const put = s3.onlyRequest();
    expect(put.method).toBe('PUT');
    // Path-style: the bucket is the first path segment, the server-made key the rest.
    expect(put.path.split('?')[0]).toBe(`/mcc-uploads/202611/${'ab'.repeat(16)}.png`);
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.headers['content-length']).toBe(String(PNG.length));
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request/);
    expect(put.headers['x-amz-checksum-crc32']).toBeUndefined();
    expect(put.body.equals(PNG)).toBe(true);
    expect(url).toBe(`${s3.endpoint()}/mcc-uploads/202611/${'ab'.repeat(16)}.png`);
  });

  it('returns S3_PUBLIC_URL + key when a public URL is configured', async () => {
    s3.received.length = 0;
    const storage = await S3Storage.open({ ...settings(), publicUrl: 'https://cdn.mcc.example/u/' });
    const key = uploadKey(new Date('2026-11-22T05:00:00Z'), 'cd'.repeat(16), 'webp');
    expect((await storage.put(key, PNG, 'image/webp')).url).toBe(`https://cdn.mcc.example/u/202611/${'cd'.repeat(16)}.webp`);
    storage.close();
    expect(s3.onlyRequest().path.split('?')[0]).toBe(`/mcc-uploads/${key}`);
  });

  it('V5.3.2 refuses a key the server did not make, before sending anything', async () => {
    s3.received.length = 0;
    const storage = await S3Storage.open(settings());
    await expect(storage.put('../../etc/passwd', PNG, 'image/png')).rejects.toThrow(/refusing storage key/);
    await expect(storage.put('202611/evil.html', PNG, 'text/html')).rejects.toThrow(/refusing storage key/);
    storage.close();
    expect(s3.received).toHaveLength(0);
  });

  it('fails loudly when the store refuses the object, so no upload row points at nothing', async () => {
    const storage = await S3Storage.open({ ...settings(), bucket: 'missing-bucket' });
    await expect(storage.put(uploadKey(new Date(), 'ef'.repeat(16), 'gif'), PNG, 'image/gif')).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    storage.close();
  });
});

describe('s3ObjectUrl', () => {
  it('joins without doubled slashes', () => {
    expect(s3ObjectUrl({ endpoint: 'https://s3.example/', bucket: 'b', publicUrl: undefined }, '202611/x.png')).toBe(
      'https://s3.example/b/202611/x.png',
    );
    expect(s3ObjectUrl({ endpoint: 'https://s3.example', bucket: 'b', publicUrl: 'https://cdn.example' }, '202611/x.png')).toBe(
      'https://cdn.example/202611/x.png',
    );
  });
});

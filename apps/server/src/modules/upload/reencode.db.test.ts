import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members';
import { useTestApp } from '../../../test/test-app';
import { TINY_PNG, uploadFile } from '../../../test/uploads';

// Uploads are decoded and encoded again: only the picture is stored, without trailing bytes
// (an appended page or script) or metadata (a photo's EXIF location), and served for a year.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function storedBytes(url: string): Promise<{ bytes: Buffer; cacheControl: string | undefined }> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return { bytes: res.rawPayload, cacheControl: res.headers['cache-control'] as string | undefined };
}

describe('uploaded images', () => {
  it('V5.3.1 lose whatever follows the image: a PNG with a page appended, a GIF/JS polyglot', async () => {
    const me = await addMember(t);
    const page = '<html><script>alert(document.cookie)</script></html>';
    for (const [bytes, name] of [
      [Buffer.concat([TINY_PNG, Buffer.from(page)]), 'a.png'],
      [Buffer.concat([GIF, Buffer.from(`*/=1;alert(1)//${page}`)]), 'a.gif'],
    ] as const) {
      const res = await uploadFile(t, { bytes, filename: name }, { as: me });
      expect(res.body.code).toBe(1);
      const { bytes: stored, cacheControl } = await storedBytes(res.body.data.url);
      expect(stored.includes(Buffer.from('<script>'))).toBe(false);
      expect(stored.includes(Buffer.from('alert'))).toBe(false);
      expect(cacheControl).toBe('public, max-age=31536000, immutable');
    }
  });

  it('lose their metadata: a JPEG with an EXIF location is stored without it, upright', async () => {
    const me = await addMember(t);
    const photo = await sharp({ create: { width: 4, height: 2, channels: 3, background: { r: 200, g: 10, b: 10 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 0/1' } })
      .toBuffer();
    expect(photo.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const res = await uploadFile(t, { bytes: photo, filename: 'me.jpg', contentType: 'image/jpeg' }, { as: me });
    expect(res.body.code).toBe(1);
    const { bytes } = await storedBytes(res.body.data.url);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Orientation 6 (turned 90°) was applied before EXIF went: 4×2 shows as 2×4.
    expect([meta.width, meta.height]).toEqual([2, 4]);
  });

  it('V5.2.6 that decode to more pixels than the limit are refused: a small file cannot unpack into gigabytes', async () => {
    const me = await addMember(t);
    const flat = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: { r: 20, g: 20, b: 20 } } })
        .png({ compressionLevel: 9 })
        .toBuffer();
    // One pixel row over MAX_INPUT_PIXELS (8000×5000), in a file of a few hundred kilobytes.
    const bomb = await flat(8000, 5001);
    expect(bomb.length).toBeLessThan(1_000_000);
    const refused = await uploadFile(t, { bytes: bomb, filename: 'wide.png' }, { as: me });
    expect(refused.body).toMatchObject({ code: 0, msg: 'Only JPG, PNG, WebP or GIF images can be uploaded' });
    // The same picture within the limit is taken: the pixels, not the format, were refused.
    const fine = await uploadFile(t, { bytes: await flat(800, 500), filename: 'small.png' }, { as: me });
    expect(fine.body.code).toBe(1);
  });

  it('that do not decode are refused', async () => {
    const me = await addMember(t);
    const truncated = TINY_PNG.subarray(0, 40);
    const res = await uploadFile(t, { bytes: truncated }, { as: me });
    expect(res.body).toMatchObject({ code: 0, msg: 'Only JPG, PNG, WebP or GIF images can be uploaded' });
  });
});

import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { acceptedImage } from '../upload/image-type';
import { drawArt, encodePng, tierFrames } from './demo-art';

describe('the demo pictures', () => {
  it('are PNG files the upload check accepts, small and distinct by design', async () => {
    const base = { from: [10, 20, 30], to: [0, 0, 0], ink: [255, 255, 255], frame: tierFrames.N! } as const;
    const orb = drawArt({ ...base, motif: 'orb' });
    const star = drawArt({ ...base, motif: 'star' });
    const framed = drawArt({ ...base, motif: 'orb', frame: tierFrames.SSR! });
    expect(acceptedImage(await fileTypeFromBuffer(orb))).toBe('png');
    expect(orb.length).toBeLessThan(20_000);
    const hashes = new Set([orb, star, framed].map((b) => createHash('sha256').update(b).digest('hex')));
    expect(hashes.size).toBe(3);
    expect(drawArt({ ...base, motif: 'orb' }).equals(orb)).toBe(true);
  });

  it('encodes exactly the pixels given', () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow();
    const png = encodePng(1, 1, new Uint8Array([1, 2, 3]));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1);
  });
});

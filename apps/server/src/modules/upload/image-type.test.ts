import { describe, expect, it } from 'vitest';
import { acceptedImage, uploadKey } from './image-type';

describe('acceptedImage', () => {
  it('accepts JPG, PNG, WebP and GIF by detected MIME type', () => {
    expect(acceptedImage({ mime: 'image/jpeg' })).toBe('jpg');
    expect(acceptedImage({ mime: 'image/png' })).toBe('png');
    expect(acceptedImage({ mime: 'image/webp' })).toBe('webp');
    expect(acceptedImage({ mime: 'image/gif' })).toBe('gif');
  });
  it('refuses everything else, and content of no known type', () => {
    for (const mime of ['image/svg+xml', 'image/bmp', 'image/heic', 'application/pdf', 'text/html'])
      expect(acceptedImage({ mime })).toBeNull();
    expect(acceptedImage(undefined)).toBeNull();
  });
});

describe('uploadKey', () => {
  it('V5.3.2 files by UTC month under a random name', () => {
    expect(uploadKey(new Date('2026-01-31T23:59:59Z'), 'ab'.repeat(16), 'png')).toBe(`202601/${'ab'.repeat(16)}.png`);
  });
});

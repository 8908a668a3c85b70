import sharp from 'sharp';
import type { ImageExtension } from './image-type';

/** The most pixels an upload may decode to (8000×5000): a small file cannot unpack into gigabytes. */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes an accepted image and encodes it again in its own format, so what is stored is only the
 * picture: bytes after the image's end (an appended page or script) are gone, and so is every piece
 * of metadata (EXIF with a location, XMP, comments). A JPEG's EXIF orientation is applied first, so
 * the picture still shows upright without it. Every frame of an animated GIF or WebP is kept.
 * Null when the bytes do not decode as an image.
 */
export async function reencodeImage(bytes: Buffer, extension: ImageExtension): Promise<Buffer | null> {
  const animated = extension === 'gif' || extension === 'webp';
  const image = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const encoder =
    extension === 'jpg'
      ? image.jpeg({ quality: 90, mozjpeg: true })
      : extension === 'png'
        ? image.png()
        : extension === 'webp'
          ? image.webp({ quality: 90 })
          : image.gif();
  try {
    return await encoder.toBuffer();
  } catch {
    return null;
  }
}

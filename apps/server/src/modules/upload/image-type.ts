/** The image kinds a member may upload, by the MIME type their content shows, with the extension we store them under. */
const accepted: Record<string, 'jpg' | 'png' | 'webp' | 'gif'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export type ImageExtension = (typeof accepted)[keyof typeof accepted];

/** The extension to store a file under, or null when its detected content type is not an accepted image. */
export function acceptedImage(detected: { mime: string } | undefined): ImageExtension | null {
  if (!detected) return null;
  return accepted[detected.mime] ?? null;
}

/** A storage key under the month it was made, with a random name: nothing of the member's file name is kept. */
export function uploadKey(now: Date, randomHex: string, extension: ImageExtension): string {
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${month}/${randomHex}.${extension}`;
}

import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The embedded default is the local disk; an S3-compatible store would
 * be another implementation of this interface (put the object, return its public URL).
 */
export interface FileStorage {
  /** Stores the bytes under `key` (a relative path such as 202611/ab12.png) and returns the URL to show it. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<{ url: string }>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Files under DATA_DIR/uploads, served by the server at /uploads/<key>. */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  async put(key: string, bytes: Uint8Array): Promise<{ url: string }> {
    if (!/^[0-9]{6}\/[0-9a-f]{32}\.(jpg|png|webp|gif)$/.test(key)) throw new Error(`refusing storage key ${key}`);
    const file = path.join(this.root, key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name and renamed, so a half-written file is never served.
    const temporary = `${file}.part`;
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, file);
    return { url: `${UPLOADS_URL_PREFIX}${key}` };
  }
}

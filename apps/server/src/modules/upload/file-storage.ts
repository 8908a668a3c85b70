import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live: the local disk by default, an S3-compatible store (s3-storage.ts) when
 * configured. Either puts the object and returns its public URL.
 */
export interface FileStorage {
  /** Stores the bytes under `key` (a relative path such as 202611/ab12.png) and returns the URL to show it. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<{ url: string }>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Keys are made by the server (month/random.ext); anything else reaching a store is a bug, never a path to follow. */
export function assertStorageKey(key: string): void {
  if (!/^[0-9]{6}\/[0-9a-f]{32}\.(jpg|png|webp|gif)$/.test(key)) throw new Error(`refusing storage key ${key}`);
}

/** Files under DATA_DIR/uploads, served by the server at /uploads/<key>. */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  async put(key: string, bytes: Uint8Array): Promise<{ url: string }> {
    assertStorageKey(key);
    const file = path.join(this.root, key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name and renamed, so a half-written file is never served.
    const temporary = `${file}.part`;
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, file);
    return { url: `${UPLOADS_URL_PREFIX}${key}` };
  }
}

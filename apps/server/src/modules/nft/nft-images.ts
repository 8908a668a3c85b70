import type { Executor } from '../../platform/db/executor';
import { uniqueViolationColumn } from '../../platform/db/unique-violation';
import type { CatalogRepository, ImageRow } from './catalog-repository';

/** What stores an image file after checking its content (the upload module's `UploadService`). */
export interface ImageStore {
  storeImage(bytes: Buffer): Promise<{ url: string; mime: string; size: number; sha256: string }>;
}

/**
 * Keeps one row per image content: the same file uploaded twice is the same image. The store
 * re-encodes what it is given (only the picture, no metadata), so the SHA-256 is that of the bytes
 * stored and served: an NFT carries it, so its picture can be checked against it. A second upload
 * of a known picture leaves its own stored copy unreferenced.
 */
export async function saveNftImage(
  db: Executor,
  catalog: CatalogRepository,
  store: ImageStore,
  bytes: Buffer,
  adminId: bigint | null,
  now: bigint,
): Promise<ImageRow> {
  const stored = await store.storeImage(bytes);
  const sha256 = stored.sha256;
  const known = await catalog.imageByHash(db, sha256);
  if (known) return known;
  try {
    return await catalog.insertImage(db, {
      sha256,
      url: stored.url,
      mime: stored.mime,
      size: BigInt(stored.size),
      admin_id: adminId,
      created_at: now,
    });
  } catch (error) {
    // The same file uploaded twice at once: keep the first.
    const first = uniqueViolationColumn(error) !== null ? await catalog.imageByHash(db, sha256) : undefined;
    if (!first) throw error;
    return first;
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { FileStorage } from './file-storage';
import { acceptedImage, uploadKey } from './image-type';
import { uploadMessages as m } from './upload-messages';

/** Uploads: images only, judged by their content, stored under names the server makes. */
export class UploadService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly storage: FileStorage,
  ) {}

  async saveImage(userId: bigint, bytes: Buffer): Promise<{ url: string }> {
    const stored = await this.storeImage(bytes);
    await this.db
      .insertInto('uploads')
      .values({
        user_id: userId,
        storage_key: stored.key,
        url: stored.url,
        mime: stored.mime,
        size: BigInt(stored.size),
        created_at: BigInt(this.clock.now().getTime()),
      })
      .execute();
    return { url: stored.url };
  }

  /**
   * Checks that `bytes` are an accepted image by their content and stores them under a name the
   * server makes; records nothing (the caller keeps the record: a member's upload row, an operator's
   * NFT image). Also gives the SHA-256 of the content.
   */
  async storeImage(bytes: Buffer): Promise<{ key: string; url: string; mime: string; size: number; sha256: string }> {
    const detected = await fileTypeFromBuffer(bytes);
    const extension = acceptedImage(detected);
    if (!extension || !detected) return refuse(m.notImage, {}, 'file');
    const key = uploadKey(this.clock.now(), randomBytes(16).toString('hex'), extension);
    const { url } = await this.storage.put(key, bytes, detected.mime);
    return { key, url, mime: detected.mime, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  }

  async isOwnedBy(userId: bigint, url: string): Promise<boolean> {
    const row = await this.db.selectFrom('uploads').select('id').where('user_id', '=', userId).where('url', '=', url).executeTakeFirst();
    return row !== undefined;
  }
}

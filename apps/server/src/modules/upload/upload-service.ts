import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { FileStorage } from './file-storage';
import { acceptedImage, uploadKey } from './image-type';
import { uploadMessages as m } from './upload-messages';

/** Member uploads: images only, judged by their content, stored under names the server makes. */
export class UploadService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly storage: FileStorage,
  ) {}

  async saveImage(userId: bigint, bytes: Buffer): Promise<{ url: string }> {
    const detected = await fileTypeFromBuffer(bytes);
    const extension = acceptedImage(detected);
    if (!extension || !detected) return refuse(m.notImage, {}, 'file');
    const now = this.clock.now();
    const key = uploadKey(now, randomBytes(16).toString('hex'), extension);
    const { url } = await this.storage.put(key, bytes, detected.mime);
    await this.db
      .insertInto('uploads')
      .values({
        user_id: userId,
        storage_key: key,
        url,
        mime: detected.mime,
        size: BigInt(bytes.length),
        created_at: BigInt(now.getTime()),
      })
      .execute();
    return { url };
  }

  async isOwnedBy(userId: bigint, url: string): Promise<boolean> {
    const row = await this.db.selectFrom('uploads').select('id').where('user_id', '=', userId).where('url', '=', url).executeTakeFirst();
    return row !== undefined;
  }
}

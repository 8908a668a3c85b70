import { randomBytes } from 'node:crypto';
import type { UploadData } from '@mcc/contract/account';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { FileStorage } from './file-storage';
import { acceptedImage, uploadKey } from './image-type';
import { uploadMessages as m } from './upload-messages';
import { UploadRepository } from './upload-repository';

/** Member uploads: images only, judged by their content, stored under names the server makes. */
export class UploadService {
  readonly #uploads = new UploadRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Stores an image of the member's. `baseUrl` (the site's origin) makes the absolute `fullurl` for
   * clients that show it outside the app; a store that answers absolute URLs (S3) keeps its own.
   */
  async saveImage(userId: bigint, bytes: Buffer, baseUrl: string): Promise<UploadData> {
    const detected = await fileTypeFromBuffer(bytes);
    const extension = acceptedImage(detected);
    if (!extension || !detected) return refuse(m.notImage, {}, 'file');
    const now = this.clock.now();
    const key = uploadKey(now, randomBytes(16).toString('hex'), extension);
    const { url } = await this.storage.put(key, bytes, detected.mime);
    await this.#uploads.insert(this.db, {
      user_id: userId,
      storage_key: key,
      url,
      mime: detected.mime,
      size: BigInt(bytes.length),
      created_at: BigInt(now.getTime()),
    });
    return { url, fullurl: /^https?:\/\//.test(url) ? url : new URL(url, baseUrl).toString() };
  }

  isOwnedBy(userId: bigint, url: string): Promise<boolean> {
    return this.#uploads.isOwnedBy(this.db, userId, url);
  }
}

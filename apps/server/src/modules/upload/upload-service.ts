import { createHash, randomBytes } from 'node:crypto';
import type { UploadData } from '@mcc/contract/account';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import { dayOf } from '../../platform/calendar';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { FileStorage } from './file-storage';
import { acceptedImage, uploadKey } from './image-type';
import { reencodeImage } from './reencode';
import { uploadMessages as m } from './upload-messages';
import { UploadRepository } from './upload-repository';

/** The members' daily number of uploads: the setting, and the day it is counted in. */
export interface UploadQuota {
  dailyLimit(): Promise<number>;
  timeZone: string;
}

/** Uploads: images only, judged by their content, stored under names the server makes. */
export class UploadService {
  readonly #uploads = new UploadRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly storage: FileStorage,
    private readonly quota?: UploadQuota,
  ) {}

  /**
   * Stores an image of the member's. `baseUrl` (the site's origin) makes the absolute `fullurl` for
   * clients that show it outside the app; a store that answers absolute URLs (S3) keeps its own.
   */
  async saveImage(userId: bigint, bytes: Buffer, baseUrl: string): Promise<UploadData> {
    // The day's place is spent before the image is read, so a refused file counts too: the limit
    // bounds the work a member can ask of the server, whatever they send.
    if (this.quota) {
      const limit = await this.quota.dailyLimit();
      const day = dayOf(this.clock.now(), this.quota.timeZone);
      if (!(await this.#uploads.spendDaily(this.db, userId, day, limit))) refuse(m.dailyLimit, { limit }, 'file');
    }
    const stored = await this.storeImage(bytes);
    await this.#uploads.insert(this.db, {
      user_id: userId,
      storage_key: stored.key,
      url: stored.url,
      mime: stored.mime,
      size: BigInt(stored.size),
      created_at: BigInt(this.clock.now().getTime()),
    });
    return { url: stored.url, fullurl: /^https?:\/\//.test(stored.url) ? stored.url : new URL(stored.url, baseUrl).toString() };
  }

  /**
   * Checks that `bytes` are an accepted image by their content, re-encodes it (only the picture is
   * kept: no trailing bytes, no metadata) and stores it under a name the server makes; records
   * nothing (the caller keeps the record: a member's upload row, an operator's NFT image). Also
   * gives the SHA-256 of what was stored.
   */
  async storeImage(bytes: Buffer): Promise<{ key: string; url: string; mime: string; size: number; sha256: string }> {
    const detected = await fileTypeFromBuffer(bytes);
    const extension = acceptedImage(detected);
    if (!extension || !detected) return refuse(m.notImage, {}, 'file');
    const image = await reencodeImage(bytes, extension);
    if (!image) return refuse(m.notImage, {}, 'file');
    const key = uploadKey(this.clock.now(), randomBytes(16).toString('hex'), extension);
    const { url } = await this.storage.put(key, image, detected.mime);
    return { key, url, mime: detected.mime, size: image.length, sha256: createHash('sha256').update(image).digest('hex') };
  }

  isOwnedBy(userId: bigint, url: string): Promise<boolean> {
    return this.#uploads.isOwnedBy(this.db, userId, url);
  }
}

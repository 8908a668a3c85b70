import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { PushRepository } from './push-repository';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const NAME = 'vapid';

/**
 * The server's VAPID key pair: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else made on first
 * use and stored, so every process and every restart signs with the same pair (the first process to
 * store one wins; the others read it back).
 */
export class PushKeys {
  readonly #repo = new PushRepository();
  #keys: Promise<VapidKeys> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly given?: VapidKeys,
  ) {}

  keys(): Promise<VapidKeys> {
    if (this.given) return Promise.resolve(this.given);
    this.#keys ??= this.#load().catch((error: unknown) => {
      this.#keys = undefined;
      throw error;
    });
    return this.#keys;
  }

  async publicKey(): Promise<string> {
    return (await this.keys()).publicKey;
  }

  async #load(): Promise<VapidKeys> {
    const stored = await this.#read();
    if (stored) return stored;
    const made = webpush.generateVAPIDKeys();
    await this.#repo.insertKeys(this.db, {
      name: NAME,
      public_key: made.publicKey,
      private_key: made.privateKey,
      created_at: nowMs(this.clock),
    });
    const kept = await this.#read();
    if (!kept) throw new Error('VAPID keys were not stored');
    return kept;
  }

  async #read(): Promise<VapidKeys | undefined> {
    const row = await this.#repo.keys(this.db, NAME);
    return row ? { publicKey: row.public_key, privateKey: row.private_key } : undefined;
  }
}

/** Checks a VAPID pair from the environment: a 65-byte uncompressed P-256 public key and a 32-byte private key, base64url. */
export function checkVapidKeys(keys: VapidKeys): VapidKeys {
  const bytes = (text: string) => (/^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url') : Buffer.alloc(0));
  const publicKey = bytes(keys.publicKey);
  if (publicKey.length !== 65 || publicKey[0] !== 4)
    throw new Error('VAPID_PUBLIC_KEY must be base64url of a 65-byte uncompressed P-256 point');
  if (bytes(keys.privateKey).length !== 32) throw new Error('VAPID_PRIVATE_KEY must be base64url of a 32-byte P-256 private key');
  return keys;
}

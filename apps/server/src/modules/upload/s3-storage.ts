import type { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../platform/config';
import { assertStorageKey, type FileStorage } from './file-storage';

/**
 * Uploads in an S3-compatible store (AWS S3, MinIO, Ceph RGW, Cloudflare R2...). Path-style addressing
 * (endpoint/bucket/key) because most self-hosted stores have no per-bucket DNS names.
 */
export class S3Storage implements FileStorage {
  private constructor(
    private readonly config: S3Config,
    private readonly client: S3Client,
    private readonly PutObject: typeof PutObjectCommand,
  ) {}

  static async open(config: S3Config): Promise<S3Storage> {
    // Imported only when configured: the SDK takes about half a second to load, which a server on the local disk should not pay at each start.
    const sdk = await import('@aws-sdk/client-s3');
    const client = new sdk.S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // The SDK's default CRC32 checksum headers are refused by several S3-compatible stores; send them only when an operation needs them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return new S3Storage(config, client, sdk.PutObjectCommand);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<{ url: string }> {
    assertStorageKey(key);
    await this.client.send(
      new this.PutObject({
        Bucket: this.config.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        // Names are random and never reused, so a browser or CDN may keep an object for good.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return { url: s3ObjectUrl(this.config, key) };
  }

  /** Closes the client's kept-alive connections. */
  close(): void {
    this.client.destroy();
  }
}

/** The public address of a stored object: S3_PUBLIC_URL + key, or endpoint/bucket/key. */
export function s3ObjectUrl(config: Pick<S3Config, 'endpoint' | 'bucket' | 'publicUrl'>, key: string): string {
  const base = config.publicUrl ?? `${config.endpoint.replace(/\/+$/, '')}/${config.bucket}`;
  return `${base.replace(/\/+$/, '')}/${key}`;
}

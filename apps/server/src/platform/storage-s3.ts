import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageDriver } from './storage-driver.ts';

export interface S3StorageOptions {
  readonly bucket: string;
  readonly region: string;
  /** An S3-compatible service's address (MinIO, R2, Backblaze, ...); unset for AWS itself. */
  readonly endpoint: string | undefined;
  /** When unset, the SDK's usual sources are used (environment, instance role). */
  readonly accessKeyId: string | undefined;
  readonly secretAccessKey: string | undefined;
  /** bucket in the path (https://host/bucket/key) rather than the host name, as most S3-compatible services want. */
  readonly forcePathStyle: boolean;
}

/** Keeps file bytes in an S3 bucket (or an S3-compatible service), under the same random keys as the local disk. */
export function createS3Storage(options: S3StorageOptions): StorageDriver {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: bytes }));
    },
    async get(key) {
      const response = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
      if (!response.Body) throw new Error('the storage service returned no body');
      return Buffer.from(await response.Body.transformToByteArray());
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}

// Photos in an S3-compatible bucket (AWS S3, MinIO, R2...), through the AWS SDK. Another endpoint
// than AWS's is addressed path-style (`<endpoint>/<bucket>/<key>`), which every compatible server
// takes, rather than as a subdomain per bucket, which needs DNS for each.
import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config/app-config';
import type { PhotoStorage } from './photo-storage';

export class S3PhotoStorage implements PhotoStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      // Unset: the SDK's default chain (environment, shared profile, the instance's role).
      ...(config.credentials ? { credentials: config.credentials } : {}),
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: bytes, ContentType: contentType }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.client.send(new DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
  }

  /** Closes the SDK's sockets (the app's shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}

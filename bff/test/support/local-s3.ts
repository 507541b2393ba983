// A real S3-compatible server for the tests (s3rver: S3's REST API over files in a temporary
// folder), started on a free port with one bucket. The BFF talks to it through the AWS SDK as it
// would to S3 or MinIO: signed requests, path-style addresses.
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Server } from 'node:http';
// s3rver ships no types; what the tests use of it:
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => { run(): Promise<{ port: number }>; close(): Promise<void>; httpServer?: Server };
import { runTempDir } from './run-temp-dir';

export const LOCAL_S3 = { bucket: 'groundwork-photos', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  /** The S3_* variables that point the BFF at it. */
  env: Record<string, string>;
  /** An object's bytes as the server holds them, or null. */
  read(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

export async function startLocalS3(): Promise<LocalS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: runTempDir('s3-'),
    configureBuckets: [{ name: LOCAL_S3.bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: LOCAL_S3.region,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: LOCAL_S3.accessKeyId, secretAccessKey: LOCAL_S3.secretAccessKey },
  });
  return {
    env: {
      S3_BUCKET: LOCAL_S3.bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: LOCAL_S3.region,
      S3_ACCESS_KEY_ID: LOCAL_S3.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3.secretAccessKey,
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: LOCAL_S3.bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
    },
  };
}

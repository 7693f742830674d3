import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import S3rver from 's3rver';
import { fixRanges, missingS3Calls } from './s3-missing-calls';
import { tempDir } from './temp-dir';

export interface TestS3 {
  /** http://127.0.0.1:<port> for the local server, or TEST_S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3_* variables that point an app (buildTestApp's env) at this bucket. */
  env: Record<string, string>;
  /** Which server answers: 's3rver' started here, or 'external' (TEST_S3_ENDPOINT). */
  kind: 's3rver' | 'external';
  /** The settings as createS3Storage takes them (proxy downloads). */
  settings: {
    bucket: string;
    endpoint: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: true;
    downloads: 'proxy';
    presignSeconds: number;
  };
  stop(): Promise<void>;
}

/** s3rver knows one account; any other key is refused as S3 would refuse it. */
const S3RVER_KEY = 'S3RVER';

/**
 * An S3 API for tests. By default s3rver (with the calls it lacks added, see
 * s3-missing-calls.ts) on a free port of 127.0.0.1, storing in a temporary folder, with a
 * fresh bucket. With TEST_S3_ENDPOINT (and TEST_S3_BUCKET, TEST_S3_ACCESS_KEY_ID,
 * TEST_S3_SECRET_ACCESS_KEY, optionally TEST_S3_REGION) that endpoint is used instead, so the
 * same tests run against MinIO, a cloud bucket or anything else that speaks S3; its bucket
 * must exist, and tests must remove what they write (the contract suite works under a
 * run-specific prefix for that reason).
 */
export async function startTestS3(): Promise<TestS3> {
  const external = process.env.TEST_S3_ENDPOINT;
  if (external) {
    const missing = ['TEST_S3_BUCKET', 'TEST_S3_ACCESS_KEY_ID', 'TEST_S3_SECRET_ACCESS_KEY'].filter(
      (name) => !process.env[name],
    );
    if (missing.length > 0) {
      throw new Error(`TEST_S3_ENDPOINT is set: also set ${missing.join(', ')}`);
    }
    return describeS3('external', {
      endpoint: external.replace(/\/$/, ''),
      bucket: process.env.TEST_S3_BUCKET!,
      region: process.env.TEST_S3_REGION || 'us-east-1',
      accessKeyId: process.env.TEST_S3_ACCESS_KEY_ID!,
      secretAccessKey: process.env.TEST_S3_SECRET_ACCESS_KEY!,
      stop: async () => undefined,
    });
  }

  const bucket = `lectio-test-${randomUUID().slice(0, 8)}`;
  const directory = tempDir('s3rver');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  // In front of s3rver's router (the last middleware), behind its logging and XML encoding.
  server.middleware.splice(server.middleware.length - 1, 0, missingS3Calls(server.store));
  fixRanges(server.store);
  const { port } = await server.run();
  return describeS3('s3rver', {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    stop: async () => {
      const closing = server.close();
      // The SDK keeps its sockets open; close() alone would wait for them to time out.
      server.httpServer?.closeAllConnections();
      await closing;
      // Removed here too, not only with the test file's other folders: the bench uses this.
      rmSync(directory, { recursive: true, force: true });
    },
  });
}

function describeS3(
  kind: TestS3['kind'],
  s3: Pick<TestS3, 'endpoint' | 'bucket' | 'region' | 'accessKeyId' | 'secretAccessKey' | 'stop'>,
): TestS3 {
  return {
    ...s3,
    kind,
    env: {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    settings: {
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
      downloads: 'proxy',
      presignSeconds: 300,
    },
  };
}

import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from './config';
import {
  assertValidKey,
  assertValidMetadata,
  contentTypeForKey,
  type DownloadUrlOptions,
  type FileStorage,
  type PutOptions,
  type StoredFileInfo,
  type StoredFileStream,
  type StreamOptions,
} from './storage';

/** S3's smallest multipart part (except the last): lib-storage's default too. */
export const MULTIPART_PART_SIZE = 5 * 1024 * 1024;

export interface PresignOptions extends DownloadUrlOptions {
  expiresInSeconds: number;
  /** The signing time; tests pass one in the past to get an expired address. */
  now?: Date;
}

export interface S3FileStorage extends FileStorage {
  readonly kind: 's3';
  readonly bucket: string;
  readonly client: S3Client;
  /**
   * A GET address for one file that works without credentials until it expires. Set only in
   * redirect mode (S3_DOWNLOADS=redirect): private routes then answer 302 to it.
   */
  readonly downloadUrl: ((key: string, options: DownloadUrlOptions) => Promise<string>) | null;
  presignedGetUrl(key: string, options: PresignOptions): Promise<string>;
  close(): Promise<void>;
}

/**
 * The client settings for a bucket. The tus S3 store (uploads) builds its own client from the
 * same settings, so both talk to the bucket the same way.
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
  };
}

/**
 * Files in an S3-compatible bucket (decision 0012), behind the same interface as the local
 * folder: PutObject, multipart uploads for streams, HeadObject, ranged GetObject,
 * DeleteObject(s). The metadata is S3 user metadata; the entity tag and Last-Modified are the
 * bucket's own, so every instance reports the same ones.
 */
export function createS3Storage(settings: S3Settings): S3FileStorage {
  const client = new S3Client(s3ClientConfig(settings));
  const { bucket } = settings;

  async function head(key: string): Promise<StoredFileInfo | null> {
    assertValidKey(key);
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return describe(key, { ...answer, size: answer.ContentLength ?? 0 });
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function headAfterWrite(key: string): Promise<StoredFileInfo> {
    const info = await head(key);
    // S3 reads its own writes; an answer of "missing" here means the bucket misbehaves.
    if (!info) throw new Error(`The bucket lost ${key} right after it was written`);
    return info;
  }

  async function stream(
    key: string,
    { range }: StreamOptions = {},
  ): Promise<StoredFileStream | null> {
    assertValidKey(key);
    try {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // With a range, ContentLength is the part's; the whole size is after the '/'.
      const total = answer.ContentRange?.match(/\/(\d+)$/)?.[1];
      const size = total !== undefined ? Number(total) : (answer.ContentLength ?? 0);
      return { info: describe(key, { ...answer, size }), body: answer.Body as Readable };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function presignedGetUrl(key: string, options: PresignOptions): Promise<string> {
    assertValidKey(key);
    const command = new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentType: options.contentType,
      ResponseContentDisposition: options.contentDisposition,
      ResponseCacheControl: options.cacheControl,
    });
    return getSignedUrl(client, command, {
      expiresIn: options.expiresInSeconds,
      ...(options.now ? { signingDate: options.now } : {}),
    });
  }

  return {
    kind: 's3',
    bucket,
    client,

    async put(key: string, bytes: Uint8Array, { contentType, metadata = {} }: PutOptions) {
      assertValidKey(key);
      assertValidMetadata(metadata);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          Metadata: metadata,
        }),
      );
      return headAfterWrite(key);
    },

    async putStream(key: string, body: Readable, { contentType, metadata = {} }: PutOptions) {
      assertValidKey(key);
      assertValidMetadata(metadata);
      // Parts of 5 MB, four in flight: memory stays near 20 MB whatever the file's size. A
      // failed upload aborts its multipart upload, so no parts are left behind (and billed).
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          Metadata: metadata,
        },
        partSize: MULTIPART_PART_SIZE,
        queueSize: 4,
        leavePartsOnError: false,
      });
      await upload.done();
      return headAfterWrite(key);
    },

    head,

    async get(key: string) {
      const file = await stream(key);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },

    stream,

    async exists(key: string) {
      return (await head(key)) !== null;
    },

    async delete(key: string) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async deletePrefix(prefix: string) {
      assertValidKey(prefix);
      let continuationToken: string | undefined;
      do {
        // A page holds at most 1,000 keys: exactly what one DeleteObjects call takes.
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${prefix}/`,
            ContinuationToken: continuationToken,
          }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        if (keys.length > 0) {
          const answer = await client.send(
            new DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
            }),
          );
          const failure = answer.Errors?.[0];
          if (failure) {
            throw new Error(
              `Could not delete ${failure.Key ?? prefix}: ${failure.Message ?? failure.Code}`,
            );
          }
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    presignedGetUrl,

    async close() {
      client.destroy();
    },

    downloadUrl:
      settings.downloads === 'redirect'
        ? (key, options) =>
            presignedGetUrl(key, { ...options, expiresInSeconds: settings.presignSeconds })
        : null,
  };
}

interface ObjectAnswer {
  size: number;
  ContentType?: string | undefined;
  ETag?: string | undefined;
  LastModified?: Date | undefined;
  Metadata?: Record<string, string> | undefined;
}

function describe(key: string, answer: ObjectAnswer): StoredFileInfo {
  const etag = answer.ETag ?? '';
  return {
    key,
    size: answer.size,
    contentType: answer.ContentType ?? contentTypeForKey(key),
    // S3 quotes its tags; some compatible services do not.
    etag: etag.startsWith('"') ? etag : `"${etag}"`,
    lastModified: answer.LastModified ?? new Date(0),
    metadata: { ...answer.Metadata },
  };
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

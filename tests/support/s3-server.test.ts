import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32Base64, decodeAwsChunked } from './s3-aws-chunked';
import { startTestS3, type TestS3 } from './s3-server';

const MB = 1024 * 1024;

/**
 * The S3 test server answers the calls our storage and @tus/s3-store make the way S3 does,
 * including those s3rver lacks (ListParts, ListMultipartUploads, AbortMultipartUpload) and
 * those it gets wrong (aws-chunked bodies, some ranges, completing with bad parts).
 */
describe('test S3 server', () => {
  let s3: TestS3;
  let client: S3Client;
  let bucket: string;
  const prefix = `helper-${Date.now().toString(36)}`;

  beforeAll(async () => {
    s3 = await startTestS3();
    bucket = s3.bucket;
    client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
  });
  afterAll(async () => {
    client.destroy();
    await s3.stop();
  });

  const begin = async (key: string) =>
    (
      await client.send(
        new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: 'video/mp4' }),
      )
    ).UploadId!;
  const uploadPart = async (key: string, uploadId: string, partNumber: number, body: Buffer) =>
    (
      await client.send(
        new UploadPartCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: partNumber,
          Body: body,
        }),
      )
    ).ETag!;

  it('lists the parts of an upload after two UploadPart calls, page by page', async () => {
    const key = `${prefix}/parts.mp4`;
    const uploadId = await begin(key);
    const first = await uploadPart(key, uploadId, 1, randomBytes(5 * MB));
    const second = await uploadPart(key, uploadId, 2, Buffer.from('tail'));

    const all = await client.send(
      new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId }),
    );
    expect(all.Parts?.map((part) => [part.PartNumber, part.ETag, part.Size])).toEqual([
      [1, first, 5 * MB],
      [2, second, 4],
    ]);
    expect(all.IsTruncated).toBe(false);
    expect(all.Parts?.[0]?.LastModified).toBeInstanceOf(Date);

    const page = await client.send(
      new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId, MaxParts: 1 }),
    );
    expect(page.Parts?.map((part) => part.PartNumber)).toEqual([1]);
    expect(page.IsTruncated).toBe(true);
    const rest = await client.send(
      new ListPartsCommand({
        Bucket: bucket,
        Key: key,
        UploadId: uploadId,
        PartNumberMarker: page.NextPartNumberMarker,
      }),
    );
    expect(rest.Parts?.map((part) => part.PartNumber)).toEqual([2]);

    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: {
          Parts: [
            { PartNumber: 1, ETag: first },
            { PartNumber: 2, ETag: second },
          ],
        },
      }),
    );
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    expect(head.ContentLength).toBe(5 * MB + 4);
    expect(head.ContentType).toBe('video/mp4');
    expect(head.ETag).toMatch(/^"[0-9a-f]{32}-2"$/);
    // Completed: the upload is gone.
    await expect(
      client.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId })),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
  });

  it('lists multipart uploads in progress by key, with a prefix and in pages', async () => {
    const listPrefix = `${prefix}/list/`;
    const a = await begin(`${listPrefix}a`);
    const b = await begin(`${listPrefix}b`);
    const other = await begin(`${prefix}/elsewhere`);

    const listed = await client.send(
      new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: listPrefix }),
    );
    expect(listed.Uploads?.map((upload) => [upload.Key, upload.UploadId])).toEqual([
      [`${listPrefix}a`, a],
      [`${listPrefix}b`, b],
    ]);
    expect(listed.Uploads?.[0]?.Initiated).toBeInstanceOf(Date);

    const first = await client.send(
      new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: listPrefix, MaxUploads: 1 }),
    );
    expect(first.Uploads?.map((upload) => upload.UploadId)).toEqual([a]);
    expect(first.IsTruncated).toBe(true);
    const second = await client.send(
      new ListMultipartUploadsCommand({
        Bucket: bucket,
        Prefix: listPrefix,
        KeyMarker: first.NextKeyMarker,
        UploadIdMarker: first.NextUploadIdMarker,
      }),
    );
    expect(second.Uploads?.map((upload) => upload.UploadId)).toEqual([b]);
    expect(second.IsTruncated).toBe(false);

    for (const [key, id] of [
      [`${listPrefix}a`, a],
      [`${listPrefix}b`, b],
      [`${prefix}/elsewhere`, other],
    ] as const) {
      await client.send(
        new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: id }),
      );
    }
    for (const listed of [listPrefix, `${prefix}/elsewhere`]) {
      const after = await client.send(
        new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: listed }),
      );
      expect(after.Uploads ?? []).toEqual([]);
    }
  });

  it('aborts an upload: its parts are gone and further calls get NoSuchUpload', async () => {
    const key = `${prefix}/aborted.bin`;
    const uploadId = await begin(key);
    await uploadPart(key, uploadId, 1, Buffer.from('part'));
    await client.send(
      new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }),
    );
    for (const call of [
      () => client.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId })),
      () => uploadPart(key, uploadId, 2, Buffer.from('late')),
      () =>
        client.send(
          new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }),
        ),
      () =>
        client.send(
          new CompleteMultipartUploadCommand({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: { Parts: [{ PartNumber: 1, ETag: '"x"' }] },
          }),
        ),
    ]) {
      await expect(call()).rejects.toMatchObject({
        name: 'NoSuchUpload',
        $metadata: { httpStatusCode: 404 },
      });
    }
    // An upload id is bound to its key.
    const other = await begin(`${prefix}/other.bin`);
    await expect(
      client.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: other })),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
    await client.send(
      new AbortMultipartUploadCommand({
        Bucket: bucket,
        Key: `${prefix}/other.bin`,
        UploadId: other,
      }),
    );
  });

  it('refuses to complete with a small middle part, an unknown part or parts out of order', async () => {
    const key = `${prefix}/refused.bin`;
    const uploadId = await begin(key);
    const small = await uploadPart(key, uploadId, 1, Buffer.from('too small'));
    const last = await uploadPart(key, uploadId, 2, Buffer.from('last'));
    const complete = (Parts: { PartNumber: number; ETag: string }[]) =>
      client.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts },
        }),
      );
    await expect(
      complete([
        { PartNumber: 1, ETag: small },
        { PartNumber: 2, ETag: last },
      ]),
    ).rejects.toMatchObject({ name: 'EntityTooSmall' });
    await expect(complete([{ PartNumber: 1, ETag: '"0123"' }])).rejects.toMatchObject({
      name: 'InvalidPart',
    });
    await expect(
      complete([
        { PartNumber: 2, ETag: last },
        { PartNumber: 1, ETag: small },
      ]),
    ).rejects.toMatchObject({ name: 'InvalidPartOrder' });
    // Nothing was stored, and the upload can still be completed correctly.
    await expect(
      client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })),
    ).rejects.toMatchObject({
      name: 'NotFound',
    });
    await complete([{ PartNumber: 1, ETag: small }]);
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    expect(await object.Body!.transformToString()).toBe('too small');
  });

  it('stores the bytes of a streamed (aws-chunked) upload, not its framing', async () => {
    const key = `${prefix}/streamed.txt`;
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: Readable.from([Buffer.from('hello '), Buffer.from('world')]),
        ContentLength: 11,
        ContentType: 'text/plain',
      }),
    );
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    expect(await object.Body!.transformToString()).toBe('hello world');
    expect(object.ContentEncoding).toBeUndefined();
  });

  it('refuses an aws-chunked body whose checksum or length does not match', async () => {
    const send = (body: string, decodedLength: number) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const url = new URL(`${s3.endpoint}/${bucket}/${prefix}/bad.txt`);
        const call = request(
          url,
          {
            method: 'PUT',
            headers: {
              'content-encoding': 'aws-chunked',
              'x-amz-decoded-content-length': String(decodedLength),
              'x-amz-trailer': 'x-amz-checksum-crc32',
            },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          },
        );
        call.on('error', reject);
        call.end(body);
      });
    const wrongSum = await send(
      `5\r\nhello\r\n0\r\nx-amz-checksum-crc32:${crc32Base64(Buffer.from('HELLO'))}\r\n\r\n`,
      5,
    );
    expect(wrongSum.status).toBe(400);
    expect(wrongSum.body).toContain('BadDigest');
    const short = await send(`3\r\nhel\r\n0\r\n\r\n`, 5);
    expect(short.status).toBe(400);
    expect(short.body).toContain('IncompleteBody');
  });

  it('answers ranges s3rver gets wrong: the first byte and the last bytes', async () => {
    const key = `${prefix}/range.txt`;
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'abcdefghij' }));
    const range = async (Range: string) => {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range }));
      return [await answer.Body!.transformToString(), answer.ContentRange];
    };
    expect(await range('bytes=0-0')).toEqual(['a', 'bytes 0-0/10']);
    expect(await range('bytes=-3')).toEqual(['hij', 'bytes 7-9/10']);
    expect(await range('bytes=-30')).toEqual(['abcdefghij', 'bytes 0-9/10']);
    expect(await range('bytes=8-')).toEqual(['ij', 'bytes 8-9/10']);
    await expect(range('bytes=10-')).rejects.toMatchObject({ name: 'InvalidRange' });
  });
});

describe('decodeAwsChunked', () => {
  it('decodes signed and unsigned chunks and checks the trailer', () => {
    const bytes = Buffer.from('hello world');
    const signed = Buffer.from(
      `6;chunk-signature=abc\r\nhello \r\n5;chunk-signature=def\r\nworld\r\n0;chunk-signature=0\r\n\r\n`,
    );
    expect(decodeAwsChunked(signed, 11)).toEqual({ bytes });
    const trailer = Buffer.from(
      `b\r\nhello world\r\n0\r\nx-amz-checksum-crc32:${crc32Base64(bytes)}\r\n\r\n`,
    );
    expect(decodeAwsChunked(trailer, null)).toEqual({ bytes });
    expect(decodeAwsChunked(Buffer.from('zz\r\nhello'), null)).toEqual({ error: 'InvalidChunk' });
    expect(decodeAwsChunked(Buffer.from('b\r\nhello'), null)).toEqual({ error: 'IncompleteBody' });
    expect(decodeAwsChunked(Buffer.from('5\r\nhelloXX0\r\n\r\n'), null)).toEqual({
      error: 'InvalidChunk',
    });
  });
});

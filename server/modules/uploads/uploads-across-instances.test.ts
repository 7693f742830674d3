import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_API, type UploadStatusAnswer } from '../../../common/schemas/uploads';
import { testDatabases } from '../../../tests/support/databases';
import { send, signedInUser, type Caller } from '../../../tests/support/factories';
import { startTestS3, type TestS3 } from '../../../tests/support/s3-server';
import { tempDir } from '../../../tests/support/temp-dir';
import { buildTestApp } from '../../../tests/support/test-app';
import { s3ClientConfig } from '../../adapters/storage/s3';
import { SIGNATURES, TUS_HEADERS, tusCreate, tusPatch } from './test-support';

/**
 * Two instances on one database and one bucket (issue 10, point 11): the incomplete bytes of
 * a tus upload live in the bucket (@tus/s3-store), so an upload begun on one instance
 * continues on the other, and its finished file is served by either. PostgreSQL when the
 * tests have it, else one SQLite file both instances open.
 */
const postgres = testDatabases().find((database) => database.name === 'postgres');

describe('resumable uploads across two instances sharing a bucket', () => {
  let s3: TestS3;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let teacher: Caller;

  beforeAll(async () => {
    s3 = await startTestS3();
    const databaseUrl = postgres
      ? await postgres.create()
      : `sqlite:${join(tempDir('two-instances'), 'lectio.db')}`;
    a = await buildTestApp(databaseUrl, s3.env);
    b = await buildTestApp(databaseUrl, s3.env);
    teacher = await signedInUser(a);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await postgres?.dropAll();
    await s3?.stop();
  });

  it('an upload begun on one instance finishes on the other, and either serves it', async () => {
    // Over one 8 MiB part, so a finished part and an incomplete one are both in the bucket.
    const bytes = Buffer.concat([SIGNATURES.pdf, Buffer.alloc(10 * 1024 * 1024, 0x41)]);
    const created = await tusCreate(a, teacher, {
      kind: 'attachment',
      name: 'Retreat guide.pdf',
      size: bytes.length,
    });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    const id = location.slice(location.lastIndexOf('/') + 1);
    const firstPart = 9 * 1024 * 1024;
    const first = await tusPatch(a, teacher, location, 0, bytes.subarray(0, firstPart));
    expect(first.statusCode).toBe(204);

    // Instance B knows how far it got from the bucket alone.
    const head = await b.inject({
      method: 'HEAD',
      url: location,
      headers: TUS_HEADERS,
      cookies: teacher.cookies,
    });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['upload-offset'])).toBe(firstPart);
    const rest = await tusPatch(b, teacher, location, firstPart, bytes.subarray(firstPart));
    expect(rest.statusCode).toBe(204);

    const status = (
      await send(a, 'GET', UPLOADS_API.status(id), teacher)
    ).json<UploadStatusAnswer>();
    expect(status).toMatchObject({ status: 'ready', contentType: 'application/pdf' });
    for (const instance of [a, b]) {
      const file = await send(instance, 'GET', UPLOADS_API.file(id), teacher);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
    // Nothing of the incomplete upload is left in the bucket: only the stored file.
    const client = new S3Client(s3ClientConfig(s3.settings));
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    client.destroy();
    const left = (listed.Contents ?? []).map((object) => object.Key ?? '');
    expect(left.filter((key) => key.startsWith(id))).toEqual([]);
  });
});

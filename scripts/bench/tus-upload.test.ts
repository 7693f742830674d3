import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../tests/support/factories';
import { buildTestApp } from '../../tests/support/test-app';
import { formatTusUpload, measureTusUpload } from './tus-upload.mjs';

describe('the tus upload benchmark', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let cookie: string;

  beforeAll(async () => {
    app = await buildTestApp('sqlite::memory:');
    const teacher = await signedInUser(app);
    cookie = `t=${teacher.cookies.t}`;
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it('uploads in chunks and in one request, each to a stored video, and cleans up', async () => {
    const bytes = 3 * 1024 * 1024 + 5;
    const result = await measureTusUpload({
      baseUrl,
      cookie,
      bytes,
      chunkBytes: [1024 * 1024, bytes],
    });
    expect(result.runs.map((run) => [run.patches, run.status])).toEqual([
      [4, 'processing'],
      [1, 'processing'],
    ]);
    for (const run of result.runs) {
      expect(run.totalMs).toBeGreaterThan(0);
      expect(run.mbPerSecond).toBeCloseTo(bytes / 1e6 / (run.totalMs / 1000), 6);
    }
    // Each run removed its upload again.
    expect(await app.db.selectFrom('uploads').select('id').execute()).toEqual([]);
    const text = formatTusUpload(result);
    expect(text).toContain('1 MiB');
    expect(text).toContain('one request');
  });
});

// Private file downloads (issue 10, point 16): the time to the first byte and to the last of
// a 50 MB file fetched through its permission-checked route, on each storage adapter: the
// local folder, an S3 bucket streamed through the server (S3_DOWNLOADS=proxy), and the same
// bucket handed out as a presigned address (S3_DOWNLOADS=redirect: the 302, then the bucket).
// The bucket is s3rver on loopback (tests/support/s3-server.ts), started in this process.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ROOT } from '../lib/build.mjs';
import { demoTeacherCredentials, signIn } from './auth-client.mjs';
import { seedDemoDatabase } from './demo-seed.mjs';
import { importServerTs } from './import-server-ts.mjs';
import { startLectioServer } from './server.mjs';

export const FILE_BYTES = 50 * 1024 * 1024;
const PIECE = 1024 * 1024;

/** @typedef {'local folder' | 'S3, proxy' | 'S3, redirect'} Adapter */
/** @type {Adapter[]} */
const ADAPTERS = ['local folder', 'S3, proxy', 'S3, redirect'];

/**
 * @param {{ serverBundle: string, clientDir: string }} build
 * @param {{ runs?: number, onStep?: (text: string) => void }} [options]
 */
export async function measureFileDownload(build, { runs = 9, onStep = () => {} } = {}) {
  const [{ startTestS3 }, { createStorage }, { openDatabase }] = await Promise.all([
    importServerTs(join(ROOT, 'tests/support/s3-server.ts')),
    importServerTs(join(ROOT, 'server/adapters/storage/create-storage.ts')),
    importServerTs(join(ROOT, 'server/db/kysely.ts')),
  ]);
  const results = [];
  for (const adapter of ADAPTERS) {
    onStep(`File download: ${FILE_BYTES / PIECE} MB, ${adapter}`);
    const filesDir = mkdtempSync(join(tmpdir(), 'lectio-bench-files-'));
    const s3 = adapter === 'local folder' ? null : await startTestS3();
    let databaseUrl = '';
    let server = null;
    try {
      const env = {
        FILES_DIR: filesDir,
        ...s3?.env,
        ...(adapter === 'S3, redirect' ? { S3_DOWNLOADS: 'redirect' } : {}),
      };
      server = await startLectioServer(build, {
        prepare: (url) => {
          databaseUrl = url;
          return seedDemoDatabase(url);
        },
        env,
      });
      const cookie = await signIn(server.url, await demoTeacherCredentials());
      const url = await privateFile(server.url, cookie, databaseUrl, {
        openDatabase,
        storage: createStorage({
          FILES_DIR: filesDir,
          S3_REGION: 'us-east-1',
          S3_PRESIGN_SECONDS: 300,
          ...(s3
            ? {
                S3_BUCKET: s3.bucket,
                S3_ENDPOINT: s3.endpoint,
                S3_ACCESS_KEY_ID: s3.accessKeyId,
                S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
                S3_FORCE_PATH_STYLE: true,
              }
            : {}),
        }),
      });
      // One warm-up download (connections, the first read of the file), then the runs.
      await download(url, cookie);
      const samples = [];
      for (let run = 0; run < runs; run++) samples.push(await download(url, cookie));
      results.push(summarize(adapter, samples));
    } finally {
      await server?.stop();
      await s3?.stop();
      rmSync(filesDir, { recursive: true, force: true });
    }
  }
  return { bytes: FILE_BYTES, runs, adapters: results };
}

/**
 * A private file of the demo teacher: an activity created through the API, whose image is
 * the 50 MB file, written through the same storage adapter the server uses.
 */
async function privateFile(baseUrl, cookie, databaseUrl, { openDatabase, storage }) {
  const created = await fetch(new URL('/api/activities', baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: new URL(baseUrl).origin,
      cookie,
    },
    body: JSON.stringify(ACTIVITY),
  });
  if (!created.ok) throw new Error(`Creating the activity answered ${created.status}`);
  const { id } = await created.json();
  const key = `private/activities/bench-${randomBytes(8).toString('hex')}.mp4`;
  await storage.putStream(key, randomPieces(FILE_BYTES), { contentType: 'video/mp4' });
  const { db } = openDatabase(databaseUrl);
  try {
    await db.updateTable('activities').set({ image_key: key }).where('id', '=', id).execute();
  } finally {
    await db.destroy();
  }
  return new URL(`/api/activities/${id}/image`, baseUrl).href;
}

function randomPieces(total) {
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < total; sent += PIECE)
        yield randomBytes(Math.min(PIECE, total - sent));
    })(),
  );
}

/**
 * One download: after a 302 the presigned address is fetched, as a browser does. Times are
 * from sending the first request: headers, first body byte, last byte.
 * @returns {Promise<{ firstByteMs: number, totalMs: number, redirectMs: number | null }>}
 */
async function download(url, cookie) {
  const started = performance.now();
  let answer = await get(url, { cookie }, started);
  let redirectMs = null;
  if (answer.status === 302) {
    redirectMs = answer.headersMs;
    answer = await get(answer.location, {}, started);
  }
  if (answer.status !== 200 || answer.bytes !== FILE_BYTES) {
    throw new Error(`The download answered ${answer.status} with ${answer.bytes} bytes`);
  }
  return { firstByteMs: answer.firstByteMs, totalMs: answer.totalMs, redirectMs };
}

function get(url, headers, started) {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers }, (response) => {
      const headersMs = performance.now() - started;
      let firstByteMs = null;
      let bytes = 0;
      response.on('data', (chunk) => {
        firstByteMs ??= performance.now() - started;
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          location: response.headers.location,
          headersMs,
          firstByteMs: firstByteMs ?? headersMs,
          totalMs: performance.now() - started,
          bytes,
        }),
      );
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

/**
 * @param {Adapter} adapter
 * @param {{ firstByteMs: number, totalMs: number, redirectMs: number | null }[]} samples
 */
export function summarize(adapter, samples) {
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const totalMs = median(samples.map((sample) => sample.totalMs));
  const redirects = samples.flatMap((sample) =>
    sample.redirectMs === null ? [] : [sample.redirectMs],
  );
  return {
    adapter,
    firstByteMs: median(samples.map((sample) => sample.firstByteMs)),
    totalMs,
    megabytesPerSecond: FILE_BYTES / PIECE / (totalMs / 1000),
    redirectMs: redirects.length > 0 ? median(redirects) : null,
  };
}

const ACTIVITY = {
  title: 'Bench video',
  passageReference: 'Luke 15:1-7',
  passageSource: 'Retold in our own words',
  passageText: 'A shepherd leaves ninety-nine sheep to look for the one that is lost.',
  instructions: 'Watch, then answer.',
  questions: [{ prompt: 'Who is lost?' }],
  vocabulary: [],
  rubric: null,
  imageAlt: '',
  dueDate: null,
};

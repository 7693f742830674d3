// Resumable upload throughput (issue 10, point 16): one 200 MB file sent with the tus
// protocol over loopback to the server under test, as the browser sends it (32 MiB PATCHes,
// the chunk size of app/features/uploads/use-resumable-upload.ts) and as one long PATCH. The time runs
// from the creation request to the answer of the last PATCH, which includes the server's
// check of the finished file and its copy into storage. The bytes are a video signature and
// zeros, generated on the fly (the bench holds 1 MiB at a time).
import http from 'node:http';
import { join } from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { demoTeacherCredentials, signIn } from './auth-client.mjs';
import { seedDemoDatabase } from './demo-seed.mjs';
import { importServerTs } from './import-server-ts.mjs';
import { table } from './report.mjs';
import { startLectioServer } from './server.mjs';

const TUS = '/api/uploads';
const MiB = 1024 * 1024;
/** The first bytes of an MP4 (an ftyp box): enough for the server's type check. */
const MP4_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
]);

/**
 * @param {{ baseUrl: string, cookie?: string, credentials?: { email: string, password: string },
 *   bytes?: number, chunkBytes?: number[] }} options
 */
export async function measureTusUpload({
  baseUrl,
  cookie,
  credentials,
  bytes = 200 * 1000 * 1000,
  chunkBytes = [32 * MiB, bytes],
}) {
  const session = cookie ?? (credentials ? await signIn(baseUrl, credentials) : '');
  const runs = [];
  for (const chunk of chunkBytes) runs.push(await uploadOnce(baseUrl, session, bytes, chunk));
  return { bytes, runs };
}

/**
 * The same upload with the incomplete bytes in an S3 bucket (@tus/s3-store, as several
 * instances run): a server of its own on a fresh database, pointed at s3rver on loopback
 * (tests/support/s3-server.ts), in the browser's 32 MiB PATCHes.
 * @param {{ serverBundle: string, clientDir: string }} build
 */
export async function measureTusUploadOnBucket(build, { bytes = 200 * 1000 * 1000 } = {}) {
  const { startTestS3 } = await importServerTs(join(ROOT, 'tests/support/s3-server.ts'));
  const s3 = await startTestS3();
  let server = null;
  try {
    server = await startLectioServer(build, { prepare: seedDemoDatabase, env: s3.env });
    return await measureTusUpload({
      baseUrl: server.url,
      credentials: await demoTeacherCredentials(),
      bytes,
      chunkBytes: [32 * MiB],
    });
  } finally {
    await server?.stop();
    await s3.stop();
  }
}

/** One upload of `bytes` in PATCHes of `chunk` bytes; its time and what the server made of it. */
async function uploadOnce(baseUrl, cookie, bytes, chunk) {
  const origin = new URL(baseUrl).origin;
  const headers = { 'tus-resumable': '1.0.0', origin, cookie };
  const started = performance.now();
  const created = await request(baseUrl, 'POST', TUS, {
    ...headers,
    'upload-length': String(bytes),
    'upload-metadata': `kind ${b64('video')},filename ${b64('bench.mp4')}`,
  });
  const location = created.headers.location;
  if (created.status !== 201 || !location) {
    throw new Error(`tus creation answered ${created.status}: ${created.body.slice(0, 300)}`);
  }
  let offset = 0;
  let patches = 0;
  let lastPatchMs = 0;
  while (offset < bytes) {
    const length = Math.min(chunk, bytes - offset);
    const patchStarted = performance.now();
    const answer = await request(
      baseUrl,
      'PATCH',
      location,
      {
        ...headers,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        'content-length': String(length),
      },
      (write) => writeBytes(write, offset, length),
    );
    if (answer.status !== 204) {
      throw new Error(`tus PATCH answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    }
    offset = Number(answer.headers['upload-offset']);
    patches += 1;
    lastPatchMs = performance.now() - patchStarted;
  }
  const totalMs = performance.now() - started;
  const id = location.slice(location.lastIndexOf('/') + 1);
  const status = await request(baseUrl, 'GET', `${TUS}/${id}/status`, { cookie });
  const { status: uploadStatus } = JSON.parse(status.body);
  // Removes the stored file again, so repeated runs do not fill the disk.
  await request(baseUrl, 'DELETE', location, headers);
  return {
    chunkBytes: chunk,
    patches,
    totalMs,
    mbPerSecond: bytes / 1e6 / (totalMs / 1000),
    lastPatchMs,
    status: uploadStatus,
  };
}

/** Streams `length` bytes of the file from `offset`: the MP4 head, then zeros. */
async function writeBytes(write, offset, length) {
  const block = Buffer.alloc(MiB);
  let sent = 0;
  while (sent < length) {
    const size = Math.min(MiB, length - sent);
    const part = block.subarray(0, size);
    part.fill(0);
    const at = offset + sent;
    if (at < MP4_HEAD.length) MP4_HEAD.copy(part, 0, at, Math.min(MP4_HEAD.length, at + size));
    await write(part);
    sent += size;
  }
}

/**
 * One HTTP request on a fresh connection; `body(write)` streams the body with back-pressure.
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
function request(baseUrl, method, path, headers, body) {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const outgoing = http.request(url, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (piece) => (text += piece));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    outgoing.on('error', reject);
    const write = (chunk) =>
      new Promise((done) => {
        if (outgoing.write(chunk)) done();
        else outgoing.once('drain', done);
      });
    Promise.resolve(body?.(write))
      .then(() => outgoing.end())
      .catch(reject);
  });
}

const b64 = (text) => Buffer.from(text).toString('base64');

/** @param {Awaited<ReturnType<typeof measureTusUpload>>} result */
export function formatTusUpload(result, store = 'file store (UPLOADS_TEMP_DIR)') {
  const size = `${(result.bytes / 1e6).toFixed(0)} MB`;
  return [
    `Resumable upload (tus) of a ${size} file over loopback, ${store}`,
    table(
      ['PATCH size', 'requests', 'total s', 'MB/s', 'last PATCH ms', 'state after'],
      result.runs.map((run) => [
        run.chunkBytes >= result.bytes ? 'one request' : `${(run.chunkBytes / MiB).toFixed(0)} MiB`,
        String(run.patches),
        (run.totalMs / 1000).toFixed(2),
        run.mbPerSecond.toFixed(0),
        run.lastPatchMs.toFixed(0),
        run.status,
      ]),
    ),
    '  From creation to the last answer, which includes checking the type and copying the file',
    "  into storage; 32 MiB is the browser client's chunk size.",
  ].join('\n');
}

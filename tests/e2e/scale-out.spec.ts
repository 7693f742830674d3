import { plainTextOf } from '../../common/writing/rich-text';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Browser, Page } from '@playwright/test';
import pg from 'pg';
import sharp from 'sharp';
import { s3ClientConfig } from '../../server/adapters/storage/s3';
import { LIVE_MESSAGES } from '../../common/live/messages';
import { PROJECTS_API, type StudentProjectAnswer } from '../../common/schemas/projects';
import { LIVE_PAGES_PER_ACCOUNT, LIVE_STREAMS_PER_ACCOUNT } from '../../server/live/live-streams';
import { assignActivity } from '../support/activities';
import { DEMO, signIn, type Credentials } from '../support/accounts';
import { startCluster, type Cluster } from '../support/cluster/start-cluster';
import { clusterServicesAnswer } from '../support/cluster/services';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { startTestS3, type TestS3 } from '../support/s3-server';

/**
 * Two instances of the built server behind a round-robin proxy, sharing PostgreSQL, Redis and
 * an S3 bucket: the production topology (docs/DEPLOY.md). Each browser talks to one instance
 * directly, so what one instance writes must reach a user of the other through the shared
 * services alone.
 */

test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
let s3: TestS3;

test.beforeAll(async () => {
  // The first instance migrates and seeds an empty database before the second starts: on a
  // two-core machine busy with other journeys that can take longer than a test's minute.
  test.setTimeout(120_000);
  const available = await clusterServicesAnswer();
  // CI always has the services (.ci/run); there a missing one is a failure, not a skip.
  if (!available && process.env.CI) throw new Error('PostgreSQL or Redis does not answer');
  test.skip(!available, 'needs PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL)');
  s3 = await startTestS3();
  cluster = await startCluster({ env: { REDIS_URL: process.env.TEST_REDIS_URL!, ...s3.env } });
});

test.afterAll(async () => {
  await cluster?.stop();
  await s3?.stop();
});

async function signedInOn(
  browser: Browser,
  instance: number,
  account: 'teacher' | 'student',
  credentials: Credentials,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: cluster.instances[instance]!.url });
  const page = await context.newPage();
  await signIn(page, account, credentials);
  return page;
}

test('a student saving on one instance reaches the teacher on the other within a second', async ({
  browser,
}) => {
  const teacher = await signedInOn(browser, 1, 'teacher', DEMO.teacher);
  const activity = await assignActivity(teacher);
  await teacher.goto(`/teacher/classes/${activity.classId}/activities/${activity.id}`);
  await expect(teacher.getByTestId('live-state')).toHaveText('Live');
  const card = teacher.locator('article[data-student="Maria Gomez"]');
  await expect(card.getByTestId('work-status')).toHaveText('Not started');

  const student = await signedInOn(browser, 0, 'student', DEMO.student);
  await student.goto(`/student/classes/${activity.classId}/activities/${activity.id}`);
  const status = student.getByTestId('save-status');
  await expect(status).toHaveText('Saved');
  for (const words of ['Goodness and mercy', 'Goodness and mercy shall follow me']) {
    await student.getByRole('textbox').first().fill(words);
    await expect(status).toHaveText('Saved', { timeout: 5_000 });
    // Saved on instance A; on instance B's live view within a second.
    await expect(card.getByTestId('work-answers')).toContainText(words, { timeout: 1_000 });
  }
  await expect(card.getByTestId('word-count')).toHaveText('6 words');
  await teacher.context().close();
  await student.context().close();
});

const IMAGE_FIELD = 'Image (PNG, JPEG, WebP or GIF)';
const MiB = 1024 * 1024;
const isUpload = (request: IncomingMessage) => request.url?.startsWith('/api/uploads') === true;

/** A copy of a library activity, open in the editor. */
async function openLibraryCopy(teacher: Page): Promise<string> {
  await teacher.goto('/teacher/activities');
  await teacher
    .getByRole('list', { name: 'Starter library' })
    .getByRole('button', { name: 'Use this activity: The Lord Is My Shepherd: Psalm 23' })
    .click();
  await expect(teacher).toHaveURL(/\/teacher\/activities\/[0-9a-f-]{36}$/);
  return new URL(teacher.url()).pathname;
}

/** A PNG of random pixels (they do not compress): `side`² × 3 bytes, a little over. */
function noiseImage(side: number): Promise<Buffer> {
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Saves the uploaded image with its description and waits for the editor to say so. */
async function saveImage(teacher: Page, description: string) {
  await expect(teacher.getByTestId('upload-status')).toHaveText('Upload complete', {
    timeout: 30_000,
  });
  await teacher.getByLabel('Image description (alt text)').fill(description);
  await teacher.getByRole('button', { name: 'Save activity' }).click();
  await expect(teacher.getByTestId('saved')).toHaveText('Saved.');
}

const naturalWidth = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((node: HTMLImageElement) => node.naturalWidth);

test('an image uploaded through one instance is served through the other', async ({ browser }) => {
  const teacher = await signedInOn(browser, 0, 'teacher', DEMO.teacher);
  const path = await openLibraryCopy(teacher);
  await teacher.getByLabel(IMAGE_FIELD).setInputFiles({
    name: 'meadow.png',
    mimeType: 'image/png',
    buffer: await noiseImage(40),
  });
  await saveImage(teacher, 'A green meadow');
  // The same browser on instance B (cookies belong to the host, not the port).
  await teacher.goto(`${cluster.instances[1]!.url}${path}`);
  await expect.poll(() => naturalWidth(teacher, 'A green meadow')).toBe(40);
  await teacher.context().close();
});

test('an upload cut off on one instance finishes through the other from where it stopped', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: cluster.url });
  const teacher = await context.newPage();
  await signIn(teacher, 'teacher', DEMO.teacher);
  await openLibraryCopy(teacher);
  const image = await noiseImage(1760);
  const seen = cluster.proxy.uploads.length;
  const sentBefore = cluster.proxy.bodyBytes();
  // The upload goes to instance A, slowly enough to be cut off halfway.
  cluster.proxy.steer((request) => (isUpload(request) ? 0 : undefined));
  cluster.proxy.paceBodies(MiB);
  await teacher.getByLabel(IMAGE_FIELD).setInputFiles({
    name: 'valley.png',
    mimeType: 'image/png',
    buffer: image,
  });
  await expect(teacher.getByRole('progressbar', { name: 'Uploading valley.png' })).toBeVisible();
  // Past the first 8 MiB part (kept in the bucket), well before the last byte.
  await expect
    .poll(() => cluster.proxy.bodyBytes() - sentBefore, { timeout: 30_000, intervals: [50] })
    .toBeGreaterThan(8.2 * MiB);
  // The connection drops; the browser's retries reach instance B.
  cluster.proxy.steer((request) => (isUpload(request) ? 1 : undefined));
  cluster.proxy.paceBodies(null);
  cluster.proxy.cutUploads();
  await saveImage(teacher, 'The dark valley');

  const requests = cluster.proxy.uploads.slice(seen);
  expect(requests[0]).toMatchObject({ method: 'POST', backend: 0, status: 201 });
  // B finished it, continuing from what A had kept in the bucket, not from the start.
  const finished = requests.find((request) => request.method === 'PATCH' && request.status === 204);
  expect(finished).toMatchObject({ backend: 1 });
  expect(finished!.offset).toBeGreaterThanOrEqual(8 * MiB);
  await teacher.reload();
  await expect.poll(() => naturalWidth(teacher, 'The dark valley')).toBe(1760);
  await context.close();
});

test('a live view past the limit of open ones says why it is not live', async ({ browser }) => {
  // Here, on an instance no other test uses, the demo teacher's open live views are all ours.
  // Signed in through the API and set up from a public page, so no stream of the setup's
  // (a signed-in page's bell) can still be counted when the views below open.
  const baseURL = cluster.instances[1]!.url;
  const setup = await browser.newContext({ baseURL });
  const signedIn = await setup.request.post('/api/auth/login', {
    headers: { origin: new URL(baseURL).origin },
    data: { email: DEMO.teacher.email, password: DEMO.teacher.password },
  });
  expect(signedIn.status()).toBe(200);
  const publicPage = await setup.newPage();
  await publicPage.goto('/about');
  const activity = await assignActivity(publicPage);
  const path = `/teacher/classes/${activity.classId}/activities/${activity.id}`;
  const storageState = await setup.storageState();
  await setup.close();
  // Each view in a browser context of its own (a browser holds few connections per host).
  const views: Page[] = [];
  const openView = async () => {
    const page = await (await browser.newContext({ baseURL, storageState })).newPage();
    await page.goto(path);
    views.push(page);
    return page;
  };
  // Each view is a signed-in page: its live view and its notification bell hold a stream each.
  for (let count = 0; count < LIVE_PAGES_PER_ACCOUNT; count++) {
    await expect((await openView()).getByTestId('live-state')).toHaveText('Live');
  }
  const extra = await openView();
  await expect(extra.getByTestId('live-refused')).toHaveText(
    LIVE_MESSAGES.tooManyStreams(LIVE_STREAMS_PER_ACCOUNT),
  );
  await expect(extra.getByTestId('live-state')).toHaveCount(0);
  await expectNoAxeViolations(extra);
  // One view closes: reloading, as the message says, makes this one live.
  await views[0]!.context().close();
  await extra.reload();
  await expect(extra.getByTestId('live-state')).toHaveText('Live');
  for (const view of views.slice(1)) await view.context().close();
});

// Last in this file: it ends one of the two instances.
test('an instance killed during an upload and an autosave burst loses no byte and no word', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const setup = await signedInOn(browser, 1, 'teacher', DEMO.teacher);
  const activity = await assignActivity(setup);
  await setup.context().close();

  // Both browsers go through the round-robin proxy, as in production.
  const teacherContext = await browser.newContext({ baseURL: cluster.url });
  const teacher = await teacherContext.newPage();
  await signIn(teacher, 'teacher', DEMO.teacher);
  await openLibraryCopy(teacher);
  const studentContext = await browser.newContext({ baseURL: cluster.url });
  const student = await studentContext.newPage();
  await signIn(student, 'student', DEMO.student);
  await student.goto(`/student/classes/${activity.classId}/activities/${activity.id}`);
  const status = student.getByTestId('save-status');
  await expect(status).toHaveText('Saved');
  const answer = student.getByRole('textbox').first();

  // The teacher's upload runs on instance A, which will die.
  const sentBefore = cluster.proxy.bodyBytes();
  cluster.proxy.steer((request) => (isUpload(request) ? 0 : undefined));
  cluster.proxy.paceBodies(MiB);
  await teacher.getByLabel(IMAGE_FIELD).setInputFiles({
    name: 'shepherd.png',
    mimeType: 'image/png',
    buffer: await noiseImage(1760),
  });
  const words = Array.from({ length: 24 }, (_, index) => `word${index + 1}`);
  for (const word of words.slice(0, 12)) await answer.pressSequentially(`${word} `);
  await expect
    .poll(() => cluster.proxy.bodyBytes() - sentBefore, { timeout: 30_000, intervals: [50] })
    .toBeGreaterThan(8.2 * MiB);
  // Mid-upload and mid-burst, instance A dies without any chance to finish its work.
  await cluster.kill(0);
  cluster.proxy.steer(null);
  cluster.proxy.paceBodies(null);
  // One save per word: round-robin sends some of them to the dead instance.
  for (const word of words.slice(12)) {
    await answer.pressSequentially(`${word} `);
    await expect(status).toHaveText('Saved', { timeout: 15_000 });
  }
  expect(cluster.proxy.failures()).toBeGreaterThan(0);
  await saveImage(teacher, 'The shepherd');
  await teacher.reload();
  await expect.poll(() => naturalWidth(teacher, 'The shepherd')).toBe(1760);

  // What the server kept (asked through the proxy, so the surviving instance) is every word.
  await student.reload();
  await expect(answer).toHaveText(words.join(' '));
  const saved = (await (
    await studentContext.request.get(PROJECTS_API.studentProject(activity.classId, activity.id))
  ).json()) as StudentProjectAnswer;
  // Saved as rich text: its words are every word typed.
  expect(plainTextOf(Object.values(saved.project.answers).join('')).trim()).toBe(words.join(' '));

  // No orphans: no upload row left half-done, no incomplete upload left in the bucket.
  const database = new pg.Client({ connectionString: cluster.databaseUrl });
  await database.connect();
  const unfinished = await database.query(`select id from uploads where status = 'uploading'`);
  await database.end();
  expect(unfinished.rows).toEqual([]);
  const bucket = new S3Client(s3ClientConfig(s3.settings));
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  bucket.destroy();
  // Stored files always sit in a folder; tus's incomplete objects sit at the root.
  expect(
    (listed.Contents ?? []).map((object) => object.Key).filter((key) => !key?.includes('/')),
  ).toEqual([]);
  await teacherContext.close();
  await studentContext.close();
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { MEDIA_MESSAGES } from '../../common/media/messages';
import { assignActivity } from '../support/activities';
import { DEMO, signedInPage } from '../support/accounts';
import { expectFitsWidth, throttleUploads } from '../support/browser-conditions';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/**
 * A video from the teacher's disk to the student's page (issue 10, point 10), all real: the
 * teacher uploads a 2-second AVI (MPEG-4 picture, PCM sound, made here by FFmpeg, so the
 * server has to convert it) in the activity editor's video section with the resumable
 * uploader, the video is shown in the activity as soon as its bytes are in, the server's video
 * job (every second in the browser tests' server, tests/support/e2e-server.mjs) converts it,
 * the section follows it from Processing to Ready, and a student of the class the activity is
 * assigned to gets the player with its poster and a file that answers Range requests. A file
 * that only looks like a video fails with the reason.
 */

/** Time for the job to pick the video up and convert it on a busy two-core machine. */
const PROCESSING_MS = 45_000;

let dir: string;
let sample: string;
let corrupt: string;

test.beforeAll(() => {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
    .path;
  dir = mkdtempSync(join(tmpdir(), 'lectio-e2e-video-'));
  sample = join(dir, 'good-samaritan.avi');
  // About 300 KB: long enough on the throttled connection below to show the figures.
  execFileSync(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=640x360:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=2',
    '-c:v',
    'mpeg4',
    '-q:v',
    '2',
    '-c:a',
    'pcm_s16le',
    '-shortest',
    '-y',
    sample,
  ]);
  // An AVI's header (so the upload's type check takes it) followed by nothing a video has.
  corrupt = join(dir, 'broken.avi');
  writeFileSync(
    corrupt,
    Buffer.concat([readFileSync(sample).subarray(0, 64), Buffer.alloc(8192, 0x5a)]),
  );
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const percentOf = (bar: Locator) => bar.getAttribute('aria-valuenow').then(Number);

test('a teacher uploads a video in the editor and a student of the class watches it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  const activity = await assignActivity(teacher);
  await teacher.goto(`/teacher/activities/${activity.id}`);
  const section = teacher.getByTestId('video-editor');
  await expect(section.getByRole('heading', { name: 'Video' })).toBeVisible();
  await expect(section.getByTestId('video-state')).toHaveCount(0);

  await throttleUploads(teacher, 50 * 1024);
  await section.getByLabel('Upload a video').setInputFiles(sample);
  const bar = section.getByRole('progressbar', { name: 'Uploading good-samaritan.avi' });
  await expect(bar).toBeVisible();
  // On its way: the percent, the speed and the time left, and the buttons to stop it.
  await expect.poll(() => percentOf(bar), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(section.getByText(/KB\/s|MB\/s/)).toBeVisible();
  await expect(section.getByText(/\d+ (s|min) left/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Cancel' })).toBeVisible();
  // Paused half way, on a phone: the panel fits; resumed, it goes on from there.
  await section.getByRole('button', { name: 'Pause' }).click();
  await expect(section.getByTestId('upload-status')).toHaveText(
    'Paused. Press Resume to continue.',
  );
  const paused = await percentOf(bar);
  expect(paused).toBeLessThan(100);
  await expectNoAxeViolations(teacher);
  await teacher.setViewportSize({ width: 375, height: 800 });
  await expectFitsWidth(teacher);
  await bar.scrollIntoViewIfNeeded();
  await teacher.screenshot({ path: 'test-results/video-paused-375.png' });
  await teacher.setViewportSize({ width: 1280, height: 800 });
  await section.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(() => percentOf(bar), { timeout: 20_000 }).toBeGreaterThan(paused);

  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 20_000 });
  await expect(section.getByTestId('upload-status')).toHaveText('Upload complete');
  // Shown in the activity at once, while the server converts it.
  const state = section.getByTestId('video-state');
  await expect(state).toContainText('Processing');
  await expect(state).toContainText('good-samaritan.avi');
  await expect(state).toContainText('students will see it when it is ready');
  await expect(section.getByLabel('Upload a different video')).toBeVisible();
  await teacher.getByText('Upload complete').scrollIntoViewIfNeeded();
  await teacher.screenshot({ path: 'test-results/video-processing-1280.png' });

  // The section asks again every few seconds until the job has converted it.
  await expect(state).toContainText('Ready', { timeout: PROCESSING_MS });
  await expect(state).toContainText('0:02');
  const preview = section.getByTestId('activity-video');
  await expect(preview).toHaveAttribute('poster', /^\/api\/media\/[0-9a-f-]{36}\/poster/);
  // The adaptive rendition for browsers that play HLS, then the MP4 for all the others.
  await expect(preview.locator('source').first()).toHaveAttribute(
    'type',
    'application/vnd.apple.mpegurl',
  );
  await expect(preview.locator('source').last()).toHaveAttribute('type', 'video/mp4');
  await expectNoAxeViolations(teacher);
  await preview.scrollIntoViewIfNeeded();
  await teacher.screenshot({ path: 'test-results/video-ready-1280.png' });
  await teacher.setViewportSize({ width: 375, height: 800 });
  await expectFitsWidth(teacher);
  const card = await section.boundingBox();
  const player = await preview.boundingBox();
  expect((player?.x ?? 0) + (player?.width ?? 0)).toBeLessThanOrEqual(
    (card?.x ?? 0) + (card?.width ?? 0),
  );
  await preview.scrollIntoViewIfNeeded();
  await teacher.screenshot({ path: 'test-results/video-ready-375.png' });

  // A student of the class sees the player with its poster on the writing page.
  const student = await signedInPage(browser, 'student', DEMO.student);
  await student.getByRole('link', { name: `Write: ${activity.title}` }).click();
  await expect(student.getByRole('heading', { level: 1, name: activity.title })).toBeVisible();
  const video = student.locator('video');
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('aria-label', 'Video: good-samaritan.avi');
  const poster = (await video.getAttribute('poster'))!;
  const src = (await video.locator('source[type="video/mp4"]').getAttribute('src'))!;
  const playlist = (await video
    .locator('source[type="application/vnd.apple.mpegurl"]')
    .getAttribute('src'))!;
  // The HLS master playlist names its qualities, each served beside it.
  const master = await student.request.get(playlist);
  expect(master.status()).toBe(200);
  const quality = /^[a-z0-9]+\.m3u8$/m.exec(await master.text())?.[0];
  expect(quality).toBeDefined();
  expect(
    (
      await student.request.get(new URL(quality!, new URL(playlist, student.url())).pathname)
    ).status(),
  ).toBe(200);
  const posterAnswer = await student.request.get(poster);
  expect(posterAnswer.status()).toBe(200);
  expect(posterAnswer.headers()['content-type']).toBe('image/jpeg');
  // The converted file seeks by Range: the first 100 bytes, and the size of the whole.
  const part = await student.request.get(src, { headers: { Range: 'bytes=0-99' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-type']).toBe('video/mp4');
  expect(part.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
  expect((await part.body()).length).toBe(100);
  // The browser itself reads the video's metadata: it plays.
  await expect
    .poll(() => video.evaluate((node: HTMLVideoElement) => node.duration), {
      timeout: 10_000,
    })
    .toBeGreaterThan(1.5);
  await expectNoAxeViolations(student);
  await student.context().close();
  await teacher.context().close();
});

test('a file that only looks like a video fails with the reason, and is not offered again', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  const activity = await assignActivity(teacher);
  await teacher.goto(`/teacher/activities/${activity.id}`);
  const section = teacher.getByTestId('video-editor');
  await section.getByLabel('Upload a video').setInputFiles(corrupt);
  await expect(section.getByTestId('upload-status')).toHaveText('Upload complete', {
    timeout: 20_000,
  });
  const state = section.getByTestId('video-state');
  await expect(state).toContainText('Failed', { timeout: PROCESSING_MS });
  await expect(state).toContainText(MEDIA_MESSAGES.unreadable);
  await expect(section.getByTestId('activity-video')).toHaveCount(0);
  await expectNoAxeViolations(teacher);
  await teacher.setViewportSize({ width: 375, height: 800 });
  await expectFitsWidth(teacher);
  await state.scrollIntoViewIfNeeded();
  await teacher.screenshot({ path: 'test-results/video-failed-375.png' });

  // Removed: the upload field is fresh, and the failed video is not among those to choose.
  await section.getByRole('button', { name: 'Remove video' }).click();
  await expect(section.getByLabel('Upload a video')).toBeVisible();
  await expect(section.getByTestId('upload-status')).toHaveCount(0);
  await expect(section.getByRole('option', { name: /broken\.avi/ })).toHaveCount(0);
  await teacher.context().close();
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { MEDIA_MESSAGES } from '../../common/media/messages';
import type { VideoAnswer, VideoState } from '../../common/schemas/media';
import { findFfmpeg } from '../../server/modules/media/ffmpeg/find-ffmpeg';
import { DEMO, signIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/**
 * The activity editor's video section through its states (issue 10, point 10). Uploads come
 * from the uploads feature (tus), which this journey does not drive: the video calls are
 * answered by the page's own routes, acting out the server's states, and the files are a
 * tiny video and poster made here by FFmpeg. The activity itself is real.
 */
const START = new Date('2030-03-02T09:00:00Z');
const POLL_MS = 4_000;
const SAMARITAN = 'Who Is My Neighbor? The Good Samaritan';

let files: { mp4: Buffer; jpg: Buffer };

test.beforeAll(() => {
  const ffmpeg = findFfmpeg()!.path;
  const dir = mkdtempSync(join(tmpdir(), 'lectio-e2e-video-'));
  try {
    const mp4 = join(dir, 'v.mp4');
    const jpg = join(dir, 'p.jpg');
    execFileSync(ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=1:size=320x180:rate=25',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-y',
      mp4,
    ]);
    execFileSync(ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      mp4,
      '-frames:v',
      '1',
      '-y',
      jpg,
    ]);
    files = { mp4: readFileSync(mp4), jpg: readFileSync(jpg) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const video = (
  uploadId: string,
  status: VideoState,
  extra: Partial<VideoAnswer> = {},
): VideoAnswer => ({
  uploadId,
  fileName: `${uploadId}.mov`,
  status,
  failureReason: null,
  durationMs: null,
  videoUrl: null,
  videoType: null,
  posterUrl: null,
  hlsUrl: null,
  updatedAt: START.toISOString(),
  ...extra,
});

/** The server's video calls, acted out: the teacher's videos and the activity's video. */
async function actOutVideoCalls(page: Page) {
  const state = { attached: null as VideoAnswer | null, requests: 0 };
  const json = (route: Route, body: unknown) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/api/media', (route) =>
    json(route, [video('lesson', 'processing'), video('broken', 'failed')]),
  );
  await page.route(/\/api\/media\/lesson\/(video|poster)/, (route) =>
    route.request().url().includes('/poster')
      ? route.fulfill({ status: 200, contentType: 'image/jpeg', body: files.jpg })
      : route.fulfill({ status: 200, contentType: 'video/mp4', body: files.mp4 }),
  );
  await page.route(/\/api\/activities\/[^/]+\/video(\/delete)?$/, async (route) => {
    const request = route.request();
    if (request.method() === 'POST') {
      const removing = request.url().endsWith('/delete');
      state.attached = removing ? null : video('lesson', 'processing');
      return json(route, { video: state.attached });
    }
    state.requests += 1;
    return json(route, { video: state.attached });
  });
  return state;
}

test('the teacher attaches a video and follows it from Processing to Ready, or sees why it failed', async ({
  page,
}) => {
  test.slow();
  const calls = await actOutVideoCalls(page);
  await page.clock.install({ time: START });
  await signIn(page, 'teacher', DEMO.teacher);
  await page.goto('/teacher/activities');
  await page
    .getByRole('list', { name: 'Starter library' })
    .getByRole('button', { name: `Use this activity: ${SAMARITAN}` })
    .click();
  await expect(page).toHaveURL(/\/teacher\/activities\/[0-9a-f-]{36}$/);

  const section = page.getByTestId('video-editor');
  await expect(section.getByRole('heading', { name: 'Video' })).toBeVisible();
  // Only videos that can be shown are offered: the failed one is not.
  const choice = section.getByLabel('Your videos');
  await expect(choice.getByRole('option')).toHaveText([
    'Choose a video',
    'lesson.mov (Processing)',
  ]);
  await choice.selectOption('lesson');
  await section.getByRole('button', { name: 'Show in this activity' }).click();
  const state = section.getByTestId('video-state');
  await expect(state).toContainText('Processing');
  await expect(state).toContainText('students will see it when it is ready');
  await expectNoAxeViolations(page);

  // Still processing: the section asks again every few seconds, on the page's clock.
  const before = calls.requests;
  await page.clock.runFor(POLL_MS);
  await expect.poll(() => calls.requests).toBeGreaterThan(before);
  await expect(state).toContainText('Processing');

  // Ready: the next poll shows the player with the poster.
  calls.attached = video('lesson', 'ready', {
    durationMs: 62_000,
    videoUrl: '/api/media/lesson/video?v=1',
    videoType: 'video/mp4',
    posterUrl: '/api/media/lesson/poster?v=1',
  });
  await page.clock.runFor(POLL_MS);
  await expect(state).toContainText('Ready');
  await expect(state).toContainText('1:02');
  const player = section.getByTestId('activity-video');
  await expect(player).toHaveAttribute('poster', '/api/media/lesson/poster?v=1');
  await expect(player).toHaveAttribute('preload', 'metadata');
  await expect(player.locator('source')).toHaveAttribute('src', '/api/media/lesson/video?v=1');
  // Ready: no more polling.
  const settled = calls.requests;
  await page.clock.runFor(POLL_MS * 3);
  expect(calls.requests).toBe(settled);

  // Removed: the chooser is back.
  await section.getByRole('button', { name: 'Remove video' }).click();
  await expect(section.getByLabel('Your videos')).toBeVisible();

  // A failed video says why.
  calls.attached = video('lesson', 'failed', { failureReason: MEDIA_MESSAGES.unreadable });
  await page.reload();
  await expect(section.getByTestId('video-state')).toContainText('Failed');
  await expect(section.getByTestId('video-state')).toContainText(MEDIA_MESSAGES.unreadable);
});

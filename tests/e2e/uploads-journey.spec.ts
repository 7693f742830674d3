import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { UPLOAD_MESSAGES } from '../../common/uploads/messages';
import { DEMO, signIn } from '../support/accounts';
import { expectFitsWidth, throttleUploads } from '../support/browser-conditions';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/**
 * Resumable uploads in the browser (issue 10, point 8): on a slowed connection the teacher
 * pauses an image upload and resumes it, leaves the page mid-upload and continues after
 * choosing the same file again, and sees the finished image in the activity. The panel is
 * checked at desktop and phone widths.
 */

let dir: string;
let photo: string;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lectio-e2e-upload-'));
  photo = join(dir, 'class-trip.png');
  // About 3 MB of noise: a real PNG that takes seconds at the throttled speed below.
  const bytes = await sharp({
    create: {
      width: 1100,
      height: 900,
      channels: 3,
      background: '#6a8',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  writeFileSync(photo, bytes);
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function openNewActivityCopy(page: Page) {
  await signIn(page, 'teacher', DEMO.teacher);
  await page.goto('/teacher/activities');
  await page
    .getByRole('list', { name: 'Starter library' })
    .getByRole('button', { name: 'Use this activity: The Lord Is My Shepherd: Psalm 23' })
    .click();
  await expect(page).toHaveURL(/\/teacher\/activities\/[0-9a-f-]{36}$/);
}

const percentOf = async (page: Page) =>
  Number(await page.getByRole('progressbar').getAttribute('aria-valuenow'));

test('a paused upload resumes where it stopped, even after the page is reloaded', async ({
  page,
}) => {
  test.slow();
  await openNewActivityCopy(page);
  const editor = page.url();
  const cdp = await throttleUploads(page, 400 * 1024);
  await page.getByLabel('Image (PNG, JPEG, WebP or GIF)').setInputFiles(photo);
  const bar = page.getByRole('progressbar', { name: 'Uploading class-trip.png' });
  await expect(bar).toBeVisible();
  await expect.poll(() => percentOf(page), { timeout: 20_000 }).toBeGreaterThan(5);
  await expect(page.getByText(/MB\/s|KB\/s/)).toBeVisible();
  await expect(page.getByText(/\d+ (s|min) left/)).toBeVisible();

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('upload-status')).toHaveText('Paused. Press Resume to continue.');
  const paused = await percentOf(page);
  expect(paused).toBeLessThan(100);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectFitsWidth(page);
  await page.getByRole('button', { name: 'Resume' }).scrollIntoViewIfNeeded();
  // The panel stays inside its card (the page not scrolling sideways is not enough).
  const card = await page.getByRole('region', { name: 'Image' }).boundingBox();
  const panel = await page.getByRole('progressbar').locator('..').boundingBox();
  expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeLessThanOrEqual(
    (card?.x ?? 0) + (card?.width ?? 0),
  );
  await page.screenshot({ path: 'test-results/upload-paused-375.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByText('Paused. Press Resume to continue.').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/upload-paused-1280.png' });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(() => percentOf(page), { timeout: 20_000 }).toBeGreaterThan(paused);

  // Leave mid-upload; the same file chosen again continues from the server's offset.
  await page.getByRole('button', { name: 'Pause' }).click();
  const beforeReload = await percentOf(page);
  expect(beforeReload).toBeGreaterThan(0);
  await page.goto(editor);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await page.getByLabel('Image (PNG, JPEG, WebP or GIF)').setInputFiles(photo);
  await expect(page.getByTestId('upload-status')).toHaveText('Resuming where it stopped…');
  // The first figure after the reload is where it stopped, not a fresh start from 0%. The bar
  // counted bytes sent; a pause mid-request keeps only what reached the server, which can be a
  // sliver less (14 % after 15 % on a loaded machine), never a restart.
  await expect.poll(() => percentOf(page)).toBeGreaterThan(0);
  expect(await percentOf(page)).toBeGreaterThanOrEqual(beforeReload - 3);
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 20_000 });
  await expect(page.getByTestId('upload-status')).toHaveText('Upload complete');

  await page.getByLabel('Image description (alt text)').fill('Our class at the shrine');
  await page.getByRole('button', { name: 'Save activity' }).click();
  await expect(page.getByTestId('saved')).toHaveText('Saved.');
  await page.reload();
  const image = page.getByRole('img', { name: 'Our class at the shrine' });
  await expect(image).toHaveAttribute('src', /^\/api\/activities\/[0-9a-f-]{36}\/image\?v=/);
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(1100);
});

test('a file that is not an image is refused with a clear message', async ({ page }) => {
  await openNewActivityCopy(page);
  await page.getByLabel('Image (PNG, JPEG, WebP or GIF)').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'),
  });
  await expect(page.getByRole('alert')).toHaveText('Images must be PNG, JPEG, WebP or GIF');
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectFitsWidth(page);
  await page.getByRole('alert').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/upload-refused-375.png' });
});

test('a finished upload still being checked elsewhere is waited for, then shown', async ({
  page,
}) => {
  await openNewActivityCopy(page);
  // The first status answers say the file is still being checked, as when its last byte
  // reached another instance that has not finished checking it.
  let stillChecking = 2;
  await page.route('**/api/uploads/*/status', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as Record<string, unknown>;
    if (stillChecking-- <= 0) return route.fulfill({ response: answer });
    return route.fulfill({
      response: answer,
      json: { ...body, status: 'uploading', contentType: null, fileUrl: null },
    });
  });
  await page.getByLabel('Image (PNG, JPEG, WebP or GIF)').setInputFiles({
    name: 'meadow.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 8, height: 6, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer(),
  });
  await expect(page.getByTestId('upload-status')).toHaveText(UPLOAD_MESSAGES.checking);
  await expect(page.getByTestId('upload-status')).toHaveText('Upload complete');
  expect(stillChecking).toBeLessThan(0);
  const preview = page.getByRole('img', { name: 'Preview of the chosen image' });
  await expect(preview).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f-]{36}\/file$/);
  await expect.poll(() => preview.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(8);
});

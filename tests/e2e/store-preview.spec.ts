import type { Page } from '@playwright/test';
import { PRICES_CENTS } from '../../common/constants';
import { STORE_PREVIEW_COPY } from '../../common/copy/store-preview';
import { formatUsd } from '../../common/store/pricing';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { chooseChild, findBook } from '../support/store-checkout';

/**
 * The store preview (issue 12, point 8) against the built server and its demo books: the
 * landing's sample and prices, then the GRACE book's real pages, turned by buttons and keys,
 * and a Premium cover with the name as typed.
 */

const VIEWER = STORE_PREVIEW_COPY.viewer;
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the store landing shows a sample book and both prices before any code', async ({ page }) => {
  await page.goto('/store');
  await expect(
    page.getByRole('heading', { name: STORE_PREVIEW_COPY.sample.heading }),
  ).toBeVisible();
  const cover = page.getByRole('img', { name: STORE_PREVIEW_COPY.sample.alts[0] });
  await cover.scrollIntoViewIfNeeded();
  // The sample images are real renderings that load, not empty boxes.
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByTestId('price-standard')).toContainText(
    formatUsd(PRICES_CENTS.standardBook),
  );
  await expect(page.getByTestId('price-premium')).toContainText(
    formatUsd(PRICES_CENTS.premiumBook),
  );
  await page.screenshot({ path: 'test-results/store-landing-1280.png', fullPage: true });
  await expectNoAxeViolations(page);
});

test('a buyer flips through the GRACE book with the buttons and the arrow keys', async ({
  page,
}) => {
  await findBook(page, 'GRACE');
  const preview = page.getByTestId('book-preview');
  await expect(preview.getByRole('heading', { name: VIEWER.heading })).toBeVisible();
  const cover = preview.getByRole('img', { name: VIEWER.coverAlt('Stories of Grace') });
  await expect(cover).toBeVisible();
  const counter = preview.getByTestId('preview-counter');
  const countText = await preview.getByText(/^\d+ pages$/).textContent();
  const total = Number(countText?.split(' ')[0]);
  expect(total).toBeGreaterThan(2);
  await expect(counter).toHaveText(VIEWER.counter(1, total));
  await expect(preview.getByRole('button', { name: VIEWER.previous })).toBeDisabled();
  await expectNoAxeViolations(page);

  await preview.getByRole('button', { name: VIEWER.next }).click();
  await expect(counter).toHaveText(VIEWER.counter(2, total));
  await expect(
    preview.getByRole('img', { name: VIEWER.pageAlt(2, total, 'Stories of Grace') }),
  ).toBeVisible();

  // By keyboard: the book takes focus and the arrows turn the pages.
  const book = preview.getByRole('group', { name: 'Stories of Grace' });
  await book.focus();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(VIEWER.counter(3, total));
  await page.screenshot({ path: 'test-results/store-preview-1280.png' });
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(VIEWER.counter(1, total));
  await page.keyboard.press('End');
  await expect(counter).toHaveText(VIEWER.counter(total, total));
  await expect(preview.getByRole('button', { name: VIEWER.next })).toBeDisabled();
  expect(await noSidewaysScroll(page)).toBe(true);
});

test('a Premium buyer sees their child’s cover with the name as typed', async ({ page }) => {
  await findBook(page, 'GRACE');
  const typedName = (name: string) =>
    page.waitForResponse(
      (response) =>
        response.url().includes('/api/store/preview?') &&
        new URL(response.url()).searchParams.get('childName') === name,
    );
  const premium = typedName('Grace O.');
  await chooseChild(page, 'gra', 'Grace O.');
  const preview = page.getByTestId('book-preview');
  await expect(
    preview.getByRole('heading', { name: VIEWER.premiumHeading('Grace O.') }),
  ).toBeVisible();
  const field = page.getByLabel(STORE_PREVIEW_COPY.coverName.label('Grace O.'));
  await expect(field).toHaveValue('Grace O.');
  const first = (await (await premium).json()) as { previewId: string };
  const cover = preview.getByRole('img', { name: VIEWER.coverAlt('Stories of Grace') });
  await expect(cover).toHaveAttribute('src', new RegExp(first.previewId));
  await expect(cover).toHaveAttribute('data-loaded', 'true');

  // A new name draws the cover again: another preview, shown once the typing settles.
  const renamed = typedName('Grace Olivia');
  await field.fill('Grace Olivia');
  const second = (await (await renamed).json()) as { previewId: string; copy: string };
  expect(second.copy).toBe('premium');
  expect(second.previewId).not.toBe(first.previewId);
  await expect(cover).toHaveAttribute('src', new RegExp(second.previewId));
  await expect(cover).toHaveAttribute('data-loaded', 'true');
  await expect(preview.getByTestId('preview-counter')).toHaveText(/^Page 1 of \d+$/);
  await page.screenshot({ path: 'test-results/store-premium-1280.png', fullPage: true });
  await expectNoAxeViolations(page);
});

test('a preview that fails to load says so and tries again', async ({ page }) => {
  // The first answer is a refusal (too many look-ups for a moment); the next is the real one.
  let failures = 1;
  await page.route('**/api/store/preview?*', (route) =>
    failures-- > 0
      ? route.fulfill({ status: 429, json: { errors: { code: 'Too many searches' } } })
      : route.continue(),
  );
  await findBook(page, 'GRACE');
  const preview = page.getByTestId('book-preview');
  await expect(preview.getByRole('alert')).toHaveText(new RegExp(VIEWER.failed));
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: 'Try again' }).click();
  await expect(
    preview.getByRole('img', { name: VIEWER.coverAlt('Stories of Grace') }),
  ).toBeVisible();
  await expect(preview.getByTestId('preview-counter')).toHaveText(/^Page 1 of \d+$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the landing and the preview fit the screen', async ({ page }) => {
    await page.goto('/store');
    await expect(page.getByTestId('price-premium')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: 'test-results/store-landing-375.png', fullPage: true });

    await page.getByLabel('Book code').fill('GRACE');
    await page.getByLabel('Book code').press('Enter');
    await page.waitForURL('**/store/checkout');
    const preview = page.getByTestId('book-preview');
    await expect(preview.getByTestId('preview-counter')).toBeVisible();
    await expect(
      preview.getByRole('img', { name: VIEWER.coverAlt('Stories of Grace') }),
    ).toBeVisible();
    await preview.getByRole('button', { name: VIEWER.next }).click();
    await expect(preview.getByTestId('preview-counter')).toContainText('Page 2 of');
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: 'test-results/store-preview-375.png', fullPage: true });
    await expectNoAxeViolations(page);
  });
});

import type { Locator, Page } from '@playwright/test';
import {
  FEATURE_CAROUSEL_PAGES,
  MEDIA_CARD_COUNT,
  TESTIMONIAL_ITEMS,
} from '../../common/constants';
import {
  COMMUNITY_MEMBERS,
  COMMUNITY_QUOTE,
  FEATURE_ITEMS,
  FEATURES_SECTION,
  LONG_TESTIMONIALS,
  MEDIA_CARDS,
  MEDIA_SECTION,
  MEDIA_TYPES,
  SHORT_TESTIMONIALS,
  TESTIMONIALS_SECTION,
} from '../../common/copy/home-showcase';
import { SLIDE_CONTROLS } from '../../common/copy/home-intro';
import { PATHS } from '../../common/routes';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

/** The reveal wrapper around a home section. */
const revealOf = (page: Page, sectionId: string) =>
  page.locator('[data-reveal]', { has: page.locator(`#${sectionId}`) });

/** Scrolls so that the element's top sits at `fraction` of the window's height. */
async function placeTopAt(locator: Locator, fraction: number) {
  await locator.evaluate((element, f) => {
    const top = element.getBoundingClientRect().top;
    window.scrollBy(0, top - window.innerHeight * f);
  }, fraction);
}

/**
 * Brings every reveal into view in turn and waits for it. One element at a time, because a
 * scroll that jumps past an element between two frames never shows it to the observer.
 */
async function scrollThroughPage(page: Page) {
  const reveals = page.locator('[data-reveal]');
  for (let i = 0; i < (await reveals.count()); i += 1) {
    await placeTopAt(reveals.nth(i), 0.25);
    await expect(reveals.nth(i)).toHaveAttribute('data-reveal', 'revealed');
    await expect(reveals.nth(i)).toHaveCSS('opacity', '1');
  }
}

/** Each features page's left edge relative to the carousel's clipping frame, in px. */
const pageOffsets = (pages: Locator) =>
  pages.evaluateAll((elements) => {
    const frame = elements[0]!.parentElement!.parentElement!.getBoundingClientRect();
    return elements.map((element) => Math.round(element.getBoundingClientRect().left - frame.left));
  });

test.describe('features grid (SPEC §2.3 part 7, §4 features carousel)', () => {
  test('shows the 13 features with icons that load and a hover icon each', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#features');
    await expect(
      section.getByRole('heading', { level: 2, name: 'A glimpse into our features' }),
    ).toBeAttached();
    const tiles = section.getByTestId('feature-tile');
    await expect(tiles).toHaveCount(13);
    const titles = await tiles.locator('h3').allTextContents();
    expect(titles).toEqual(FEATURE_ITEMS.map((item) => item.title));

    const icons = section.locator('img[data-icon="default"]');
    const hoverIcons = section.locator('img[data-icon="hover"]');
    await expect(icons).toHaveCount(13);
    await expect(hoverIcons).toHaveCount(13);
    for (const group of [icons, hoverIcons]) {
      await expect
        .poll(() =>
          group.evaluateAll((images) =>
            (images as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0),
          ),
        )
        .toBe(true);
    }
    // Each tile's hover icon is a different file from its icon, and hidden from assistive tech.
    const pairs = await tiles.evaluateAll((items) =>
      items.map((item) => [
        item.querySelector<HTMLImageElement>('[data-icon="default"]')?.src,
        item.querySelector<HTMLImageElement>('[data-icon="hover"]')?.src,
        item.querySelector('[data-icon="hover"]')?.getAttribute('aria-hidden'),
      ]),
    );
    for (const [icon, hoverIcon, hidden] of pairs) {
      expect(icon).toBeTruthy();
      expect(hoverIcon).toBeTruthy();
      expect(hoverIcon).not.toBe(icon);
      expect(hidden).toBe('true');
    }

    // Hovering a tile swaps the icon for the hover icon.
    const first = tiles.first();
    await first.scrollIntoViewIfNeeded();
    await expect(first.locator('[data-icon="hover"]')).toHaveCSS('opacity', '0');
    await first.hover();
    await expect(first.locator('[data-icon="hover"]')).toHaveCSS('opacity', '1');
    await expect(first.locator('[data-icon="default"]')).toHaveCSS('opacity', '0');
  });

  test('pages through 2 pages; the arrows are inactive at the ends', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#features');
    const previous = section.getByRole('button', { name: FEATURES_SECTION.previous });
    const next = section.getByRole('button', { name: FEATURES_SECTION.next });
    const status = section.getByTestId('features-status');
    const pages = section.getByTestId('features-page');
    await expect(pages).toHaveCount(FEATURE_CAROUSEL_PAGES);

    await expect(status).toHaveText('Page 1 of 2');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    // The page out of view is inert: nothing on it can be reached.
    await expect(pages.nth(0)).not.toHaveAttribute('inert');
    await expect(pages.nth(1)).toHaveAttribute('inert', '');
    // Page 2 waits to the right of the frame (1180 px pages, 48 px apart, 12 px padding).
    expect(await pageOffsets(pages)).toEqual([12, 1240]);

    // An inactive arrow does nothing (force: Playwright would not click it otherwise).
    await previous.click({ force: true });
    await expect(status).toHaveText('Page 1 of 2');

    await next.click();
    await expect(status).toHaveText('Page 2 of 2');
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(pages.nth(0)).toHaveAttribute('inert', '');
    await expect(pages.nth(1)).not.toHaveAttribute('inert');
    // The track has slid: page 2 now sits where page 1 was, page 1 is clipped out of view.
    await expect.poll(() => pageOffsets(pages)).toEqual([-1216, 12]);
    await expect(pages.nth(1).getByRole('heading', { name: 'Video uploads' })).toBeVisible();

    await next.click({ force: true });
    await expect(status).toHaveText('Page 2 of 2');

    await previous.click();
    await expect(status).toHaveText('Page 1 of 2');
    await expect(previous).toBeDisabled();
    await expect.poll(() => pageOffsets(pages)).toEqual([12, 1240]);
  });

  test('works by keyboard', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#features');
    const previous = section.getByRole('button', { name: FEATURES_SECTION.previous });
    const next = section.getByRole('button', { name: FEATURES_SECTION.next });
    const status = section.getByTestId('features-status');

    await next.focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Page 2 of 2');
    // Focus stays on the arrow even though it is now inactive.
    await expect(next).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Space');
    await expect(status).toHaveText('Page 1 of 2');
    // Arrow keys page too while the controls have focus, and stop at the ends.
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText('Page 2 of 2');
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText('Page 2 of 2');
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText('Page 1 of 2');
  });
});

test.describe('community cycle (SPEC §2.3 part 8)', () => {
  test('shows Matthew 19:14 with the four members around it', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#community');
    const quote = section.getByTestId('community-quote');
    await expect(quote.locator('blockquote')).toHaveText(COMMUNITY_QUOTE.text);
    await expect(quote.locator('blockquote')).toContainText(
      'Allow the little children, and don’t forbid them to come to me',
    );
    await expect(quote.locator('cite')).toHaveText('Matthew 19:14');
    await expect(quote).toContainText('World English Bible');

    const members = section.getByTestId('community-member');
    await expect(members.locator('h3')).toHaveText([
      'Parishes',
      'Families',
      'Administrators',
      'Educators',
    ]);
    expect(COMMUNITY_MEMBERS).toHaveLength(4);
  });
});

test.describe('testimonials (SPEC §2.3 part 9, §4 testimonial carousel)', () => {
  const visibleQuote = (page: Page) =>
    page.locator('#testimonials').getByTestId('testimonial-slide').filter({ visible: true });

  test('arrows wrap around both ways and dashes jump to a quote', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#testimonials');
    const next = section.getByRole('button', { name: TESTIMONIALS_SECTION.next });
    const previous = section.getByRole('button', { name: TESTIMONIALS_SECTION.previous });
    const dashes = section.getByRole('button', { name: /^Show testimonial/ });
    await expect(section.getByTestId('testimonial-slide')).toHaveCount(TESTIMONIAL_ITEMS);
    await expect(dashes).toHaveCount(TESTIMONIAL_ITEMS);

    const expectShowing = async (index: number) => {
      const item = SHORT_TESTIMONIALS[index]!;
      await expect(visibleQuote(page)).toHaveCount(1);
      await expect(visibleQuote(page)).toContainText(item.quote);
      await expect(visibleQuote(page)).toContainText(item.attribution);
      await expect(dashes.nth(index)).toHaveAttribute('aria-current', 'true');
      for (let other = 0; other < TESTIMONIAL_ITEMS; other += 1) {
        if (other !== index) await expect(dashes.nth(other)).not.toHaveAttribute('aria-current');
      }
    };

    await expectShowing(0);
    await expect(visibleQuote(page)).toContainText('Teacher');
    await next.click();
    await expectShowing(1);
    await expect(visibleQuote(page)).toContainText('Student');
    await next.click();
    await expectShowing(2);
    await next.click();
    await expectShowing(0);
    await previous.click();
    await expectShowing(2);
    await previous.click();
    await expectShowing(1);

    await dashes.nth(2).click();
    await expectShowing(2);
    await dashes.nth(0).click();
    await expectShowing(0);
  });

  test('works by keyboard', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#testimonials');
    await section.getByRole('button', { name: TESTIMONIALS_SECTION.previous }).focus();
    await page.keyboard.press('Enter');
    await expect(visibleQuote(page)).toContainText(SHORT_TESTIMONIALS[2]!.quote);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(section.getByRole('button', { name: 'Show testimonial 2 of 3' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(visibleQuote(page)).toContainText(SHORT_TESTIMONIALS[1]!.quote);
  });

  test('shows the two long teacher testimonials with name, grade and city', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('#testimonials').getByTestId('long-testimonial');
    await expect(items).toHaveCount(2);
    for (const [index, item] of LONG_TESTIMONIALS.entries()) {
      const figure = items.nth(index);
      await expect(figure.locator('[data-field="name"]')).toHaveText(item.name);
      await expect(figure.locator('[data-field="grade"]')).toHaveText(item.grade);
      await expect(figure.locator('[data-field="city"]')).toHaveText(item.city);
      await expect(figure.locator('blockquote')).toContainText(item.paragraphs[0]!);
    }
  });
});

test.describe("'Related articles and media' (SPEC §2.3 part 10, §4 media list)", () => {
  const titles = (page: Page) =>
    page.locator('#media').getByTestId('media-card').locator('h3').allTextContents();
  const cleanTitle = (text: string) => text.replace(' (play the video)', '');

  test('shows the 6 cards with the spec types, durations and a play badge', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#media');
    await expect(
      section.getByRole('heading', { level: 2, name: 'Related articles and media' }),
    ).toBeAttached();
    const cards = section.getByTestId('media-card');
    await expect(cards).toHaveCount(MEDIA_CARD_COUNT);
    const types = await section.getByTestId('media-type').allTextContents();
    expect(types).toEqual(MEDIA_CARDS.map((card) => card.type));
    expect(new Set(types)).toEqual(new Set(MEDIA_TYPES));
    for (const [index, card] of MEDIA_CARDS.entries()) {
      const element = cards.nth(index);
      await expect(element.locator('img')).toHaveCount(1);
      await expect(element).toContainText(card.bodyText);
      if (card.duration) await expect(element).toContainText(card.duration);
      await expect(element.getByTestId('play-badge')).toHaveCount(card.play ? 1 : 0);
    }
  });

  test('arrows rotate the order; the counter stays within 0..6', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#media');
    const next = section.getByRole('button', { name: MEDIA_SECTION.next });
    const previous = section.getByRole('button', { name: MEDIA_SECTION.previous });
    const progress = section.getByRole('progressbar', { name: MEDIA_SECTION.progressLabel });
    const counter = section.getByTestId('media-counter');
    const original = MEDIA_CARDS.map((card) => card.title);

    expect((await titles(page)).map(cleanTitle)).toEqual(original);
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(counter).toHaveText('0 / 6');

    // Next moves the first card to the end.
    await next.click();
    expect((await titles(page)).map(cleanTitle)).toEqual([...original.slice(1), original[0]]);
    await expect(counter).toHaveText('1 / 6');
    // Previous brings it back, then moves the last card to the front.
    await previous.click();
    expect((await titles(page)).map(cleanTitle)).toEqual(original);
    await expect(counter).toHaveText('0 / 6');
    await previous.click();
    expect((await titles(page)).map(cleanTitle)).toEqual([original[5], ...original.slice(0, 5)]);
    await expect(counter).toHaveText('0 / 6');

    // Many clicks either way: the order keeps rotating, the counter stays within bounds.
    for (let i = 1; i <= 10; i += 1) {
      await next.click();
      const expected = Math.min(i, MEDIA_CARD_COUNT);
      await expect(progress).toHaveAttribute('aria-valuenow', String(expected));
      await expect(counter).toHaveText(`${expected} / 6`);
      expect(cleanTitle((await titles(page))[0]!)).toBe(original[(i - 1 + 6) % 6]);
    }
    for (let i = 1; i <= 10; i += 1) {
      await previous.click();
      const expected = Math.max(MEDIA_CARD_COUNT - i, 0);
      await expect(progress).toHaveAttribute('aria-valuenow', String(expected));
    }
    await expect(counter).toHaveText('0 / 6');
    // Net zero steps: (-1) + 10 - 10 = -1 from the original order.
    expect(cleanTitle((await titles(page))[0]!)).toBe(original[5]);
  });

  test('the arrows work by keyboard', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#media');
    await section.getByRole('button', { name: MEDIA_SECTION.next }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    expect(cleanTitle((await titles(page))[0]!)).toBe(MEDIA_CARDS[2]!.title);
    await expect(section.getByTestId('media-counter')).toHaveText('2 / 6');
  });

  test('every card link leads somewhere real', async ({ page, request }) => {
    await page.goto('/');
    const cards = page.locator('#media').getByTestId('media-card');
    const links = cards.getByRole('link');
    await expect(links).toHaveCount(MEDIA_CARDS.filter((card) => !card.play).length);
    for (const href of await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    )) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
    const infographic = await request.get('/media/reflection-cycle-infographic.svg');
    expect(infographic.headers()['content-type']).toContain('image/svg+xml');
  });

  test('a play card opens its video in a modal, loading the player only then', async ({ page }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
    );
    await page.goto('/');
    const card = MEDIA_CARDS.find((item) => item.play)!;
    await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(0);
    const opener = page.locator('#media').getByRole('button', { name: card.title });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: card.title });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(frame).toHaveAttribute('title', card.title);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test.describe('scroll reveals (SPEC §4)', () => {
  test('reveal in the upper half of the window and reset below it', async ({ page }) => {
    await page.goto('/');
    const reveal = revealOf(page, 'media');
    await expect(reveal).toHaveAttribute('data-reveal', 'hidden');
    await expect(reveal).toHaveCSS('opacity', '0');

    // Top in the lower half of the window: not yet.
    await placeTopAt(reveal, 0.75);
    await expect(reveal).toBeInViewport();
    await expect(reveal).toHaveAttribute('data-reveal', 'hidden');

    // Top in the upper half: revealed.
    await placeTopAt(reveal, 0.3);
    await expect(reveal).toHaveAttribute('data-reveal', 'revealed');
    await expect(reveal).toHaveCSS('opacity', '1');

    // Back into the lower half: stays revealed (it resets only below the window).
    await placeTopAt(reveal, 0.8);
    await expect(reveal).toHaveAttribute('data-reveal', 'revealed');

    // Back to the top of the page: its top is below the window, so it resets.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(reveal).toHaveAttribute('data-reveal', 'hidden');
    await placeTopAt(reveal, 0.2);
    await expect(reveal).toHaveAttribute('data-reveal', 'revealed');
  });

  test('keyboard focus reveals a hidden section at once', async ({ page }) => {
    await page.goto('/');
    const reveal = revealOf(page, 'testimonials');
    await expect(reveal).toHaveAttribute('data-reveal', 'hidden');
    await page
      .locator('#testimonials')
      .getByRole('button', { name: TESTIMONIALS_SECTION.next })
      .focus();
    await expect(reveal).toHaveAttribute('data-reveal', 'revealed');
  });

  test('with reduced motion nothing moves and the content is visible', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const reveal = revealOf(page, 'media');
    await expect(reveal).toHaveAttribute('data-reveal', 'hidden');
    await expect(reveal).toHaveCSS('opacity', '1');
    await expect(reveal).toHaveCSS('transform', 'none');
  });
});

test.describe('support section', () => {
  test('offers the Bookstore and help by email', async ({ page }) => {
    await page.goto('/');
    const support = page.locator('section#support');
    await expect(support).toHaveCount(1);
    await expect(support.getByRole('link', { name: 'Visit the Bookstore' })).toHaveAttribute(
      'href',
      PATHS.store,
    );
    await expect(support.getByRole('link', { name: /^Email us at / })).toHaveAttribute(
      'href',
      /^mailto:[^@\s]+@[^@\s]+$/,
    );
  });
});

test.describe('accessibility of the home page', () => {
  for (const [name, size] of Object.entries(VIEWPORTS)) {
    test(`axe finds no violations at ${size.width} px (${name})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      await scrollThroughPage(page);
      // The hero's slide text fades in and out every 6 s; axe reads it as a visitor does
      // who pauses the rotation to read it (home-intro tests the rotation itself).
      await page.getByRole('button', { name: SLIDE_CONTROLS.pause }).click();
      await expect(page.getByTestId('slide-text')).toHaveCSS('opacity', '1');
      await expectNoAxeViolations(page);
    });
  }
});

import type { Locator, Page } from '@playwright/test';
import { SLIDE_ROTATION, VIDEO_PLAYER } from '../../common/constants';
import {
  COURSE_SLIDES,
  DOWNLOAD_GUIDE_MODAL,
  HERO,
  HOW_IT_WORKS,
  JOURNAL_SLIDES,
  SLIDE_CONTROLS,
} from '../../common/copy/home-intro';
import { SPEAK_WITH_US } from '../../common/copy/site';
import { guidePath, type GuideAudience, type GuideLayout } from '../../common/guides';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

const TICK = SLIDE_ROTATION.tickMs;
/** One full slide: 100 ticks of 60 ms. */
const SLIDE_MS = SLIDE_ROTATION.steps * TICK;
/** The tick at which the text fades in (85 %). */
const TEXT_MS = SLIDE_ROTATION.textVisibleAtPercent * TICK;
const START = new Date('2025-03-03T09:00:00Z');

/**
 * Opens a page with the page clock installed and paused, so time only moves through
 * `page.clock.runFor`, and waits until the slide rotation's timer runs on that clock.
 */
async function openWithClock(page: Page, path = '/') {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
  await page.goto(path);
  const rotation = page.getByTestId('slide-rotation');
  await waitForTimer(rotation);
  return rotation;
}

/** The timer has (re)started for the rotation's current epoch (after a jump or reset). */
async function waitForTimer(rotation: Locator) {
  await expect
    .poll(() =>
      rotation.evaluate(
        (element) =>
          element.getAttribute('data-timer') === 'running' &&
          element.getAttribute('data-timer-epoch') === element.getAttribute('data-epoch'),
      ),
    )
    .toBe(true);
}

async function expectSlide(page: Page, rotation: Locator, index: number, titles: string[]) {
  await expect(rotation).toHaveAttribute('data-slide', String(index));
  const title = titles[index] ?? '';
  await expect(rotation.getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(page.getByRole('radio', { name: new RegExp(`^${escape(title)}`) })).toBeChecked();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const journalTitles = JOURNAL_SLIDES.map((slide) => slide.slideTitle);
const courseTitles = COURSE_SLIDES.map((slide) => slide.slideTitle);

test.describe('slide rotation (SPEC §2.3 part 3, §4)', () => {
  test('a slide advances after 100 × 60 ms and not before', async ({ page }) => {
    const rotation = await openWithClock(page);
    await expectSlide(page, rotation, 0, journalTitles);
    await page.clock.runFor(SLIDE_MS - 1);
    await expect(rotation).toHaveAttribute('data-progress', '99');
    await expectSlide(page, rotation, 0, journalTitles);
    await page.clock.runFor(1);
    await expectSlide(page, rotation, 1, journalTitles);
    await expect(rotation).toHaveAttribute('data-progress', '0');
    // The bar shows the progress (1 % per tick).
    await page.clock.runFor(50 * TICK);
    await expect(rotation.getByTestId('slide-progress')).toHaveAttribute(
      'style',
      /--progress:\s*0\.5/,
    );
  });

  test('the slide text fades in at 85 % and not before', async ({ page }) => {
    const rotation = await openWithClock(page);
    const text = rotation.getByTestId('slide-text');
    await expect(text).toHaveText(JOURNAL_SLIDES[0]?.slideText ?? '');
    await page.clock.runFor(TEXT_MS - 1);
    await expect(rotation).toHaveAttribute('data-progress', '84');
    await expect(rotation).toHaveAttribute('data-text-visible', 'false');
    await expect(text).toHaveCSS('opacity', '0');
    await page.clock.runFor(1);
    await expect(rotation).toHaveAttribute('data-text-visible', 'true');
    await expect(text).toHaveCSS('opacity', '1');
    // The next slide starts with its text hidden again.
    await page.clock.runFor(SLIDE_MS - TEXT_MS);
    await expect(rotation).toHaveAttribute('data-slide', '1');
    await expect(rotation).toHaveAttribute('data-text-visible', 'false');
    await expect(rotation.getByTestId('slide-text')).toHaveText(JOURNAL_SLIDES[1]?.slideText ?? '');
    await expect(rotation.getByTestId('slide-text')).toHaveCSS('opacity', '0');
  });

  test('Journals wraps to the first slide after its third', async ({ page }) => {
    const rotation = await openWithClock(page);
    expect(journalTitles).toHaveLength(3);
    await expect(rotation.getByRole('radio')).toHaveCount(3);
    await page.clock.runFor(2 * SLIDE_MS);
    await expectSlide(page, rotation, 2, journalTitles);
    await page.clock.runFor(SLIDE_MS - 1);
    await expectSlide(page, rotation, 2, journalTitles);
    await page.clock.runFor(1);
    await expectSlide(page, rotation, 0, journalTitles);
  });

  test('Courses wraps to the first slide after its fifth', async ({ page }) => {
    const rotation = await openWithClock(page);
    await page.getByRole('tab', { name: /Courses/ }).click();
    await expect(rotation).toHaveAttribute('data-product', 'academy');
    await waitForTimer(rotation);
    expect(courseTitles).toHaveLength(5);
    await expect(rotation.getByRole('radio')).toHaveCount(5);
    await expectSlide(page, rotation, 0, courseTitles);
    for (let slide = 1; slide <= 4; slide += 1) {
      await page.clock.runFor(SLIDE_MS);
      await expectSlide(page, rotation, slide, courseTitles);
    }
    await page.clock.runFor(SLIDE_MS - 1);
    await expectSlide(page, rotation, 4, courseTitles);
    await page.clock.runFor(1);
    await expectSlide(page, rotation, 0, courseTitles);
  });

  test('a radio jumps to its slide and restarts the progress', async ({ page }) => {
    const rotation = await openWithClock(page);
    await page.clock.runFor(30 * TICK);
    await expect(rotation).toHaveAttribute('data-progress', '30');
    await page.getByRole('radio', { name: /^Grow/ }).click();
    await expectSlide(page, rotation, 2, journalTitles);
    await expect(rotation).toHaveAttribute('data-progress', '0');
    await waitForTimer(rotation);
    // The chosen slide gets its full 6 s, then the rotation wraps on from it.
    await page.clock.runFor(SLIDE_MS - 1);
    await expectSlide(page, rotation, 2, journalTitles);
    await page.clock.runFor(1);
    await expectSlide(page, rotation, 0, journalTitles);
  });

  test('the radios work by keyboard', async ({ page }) => {
    const rotation = await openWithClock(page);
    await page.getByRole('radio', { name: /^Read/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, rotation, 1, journalTitles);
    await expect(page.getByRole('radio', { name: /^Reflect & write/ })).toBeFocused();
  });

  test('switching product resets to slide 0', async ({ page }) => {
    const rotation = await openWithClock(page);
    await page.clock.runFor(SLIDE_MS + 40 * TICK);
    await expectSlide(page, rotation, 1, journalTitles);
    await page.getByRole('tab', { name: /Courses/ }).click();
    await expect(rotation).toHaveAttribute('data-product', 'academy');
    await expectSlide(page, rotation, 0, courseTitles);
    await expect(rotation).toHaveAttribute('data-progress', '0');
    await waitForTimer(rotation);
    await page.clock.runFor(2 * SLIDE_MS + 10 * TICK);
    await expectSlide(page, rotation, 2, courseTitles);
    await page.getByRole('tab', { name: /Journals/ }).click();
    await expect(rotation).toHaveAttribute('data-product', 'journals');
    await expectSlide(page, rotation, 0, journalTitles);
    await expect(rotation).toHaveAttribute('data-progress', '0');
  });

  test('Pause stops the rotation and Play resumes it', async ({ page }) => {
    const rotation = await openWithClock(page);
    await page.clock.runFor(30 * TICK);
    await page.getByRole('button', { name: SLIDE_CONTROLS.pause }).click();
    await expect(rotation).toHaveAttribute('data-paused', 'true');
    const play = page.getByRole('button', { name: SLIDE_CONTROLS.play });
    await expect(play).toBeVisible();
    // Paused, the text can be read at leisure.
    await expect(rotation.getByTestId('slide-text')).toHaveCSS('opacity', '1');
    await page.clock.runFor(5 * SLIDE_MS);
    await expectSlide(page, rotation, 0, journalTitles);
    await expect(rotation).toHaveAttribute('data-progress', '30');
    await play.click();
    await expect(page.getByRole('button', { name: SLIDE_CONTROLS.pause })).toBeVisible();
    await waitForTimer(rotation);
    await page.clock.runFor(70 * TICK - 1);
    await expectSlide(page, rotation, 0, journalTitles);
    await page.clock.runFor(1);
    await expectSlide(page, rotation, 1, journalTitles);
  });

  test('with reduced motion the rotation starts paused and shows the text', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: START });
    await page.clock.pauseAt(new Date(START.getTime() + 1000));
    await page.goto('/');
    const rotation = page.getByTestId('slide-rotation');
    await expect(rotation).toHaveAttribute('data-paused', 'true');
    await expect(page.getByRole('button', { name: SLIDE_CONTROLS.play })).toBeVisible();
    await expect(rotation.getByTestId('slide-text')).toHaveCSS('opacity', '1');
    await page.clock.runFor(3 * SLIDE_MS);
    await expectSlide(page, rotation, 0, journalTitles);
    await expect(rotation).toHaveAttribute('data-progress', '0');
    // A visitor may still start it on purpose.
    await page.getByRole('button', { name: SLIDE_CONTROLS.play }).click();
    await waitForTimer(rotation);
    await page.clock.runFor(SLIDE_MS);
    await expectSlide(page, rotation, 1, journalTitles);
  });
});

test.describe('product tabs (SPEC §2.1, §2.3 part 2, §4 page tab)', () => {
  test('switching rewrites the address without reloading or scrolling', async ({ page }) => {
    await page.goto('/');
    const journals = page.getByRole('tab', { name: /Journals/ });
    const courses = page.getByRole('tab', { name: /Courses/ });
    await expect(journals).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: HOW_IT_WORKS.heading })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { homeMarker: string }).homeMarker = 'still here';
    });
    await courses.scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const historyBefore = await page.evaluate(() => window.history.length);

    await courses.click();
    await expect(page).toHaveURL(/\/\?tab=academy$/);
    await expect(courses).toHaveAttribute('aria-selected', 'true');
    await expect(journals).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel')).toHaveAttribute(
      'aria-labelledby',
      (await courses.getAttribute('id')) ?? '',
    );
    await expect(page.getByRole('heading', { name: HOW_IT_WORKS.heading })).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    await journals.click();
    await expect(page).toHaveURL(/\/\?tab=journals$/);
    await expect(page.getByRole('heading', { name: HOW_IT_WORKS.heading })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { homeMarker?: string }).homeMarker),
    ).toBe('still here');
    // Rewrites replace the current entry instead of adding history.
    expect(await page.evaluate(() => window.history.length)).toBe(historyBefore);
  });

  test('the tabs work by keyboard with arrows, Home and End', async ({ page }) => {
    await page.goto('/');
    const journals = page.getByRole('tab', { name: /Journals/ });
    const courses = page.getByRole('tab', { name: /Courses/ });
    await expect(courses).toHaveAttribute('tabindex', '-1');
    await journals.focus();
    await page.keyboard.press('ArrowRight');
    await expect(courses).toBeFocused();
    await expect(courses).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=academy$/);
    await page.keyboard.press('ArrowLeft');
    await expect(journals).toBeFocused();
    await expect(page).toHaveURL(/\?tab=journals$/);
    await page.keyboard.press('End');
    await expect(courses).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(journals).toHaveAttribute('aria-selected', 'true');
  });

  for (const path of ['/faithcademy', '/?tab=academy']) {
    test(`${path} opens the academy tab at the summary without How it works`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('tab', { name: /Courses/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByTestId('slide-rotation')).toHaveAttribute('data-product', 'academy');
      await expect(page.getByRole('heading', { level: 3, name: courseTitles[0] })).toBeVisible();
      await expect(page.locator('#summary')).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      await expect(page.getByRole('heading', { name: HOW_IT_WORKS.heading })).toHaveCount(0);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    });
  }

  test('/?tab=journals opens the journals tab with How it works', async ({ page }) => {
    await page.goto('/?tab=journals');
    await expect(page.getByRole('tab', { name: /Journals/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.locator('#summary')).toBeInViewport();
    await expect(
      page.getByRole('heading', { level: 2, name: HOW_IT_WORKS.heading }),
    ).toBeAttached();
  });

  test('/ opens at the top on the journals tab', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('tab', { name: /Journals/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a link to ?tab=academy from another page lands on the academy summary', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/\?tab=academy$/);
    await expect(page.getByRole('tab', { name: /Courses/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.locator('#summary')).toBeInViewport();
  });

  test('/?id=support scrolls to the support section', async ({ page }) => {
    await page.goto('/?id=support');
    await expect(page.locator('#support')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });
});

test.describe('how it works (SPEC §2.3 part 6)', () => {
  const panel = (page: Page) => page.getByTestId('how-it-works-panel');
  const stepTab = (page: Page, step: number) =>
    page
      .getByRole('tablist', { name: HOW_IT_WORKS.stepsLabel })
      .getByRole('tab', { name: new RegExp(`^${step}\\s`) });

  async function expectStep(page: Page, step: number) {
    const copy = HOW_IT_WORKS.steps[step - 1];
    const view = step % 2 === 0 ? HOW_IT_WORKS.views.student : HOW_IT_WORKS.views.teacher;
    await expect(panel(page)).toHaveAttribute('data-step', String(step));
    await expect(stepTab(page, step)).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('heading', { level: 3 })).toHaveText(
      `${step}. ${copy?.title}`,
    );
    await expect(page.getByTestId('how-it-works-view')).toHaveText(view);
    await expect(panel(page).getByRole('img')).toHaveAttribute('alt', copy?.imageAlt ?? '');
  }

  test('number buttons pick each step; 1 and 3 teacher view, 2 and 4 student view', async ({
    page,
  }) => {
    await page.goto('/');
    await expectStep(page, 1);
    for (const step of [3, 2, 4, 1]) {
      await stepTab(page, step).click();
      await expectStep(page, step);
    }
  });

  test('dots pick a step', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('how-it-works-dot-4').click();
    await expectStep(page, 4);
    await page.getByTestId('how-it-works-dot-2').click();
    await expectStep(page, 2);
  });

  test('swipes move one step and stay within 1 to 4', async ({ page }) => {
    await page.goto('/');
    const stage = page.getByTestId('how-it-works-stage');
    await stage.scrollIntoViewIfNeeded();
    const box = await stage.boundingBox();
    if (!box) throw new Error('no stage');
    const y = box.y + box.height / 2;
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(box.x + from, y);
      await page.mouse.down();
      await page.mouse.move(box.x + to, y + 4, { steps: 6 });
      await page.mouse.up();
    };
    const left = () => swipe(box.width * 0.8, box.width * 0.2);
    const right = () => swipe(box.width * 0.2, box.width * 0.8);

    await right();
    await expectStep(page, 1);
    await left();
    await expectStep(page, 2);
    await left();
    await left();
    await expectStep(page, 4);
    await left();
    await expectStep(page, 4);
    // A short drag is not a swipe.
    await swipe(box.width * 0.5, box.width * 0.5 - 20);
    await expectStep(page, 4);
    await right();
    await expectStep(page, 3);
  });

  test('arrow keys, Home and End move between steps within 1 to 4', async ({ page }) => {
    await page.goto('/');
    await stepTab(page, 1).focus();
    await page.keyboard.press('ArrowLeft');
    await expectStep(page, 1);
    await page.keyboard.press('ArrowRight');
    await expectStep(page, 2);
    await expect(stepTab(page, 2)).toBeFocused();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowDown');
    await expectStep(page, 4);
    await expect(stepTab(page, 4)).toBeFocused();
    await page.keyboard.press('Home');
    await expectStep(page, 1);
    await page.keyboard.press('End');
    await expectStep(page, 4);
    await page.keyboard.press('ArrowUp');
    await expectStep(page, 3);
  });

  const downloads: { step: number; audience: GuideAudience; layout: GuideLayout }[] = [
    { step: 1, audience: 'teacher', layout: 'desktop' },
    { step: 3, audience: 'teacher', layout: 'mobile' },
    { step: 2, audience: 'student', layout: 'desktop' },
    { step: 4, audience: 'student', layout: 'mobile' },
  ];
  for (const { step, audience, layout } of downloads) {
    test(`step ${step}: the download modal opens the ${audience} guide, ${layout} version`, async ({
      page,
      baseURL,
    }) => {
      await page.goto('/');
      await stepTab(page, step).click();
      await expectStep(page, step);
      const download = page.getByRole('button', { name: HOW_IT_WORKS.download });
      await download.click();
      const dialog = page.getByRole('dialog', { name: DOWNLOAD_GUIDE_MODAL.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(DOWNLOAD_GUIDE_MODAL.description[audience])).toBeVisible();
      const label =
        layout === 'desktop' ? DOWNLOAD_GUIDE_MODAL.desktop : DOWNLOAD_GUIDE_MODAL.mobile;
      const popupPromise = page.context().waitForEvent('page');
      await dialog.getByRole('button', { name: label }).click();
      const popup = await popupPromise;
      await expect(popup).toHaveURL(`${baseURL}/files/${guidePath(audience, layout)}`);
      await popup.close();
      await expect(dialog).toBeHidden();
    });
  }

  test('the download modal closes with Escape and returns focus', async ({ page }) => {
    await page.goto('/');
    const download = page.getByRole('button', { name: HOW_IT_WORKS.download });
    await download.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: DOWNLOAD_GUIDE_MODAL.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: DOWNLOAD_GUIDE_MODAL.desktop })).toBeVisible();
    await expect(dialog.getByRole('button', { name: DOWNLOAD_GUIDE_MODAL.mobile })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(download).toBeFocused();
  });
});

test.describe('hero (SPEC §2.3 part 1)', () => {
  test('has the tagline as the only h1 and a Speak with us mailto link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const hero = page.getByRole('region', { name: HERO.tagline });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(HERO.tagline);
    await expect(hero.getByRole('link', { name: SPEAK_WITH_US })).toHaveAttribute(
      'href',
      /^mailto:[^@\s]+@[^@\s]+$/,
    );
  });

  test('the video player loads only after a click', async ({ page }) => {
    const providerRequests: string[] = [];
    page.on('request', (request) => {
      if (/youtube|ytimg|googlevideo/.test(request.url())) providerRequests.push(request.url());
    });
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await page.goto('/');
    const player = page.getByTestId('hero-video');
    const box = await player.boundingBox();
    expect(box?.width).toBe(VIDEO_PLAYER.width);
    expect(box?.height).toBe(VIDEO_PLAYER.height);
    await expect(player.locator('iframe')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(providerRequests).toEqual([]);

    await page.getByRole('button', { name: HERO.playLabel }).click();
    const frame = player.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/,
    );
    await expect(frame).toHaveAttribute('title', HERO.videoTitle);
    await expect(frame).toHaveAttribute('allow', /autoplay/);
    await expect(frame).toBeFocused();
    await expect.poll(() => providerRequests.length).toBeGreaterThan(0);
  });

  test('on a phone the player keeps its proportions inside the screen', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/');
    const box = await page.getByTestId('hero-video').boundingBox();
    if (!box) throw new Error('no player');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    expect(box.width / box.height).toBeCloseTo(VIDEO_PLAYER.width / VIDEO_PLAYER.height, 1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});

test.describe('home intro accessibility', () => {
  // axe over the whole long page, twice per test, takes a while on a phone-sized window.
  test.describe.configure({ timeout: 120_000 });
  /** Waits until no finite CSS animation or transition is still running. */
  async function settle(page: Page) {
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === 'running' &&
                  animation.effect?.getComputedTiming().iterations !== Infinity,
              ).length,
        ),
      )
      .toBe(0);
  }

  for (const path of ['/', '/faithcademy']) {
    for (const viewport of Object.values(VIEWPORTS)) {
      test(`${path} has no axe violations at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        // Reduced motion shows every section and the slide text without fades.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page.getByTestId('slide-rotation')).toHaveAttribute('data-paused', 'true');
        await settle(page);
        await expectNoAxeViolations(page);

        // And with motion: pause the slides, scroll through so sections reveal, check again.
        await page.emulateMedia({ reducedMotion: 'no-preference' });
        await page.getByRole('button', { name: SLIDE_CONTROLS.pause }).click();
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y <= height; y += 400) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
        }
        await settle(page);
        await expectNoAxeViolations(page);
      });
    }
  }
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ACADEMY_PATHS } from '../../common/academy/routes';
import { SHARING_MESSAGES } from '../../common/academy/sharing-messages';
import { ACADEMY_AUTH_TITLES } from '../../common/copy/academy-auth';
import { LESSON_BLOCK_LABELS } from '../../common/copy/academy-blocks';
import {
  COURSE_HEADER_COPY,
  COURSE_LIST_COPY,
  COURSE_STATUS_LABELS,
  DETAILS_COPY,
  LESSON_EDITOR_COPY,
  OUTLINE_COPY,
  SETTINGS_COPY,
  VISIBILITY_COPY,
} from '../../common/copy/academy-builder';
import { JOIN_PAGE, SHARING_PAGE } from '../../common/copy/academy-sharing';
import { AUTH_LABELS, CONFIRM_EMAIL, SIGNUP_SUCCESS } from '../../common/copy/auth';
import { formatBytes } from '../../common/uploads/kinds';
import { UPLOAD_MESSAGES } from '../../common/uploads/messages';
import { academyUrl } from '../support/academy';
import { expectCalmAtBothWidths } from '../support/academy-pages';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { extractLink, readEmail } from '../support/mailbox';
import { makeTestVideo, makeTestImage } from '../support/test-media';

/**
 * The instructor's journey (issue 13, point 17), as one person lives it: a new instructor
 * signs up on the Academy, confirms the address, builds a two-chapter course (details and
 * cover, a video, a PDF, reflection prompts), makes it private, publishes it, copies its join
 * link, and the link, opened signed out, shows the course's request-to-join page. Every step
 * asserts what is on screen; the key screens pass axe and fit 375 px.
 */

const PASSWORD = 'Lectio-Journey1';
const COURSE = 'Praying with the Psalms';
const SUBTITLE = 'Ten weeks with the prayer book of the Church';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

let dir: string;
let video: string;
let cover: string;

// A one-second MP4 and a wide PNG, made by the FFmpeg the product itself converts with.
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lectio-e2e-journey-a-'));
  video = makeTestVideo(join(dir, 'welcome.mp4'), 1);
  cover = makeTestImage(join(dir, 'psalms-cover.png'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a new instructor signs up, builds a private two-chapter course, publishes it and shares its join link, which works signed out', async ({
  browser,
  context,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const origin = academyUrl('/').replace(/\/$/, '');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const email = `journey.a.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.org`;

  // 1. Sign up, confirm the address from the email, land on an empty Your courses.
  await page.goto(academyUrl(ACADEMY_PATHS.instructorSignUp));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    ACADEMY_AUTH_TITLES.signUp.instructor,
  );
  await page.getByLabel(AUTH_LABELS.firstName).fill('Teresa');
  await page.getByLabel(AUTH_LABELS.lastName).fill('Avila');
  await page.getByLabel(AUTH_LABELS.email, { exact: true }).fill(email);
  await page.getByLabel(AUTH_LABELS.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(AUTH_LABELS.confirmPassword).fill(PASSWORD);
  await page.getByTestId('terms').locator('input').check();
  await page.getByRole('button', { name: AUTH_LABELS.signUp }).click();
  await expect(page.getByTestId('signup-success')).toHaveText(SIGNUP_SUCCESS);

  const confirm = await readEmail(request, email, { subject: 'Confirm' });
  await page.goto(academyUrl(extractLink(confirm.text, ACADEMY_PATHS.confirmEmail)));
  await expect(page.getByText(CONFIRM_EMAIL.confirmed)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE_LIST_COPY.title, {
    timeout: 10_000,
  });
  // The empty state says what comes next, and offers it.
  await expect(page.getByText(COURSE_LIST_COPY.emptyTitle)).toBeVisible();
  await expect(page.getByText(COURSE_LIST_COPY.emptyBody)).toBeVisible();
  const createFirst = page.getByRole('button', { name: COURSE_LIST_COPY.emptyAction });
  await expect(createFirst).toBeVisible();
  await expectCalmAtBothWidths(page);

  // 2. The course: title and category in the dialog, then the builder's outline.
  await createFirst.click();
  const dialog = page.getByRole('dialog', { name: COURSE_LIST_COPY.newCourseTitle });
  await dialog.getByLabel(COURSE_LIST_COPY.titleLabel).fill(COURSE);
  await dialog.getByLabel(COURSE_LIST_COPY.categoryLabel).selectOption('prayer');
  await dialog.getByRole('button', { name: COURSE_LIST_COPY.create }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE);
  await expect(page.getByTestId('course-status')).toHaveText(COURSE_STATUS_LABELS.draft);
  await expect(page.getByText(OUTLINE_COPY.emptyTitle)).toBeVisible();
  const id = courseId(page);

  // Details: subtitle, description, category and a cover, which says it is not kept until saved.
  await page.getByRole('link', { name: COURSE_HEADER_COPY.details }).click();
  await expect(page.getByRole('heading', { level: 2, name: DETAILS_COPY.heading })).toBeVisible();
  await expect(page.getByText(DETAILS_COPY.coverNone)).toBeVisible();
  await page.getByLabel(DETAILS_COPY.subtitle).fill(SUBTITLE);
  await page
    .getByRole('textbox', { name: DETAILS_COPY.description })
    .fill('One psalm a week, read slowly and prayed together. For anyone, about an hour a week.');
  await page.getByLabel(DETAILS_COPY.category).selectOption('scripture');
  await page.getByLabel(DETAILS_COPY.cover).setInputFiles(cover);
  await expect(page.getByTestId('upload-status')).toHaveText(UPLOAD_MESSAGES.done);
  await expect(page.getByRole('img', { name: DETAILS_COPY.coverAlt })).toBeVisible();
  await expect(page.getByText(DETAILS_COPY.unsaved)).toBeVisible();
  await page.getByRole('button', { name: DETAILS_COPY.save }).click();
  await expect(page.getByText(DETAILS_COPY.saved)).toBeVisible();
  await expect(page.getByText(DETAILS_COPY.unsaved)).toHaveCount(0);

  // The outline: two chapters and a lesson in each, typed and sent with Enter.
  await page.getByRole('link', { name: COURSE_HEADER_COPY.outline }).click();
  for (const chapter of ['Listening', 'Responding']) {
    await page.getByLabel(OUTLINE_COPY.newChapterLabel).fill(chapter);
    await page.getByLabel(OUTLINE_COPY.newChapterLabel).press('Enter');
    await expect(page.getByRole('heading', { level: 3, name: chapter })).toBeVisible();
  }
  const lessons = { Listening: 'The still small voice', Responding: 'A psalm of praise' };
  for (const [chapter, lesson] of Object.entries(lessons)) {
    await page.getByLabel(OUTLINE_COPY.newLessonLabel(chapter)).fill(lesson);
    await page.getByLabel(OUTLINE_COPY.newLessonLabel(chapter)).press('Enter');
    await expect(page.getByRole('link', { name: OUTLINE_COPY.editLesson(lesson) })).toBeVisible();
  }
  await expect(page.getByTestId('outline-lesson')).toHaveText([
    new RegExp(`${lessons.Listening}.*${OUTLINE_COPY.emptyLesson}`),
    new RegExp(`${lessons.Responding}.*${OUTLINE_COPY.emptyLesson}`),
  ]);
  await expectCalmAtBothWidths(page);

  // The first lesson: a video (its upload seen to the end), a PDF, and reflection prompts.
  await page.getByRole('link', { name: OUTLINE_COPY.editLesson(lessons.Listening) }).click();
  await expect(page.getByLabel(LESSON_EDITOR_COPY.title, { exact: true })).toHaveValue(
    lessons.Listening,
  );
  await expect(page.getByText(LESSON_EDITOR_COPY.emptyTitle)).toBeVisible();
  await expectCalmAtBothWidths(page);
  const saveStatus = page.getByTestId('save-status');
  const blocks = page.getByTestId('lesson-block');

  await page.getByRole('button', { name: `+ ${LESSON_BLOCK_LABELS.video}` }).click();
  await page.getByLabel(LESSON_EDITOR_COPY.video.title).fill('Welcome to the Psalms');
  await page.getByLabel(LESSON_EDITOR_COPY.video.file).setInputFiles(video);
  const videoBlock = blocks.nth(0);
  const videoBar = videoBlock.getByRole('progressbar', {
    name: UPLOAD_MESSAGES.progressLabel('welcome.mp4'),
  });
  await expect(videoBar).toBeVisible();
  await expect(videoBar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(videoBlock.getByTestId('upload-status')).toHaveText(UPLOAD_MESSAGES.done);
  await expect(videoBlock.getByTestId('video-ready')).toHaveText(LESSON_EDITOR_COPY.video.ready);
  await expect(saveStatus).toHaveText(LESSON_EDITOR_COPY.saved);

  await page.getByRole('button', { name: `+ ${LESSON_BLOCK_LABELS.attachment}` }).click();
  await page.getByLabel(LESSON_EDITOR_COPY.attachment.upload).setInputFiles({
    name: 'psalm-guide.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(blocks.nth(1).getByTestId('attachment-ready')).toHaveText(
    `psalm-guide.pdf · ${formatBytes(PDF.length)}`,
  );
  await expect(blocks.nth(1).getByLabel(LESSON_EDITOR_COPY.attachment.name)).toHaveValue(
    'psalm-guide.pdf',
  );

  await page.getByRole('button', { name: `+ ${LESSON_BLOCK_LABELS.prompts}` }).click();
  await prompt(page, 1).fill('Where do you hear God?');
  await page.getByRole('button', { name: LESSON_EDITOR_COPY.prompts.add }).click();
  await prompt(page, 2).fill('What would you say back to Him?');
  await expect(saveStatus).toHaveText(LESSON_EDITOR_COPY.saved);
  await expect(blocks).toHaveCount(3);
  await expectCalmAtBothWidths(page);

  // The second chapter's lesson: a passage and one prompt.
  await page.getByRole('link', { name: LESSON_EDITOR_COPY.back }).click();
  await page.getByRole('link', { name: OUTLINE_COPY.editLesson(lessons.Responding) }).click();
  await expect(page.getByLabel(LESSON_EDITOR_COPY.title, { exact: true })).toHaveValue(
    lessons.Responding,
  );
  await page.getByRole('button', { name: `+ ${LESSON_BLOCK_LABELS.text}` }).click();
  await page
    .getByRole('textbox', { name: LESSON_EDITOR_COPY.text.label })
    .fill('Praise the Lord, my soul; all my being, praise his holy name!');
  await page.getByRole('button', { name: `+ ${LESSON_BLOCK_LABELS.prompts}` }).click();
  await prompt(page, 1).fill('What do you praise Him for?');
  await expect(saveStatus).toHaveText(LESSON_EDITOR_COPY.saved);

  // Saved for real: back on the outline at once, each lesson's blocks are counted…
  await page.getByRole('link', { name: LESSON_EDITOR_COPY.back }).click();
  await expect(page.getByTestId('outline-lesson')).toHaveText([
    new RegExp(`${lessons.Listening}.*${OUTLINE_COPY.blocks(3)}`),
    new RegExp(`${lessons.Responding}.*${OUTLINE_COPY.blocks(2)}`),
  ]);
  // …and the first lesson, opened again, is as it was left (not as it was first opened).
  await page.getByRole('link', { name: OUTLINE_COPY.editLesson(lessons.Listening) }).click();
  await expect(blocks).toHaveCount(3);
  await expect(page.getByTestId('video-ready')).toHaveText(LESSON_EDITOR_COPY.video.ready);
  await expect(page.getByTestId('attachment-ready')).toContainText('psalm-guide.pdf');
  await expect(prompt(page, 2)).toHaveValue('What would you say back to Him?');
  await expect(saveStatus).toHaveText(LESSON_EDITOR_COPY.saved);
  await page.getByRole('link', { name: LESSON_EDITOR_COPY.back }).click();
  await expect(page.getByRole('heading', { level: 2, name: OUTLINE_COPY.heading })).toBeVisible();

  // 3. Private and published: the news comes with the next step, sharing.
  await page.getByRole('link', { name: COURSE_HEADER_COPY.settings }).click();
  // A new course is private already: the instructor sees it so, checks it, and sets the
  // completion rule; the page says the change waits for Save.
  const privately = page.getByRole('radio', {
    name: new RegExp(`^${VISIBILITY_COPY.private.label}`),
  });
  await privately.check();
  await expect(privately).toBeChecked();
  await expect(page.getByText(SETTINGS_COPY.unsaved)).toHaveCount(0);
  await page.getByLabel(SETTINGS_COPY.completionLabel).fill('80');
  await expect(page.getByText(SETTINGS_COPY.unsaved)).toBeVisible();
  await page.getByRole('button', { name: SETTINGS_COPY.save }).click();
  await expect(page.getByText(SETTINGS_COPY.saved)).toBeVisible();
  await expect(page.getByText(SETTINGS_COPY.unsaved)).toHaveCount(0);
  await page.getByRole('button', { name: COURSE_HEADER_COPY.publish }).click();
  await expect(page.getByTestId('course-status')).toHaveText(COURSE_STATUS_LABELS.published);
  const news = page.getByRole('status').filter({ hasText: COURSE_HEADER_COPY.published });
  await expect(news).toBeVisible();
  await news.getByRole('link', { name: COURSE_HEADER_COPY.shareNext }).click();

  // Sharing: the private course's link, made, copied, and the clipboard holds it.
  await expect(page).toHaveURL(academyUrl(ACADEMY_PATHS.instructorCourseSharing(id)));
  await expect(page.getByRole('heading', { level: 2, name: SHARING_PAGE.title })).toBeVisible();
  await expect(page.getByText(SHARING_PAGE.linkIntro.private)).toBeVisible();
  await expect(page.getByText(SHARING_PAGE.noLinkTitle)).toBeVisible();
  await page.getByRole('button', { name: SHARING_PAGE.createLink }).click();
  const address = page.getByLabel(SHARING_PAGE.linkLabel);
  await expect(address).toHaveValue(
    new RegExp(`^${escapeRegExp(academyUrl(ACADEMY_PATHS.joinLink('')))}[\\w-]{20,}$`),
  );
  await expect(page.getByTestId('joined-count')).toHaveText(SHARING_PAGE.joined(0, null));
  await expectCalmAtBothWidths(page);
  const joinUrl = await address.inputValue();
  await page.getByRole('button', { name: SHARING_PAGE.copy }).click();
  await expect(page.getByRole('status').filter({ hasText: SHARING_PAGE.copied })).toHaveText(
    SHARING_PAGE.copied,
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(joinUrl);
  // A seat limit out of range is refused beside the field, and read with it.
  const seats = page.getByLabel(SHARING_PAGE.seatLabel);
  await seats.fill('20000');
  await page.getByRole('button', { name: SHARING_PAGE.save }).click();
  await expect(page.getByText(SHARING_MESSAGES.seatLimitInvalid)).toBeVisible();
  await expect(seats).toHaveAccessibleDescription(
    new RegExp(escapeRegExp(SHARING_MESSAGES.seatLimitInvalid)),
  );
  await seats.fill('');

  // 4. The copied link, opened by someone signed out: the course and the way to ask to join.
  const stranger = await browser.newContext();
  try {
    const visitor = await stranger.newPage();
    await visitor.goto(joinUrl);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(COURSE);
    await expect(visitor.getByText(SUBTITLE)).toBeVisible();
    await expect(visitor.getByText(`${JOIN_PAGE.by} Teresa Avila`)).toBeVisible();
    await expect(visitor.getByText(JOIN_PAGE.privateHint)).toBeVisible();
    await expect(visitor.getByRole('link', { name: JOIN_PAGE.signUpToJoin })).toBeVisible();
    await expect(visitor.getByRole('link', { name: JOIN_PAGE.signInToJoin })).toBeVisible();
    await expect(visitor.getByText(JOIN_PAGE.signedOutHint)).toBeVisible();
    await expectNoAxeViolations(visitor);
  } finally {
    await stranger.close();
  }
});

/** The field of the lesson's n-th reflection prompt (not its Remove button). */
function prompt(page: Page, n: number) {
  return page.getByRole('textbox', { name: LESSON_EDITOR_COPY.prompts.prompt(n), exact: true });
}

/** The course's id, read from the builder's address (/instructor/courses/:id/…). */
function courseId(page: Page): string {
  const match = /\/instructor\/courses\/([^/]+)/.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`Not in the course builder: ${page.url()}`);
  return decodeURIComponent(match[1]);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ACADEMY_PATHS } from '../../common/academy/routes';
import { AUTH_LABELS, CONFIRM_EMAIL } from '../../common/copy/auth';
import {
  COURSE_HEADER_COPY,
  COURSE_LIST_COPY,
  COURSE_STATUS_LABELS,
  DETAILS_COPY,
  LESSON_EDITOR_COPY,
  OUTLINE_COPY,
  SETTINGS_COPY,
} from '../../common/copy/academy-builder';
import { LESSON_BLOCK_LABELS } from '../../common/copy/academy-blocks';
import { ACADEMY_BUILDER_API as API } from '../../common/schemas/academy-builder';
import { academyUrl } from '../support/academy';
import { DEMO } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { extractLink, readEmail } from '../support/mailbox';
import { makeTestVideo } from '../support/test-media';
import { expectCalmAtBothWidths } from '../support/academy-pages';

/**
 * The course builder (issue 13, points 4 to 8), all real: an instructor signs up on the
 * Academy, confirms their email, creates a course with two chapters, writes a lesson with
 * text, prompts, an attachment and an uploaded video (made here by FFmpeg), reorders the
 * chapters by keyboard, and publishes. Every screen passes axe and fits 375 px.
 */

const PASSWORD = 'Lectio-Builder1';
const COURSE = 'Praying with the Psalms';

let dir: string;
let video: string;

test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lectio-e2e-builder-'));
  video = makeTestVideo(join(dir, 'welcome.mp4'), 1);
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const chapterTitles = (page: Page) =>
  page.getByTestId('outline-chapter').locator('h3').allTextContents();

test('an instructor builds a two-chapter course with a video, an attachment and prompts, and publishes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `instructor.${Date.now().toString(36)}@example.org`;

  // Sign up on the Academy and confirm the address: it signs in to Your courses.
  await page.goto(academyUrl(ACADEMY_PATHS.instructorSignUp));
  await page.getByLabel(AUTH_LABELS.firstName).fill('Hildegard');
  await page.getByLabel(AUTH_LABELS.lastName).fill('Bingen');
  await page.getByLabel(AUTH_LABELS.email, { exact: true }).fill(email);
  await page.getByLabel(AUTH_LABELS.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(AUTH_LABELS.confirmPassword).fill(PASSWORD);
  await page.getByTestId('terms').locator('input').check();
  await page.getByRole('button', { name: AUTH_LABELS.signUp }).click();
  await expect(page.getByTestId('signup-success')).toBeVisible();
  const confirm = await readEmail(request, email, { subject: 'Confirm' });
  await page.goto(academyUrl(extractLink(confirm.text, ACADEMY_PATHS.confirmEmail)));
  await expect(page.getByText(CONFIRM_EMAIL.confirmed)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE_LIST_COPY.title, {
    timeout: 10_000,
  });
  await expect(page.getByText(COURSE_LIST_COPY.emptyTitle)).toBeVisible();
  await expectCalmAtBothWidths(page);

  // A new course: title and category, then the builder.
  await page.getByRole('button', { name: COURSE_LIST_COPY.emptyAction }).click();
  const dialog = page.getByRole('dialog', { name: COURSE_LIST_COPY.newCourseTitle });
  await dialog.getByLabel(COURSE_LIST_COPY.titleLabel).fill(COURSE);
  await dialog.getByLabel(COURSE_LIST_COPY.categoryLabel).selectOption('prayer');
  await expectCalmAtBothWidths(page);
  await dialog.getByRole('button', { name: COURSE_LIST_COPY.create }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE);
  await expect(page.getByTestId('course-status')).toHaveText(COURSE_STATUS_LABELS.draft);
  await expect(page.getByText(OUTLINE_COPY.emptyTitle)).toBeVisible();
  await expectCalmAtBothWidths(page);

  // Two chapters, two lessons in the first.
  for (const chapter of ['Listening', 'Responding']) {
    await page.getByLabel(OUTLINE_COPY.newChapterLabel).fill(chapter);
    await page.getByRole('button', { name: OUTLINE_COPY.addChapter }).click();
    await expect(page.getByRole('heading', { level: 3, name: chapter })).toBeVisible();
  }
  for (const lesson of ['The still small voice', 'Hearing together']) {
    await page.getByLabel(OUTLINE_COPY.newLessonLabel('Listening')).fill(lesson);
    await page.getByRole('button', { name: OUTLINE_COPY.addLesson }).first().click();
    await expect(page.getByRole('link', { name: OUTLINE_COPY.editLesson(lesson) })).toBeVisible();
  }
  await expectCalmAtBothWidths(page);

  // Reorder by keyboard: pick "Responding" up, move it up, drop it; it is announced and kept.
  const handle = page.getByRole('button', { name: OUTLINE_COPY.moveHandle('Responding') });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('outline-announcement')).toHaveText(
    OUTLINE_COPY.picked('Responding'),
  );
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('outline-announcement')).toHaveText(
    OUTLINE_COPY.movedTo('Responding', 1, 2),
  );
  await page.keyboard.press('Space');
  await expect(page.getByTestId('outline-announcement')).toHaveText(
    OUTLINE_COPY.dropped('Responding'),
  );
  await page.reload();
  await expect.poll(() => chapterTitles(page)).toEqual(['Responding', 'Listening']);
  // Escape puts a picked-up lesson back where it was.
  const lessonHandle = page.getByRole('button', {
    name: OUTLINE_COPY.moveHandle('Hearing together'),
  });
  await lessonHandle.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('outline-announcement')).toHaveText(
    OUTLINE_COPY.cancelled('Hearing together'),
  );
  await expect(page.getByTestId('outline-lesson').first()).toContainText('The still small voice');

  // A modal that closes gives focus back to the button that opened it.
  const releaseButton = page.getByRole('button', {
    name: `${OUTLINE_COPY.releaseButton}: Listening`,
  });
  await releaseButton.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(releaseButton).toBeFocused();

  // Publishing an empty course says why not.
  await page.getByRole('button', { name: COURSE_HEADER_COPY.publish }).click();
  await expect(page.getByRole('alert')).toContainText('Add at least one lesson');

  // The lesson: text, prompts, an attachment and a video.
  await page.getByRole('link', { name: OUTLINE_COPY.editLesson('The still small voice') }).click();
  await expect(page.getByLabel(LESSON_EDITOR_COPY.title, { exact: true })).toHaveValue(
    'The still small voice',
  );
  await expect(page.getByText(LESSON_EDITOR_COPY.emptyTitle)).toBeVisible();
  await expectCalmAtBothWidths(page);
  const status = page.getByTestId('save-status');

  await page.getByRole('button', { name: `+ ${LESSON_BLOCK_LABELS.text}` }).click();
  await page
    .getByRole('textbox', { name: LESSON_EDITOR_COPY.text.label })
    .fill('Elijah heard the Lord not in the wind, but in a still small voice.');
  await page.getByRole('button', { name: `+ ${LESSON_BLOCK_LABELS.prompts}` }).click();
  await page.getByLabel(LESSON_EDITOR_COPY.prompts.prompt(1)).fill('Where do you hear God?');
  await expect(status).toHaveText(LESSON_EDITOR_COPY.saved);

  await page.getByRole('button', { name: `+ ${LESSON_BLOCK_LABELS.attachment}` }).click();
  await page.getByLabel(LESSON_EDITOR_COPY.attachment.upload).setInputFiles({
    name: 'psalm-guide.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'),
  });
  await expect(page.getByTestId('attachment-ready')).toContainText('psalm-guide.pdf');

  await page.getByRole('button', { name: `+ ${LESSON_BLOCK_LABELS.video}` }).click();
  await page.getByLabel(LESSON_EDITOR_COPY.video.title).fill('Welcome');
  await page.getByLabel(LESSON_EDITOR_COPY.video.file).setInputFiles({
    name: 'welcome.mp4',
    mimeType: 'video/mp4',
    buffer: readFileSync(video),
  });
  await expect(page.getByTestId('video-ready')).toBeVisible({ timeout: 30_000 });
  await expect(status).toHaveText(LESSON_EDITOR_COPY.saved);
  await expect(page.getByTestId('lesson-block')).toHaveCount(4);
  await expectCalmAtBothWidths(page);

  // Remove a block, then undo it.
  await page
    .getByRole('button', { name: `${LESSON_EDITOR_COPY.remove}: ${LESSON_BLOCK_LABELS.prompts} 2` })
    .click();
  await expect(page.getByTestId('lesson-block')).toHaveCount(3);
  await page.getByRole('button', { name: LESSON_EDITOR_COPY.undo }).click();
  await expect(page.getByTestId('lesson-block')).toHaveCount(4);
  await expect(status).toHaveText(LESSON_EDITOR_COPY.saved);

  // Saved for real: the outline counts the blocks, and the course can be published.
  await page.getByRole('link', { name: LESSON_EDITOR_COPY.back }).click();
  await expect(page.getByTestId('outline-lesson').first()).toContainText(OUTLINE_COPY.blocks(4));
  await page.getByRole('button', { name: COURSE_HEADER_COPY.publish }).click();
  await expect(page.getByTestId('course-status')).toHaveText(COURSE_STATUS_LABELS.published);
  await expect(
    page.getByRole('status').filter({ hasText: COURSE_HEADER_COPY.published }),
  ).toBeVisible();

  // Details and Settings.
  await page.getByRole('link', { name: COURSE_HEADER_COPY.details }).click();
  await expect(page.getByRole('heading', { name: DETAILS_COPY.heading })).toBeVisible();
  await expectCalmAtBothWidths(page);
  await page.getByRole('link', { name: COURSE_HEADER_COPY.settings }).click();
  await expect(page.getByRole('heading', { name: SETTINGS_COPY.heading })).toBeVisible();
  await expectCalmAtBothWidths(page);

  // Back on Your courses, the course is listed as published with its counts.
  await page.getByRole('link', { name: COURSE_HEADER_COPY.back }).click();
  const card = page.getByRole('listitem').filter({ hasText: COURSE });
  await expect(card.getByTestId('course-status')).toHaveText(COURSE_STATUS_LABELS.published);
  await expect(card).toContainText(COURSE_LIST_COPY.counts(2, 2, 0));
  await expectCalmAtBothWidths(page);
});

test('an instructor drags a lesson to another chapter, then deletes the course by typing its title', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(academyUrl(ACADEMY_PATHS.instructorSignIn));
  await page.getByLabel(AUTH_LABELS.email).fill(DEMO.teacher.email);
  await page.getByLabel(AUTH_LABELS.password).fill(DEMO.teacher.password);
  await page.getByRole('button', { name: AUTH_LABELS.signIn }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE_LIST_COPY.title);

  // A course made through the builder's API, as the browser's session.
  const origin = academyUrl('/').replace(/\/$/, '');
  const call = async (url: string, data: unknown) =>
    (await page.request.post(academyUrl(url), { data, headers: { origin } })).json();
  const title = `Dragging ${Date.now().toString(36)}`;
  const course = await call(API.courses, { title, category: 'scripture' });
  await call(API.chapters(course.id), { title: 'First' });
  const withChapters = await call(API.chapters(course.id), { title: 'Second' });
  const [first] = withChapters.chapters as { id: string }[];
  await call(API.lessons(course.id), { chapterId: first!.id, title: 'Moving lesson' });

  await page.goto(academyUrl(ACADEMY_PATHS.instructorCourse(course.id)));
  const second = page.getByTestId('outline-chapter').nth(1);
  await expect(second).toContainText(OUTLINE_COPY.noLessons);
  await page
    .getByRole('button', { name: OUTLINE_COPY.moveHandle('Moving lesson') })
    .dragTo(second.getByRole('listitem').filter({ hasText: OUTLINE_COPY.noLessons }));
  await expect(second.getByTestId('outline-lesson')).toContainText('Moving lesson');
  await page.reload();
  await expect(
    page.getByTestId('outline-chapter').nth(1).getByTestId('outline-lesson'),
  ).toContainText('Moving lesson');

  // Deleting asks for the title; a wrong one cannot delete.
  await page.getByRole('link', { name: COURSE_HEADER_COPY.settings }).click();
  await page.getByRole('button', { name: SETTINGS_COPY.delete }).click();
  const dialog = page.getByRole('dialog', { name: SETTINGS_COPY.deleteTitle });
  await dialog.getByLabel(SETTINGS_COPY.deleteLabel).fill('Not the title');
  await expect(dialog.getByRole('button', { name: SETTINGS_COPY.deleteConfirm })).toBeDisabled();
  await expectCalmAtBothWidths(page);
  await dialog.getByLabel(SETTINGS_COPY.deleteLabel).fill(title);
  await dialog.getByRole('button', { name: SETTINGS_COPY.deleteConfirm }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE_LIST_COPY.title);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});

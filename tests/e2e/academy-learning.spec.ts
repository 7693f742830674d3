import type { Page } from '@playwright/test';
import { ACADEMY_PATHS } from '../../common/academy/routes';
import { LEARNING_MESSAGES } from '../../common/academy/learning-messages';
import { AUTH_LABELS } from '../../common/copy/auth';
import {
  COURSE_HOME,
  LECTIO_DIVINA,
  LESSON_PAGE,
  MY_COURSES,
} from '../../common/copy/academy-learning';
import { REFLECTION_COPY } from '../../common/copy/academy-reflections';
import { WRITING_COPY } from '../../common/copy/writing';
import { academyUrl } from '../support/academy';
import { expectCalmAtBothWidths } from '../support/academy-pages';
import {
  insertAcademyUser,
  insertCourseWithLessons,
  insertMember,
  type InsertedCourse,
} from '../support/academy-courses';
import { e2eDatabase } from '../support/e2e-database';
import { TEST_PASSWORD } from '../support/factories';
import { expect, test } from '../support/fixtures';

const OPENS = '2099-12-03T00:00:00.000Z';

/** A course with a drip-locked chapter, and a participant in it (no page builds one yet). */
async function courseWithParticipant(): Promise<{ email: string; course: InsertedCourse }> {
  const db = e2eDatabase();
  try {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const ownerId = await insertAcademyUser(db, {
      email: `instructor.${tag}@example.org`,
      type: 'teacher',
      firstName: 'Thomas',
      lastName: 'Reyes',
    });
    const email = `participant.${tag}@example.org`;
    const participantId = await insertAcademyUser(db, { email, type: 'participant' });
    const course = await insertCourseWithLessons(db, {
      ownerId,
      title: 'Praying with Scripture',
      chapters: [
        {
          title: 'Listening',
          lessons: [
            {
              title: 'Welcome',
              blocks: [
                { type: 'text', html: '<p>Welcome. <strong>Take your time.</strong></p>' },
                {
                  type: 'attachment',
                  fileKey: 'courses/demo/lectio-at-a-glance.pdf',
                  name: 'Lectio at a glance.pdf',
                  sizeBytes: 210 * 1024,
                  contentType: 'application/pdf',
                },
              ],
            },
            {
              title: 'Praying the Word',
              blocks: [
                {
                  type: 'image',
                  source: { kind: 'art', art: 'chapter-listening' },
                  alt: 'An open book in morning light',
                  caption: 'Listening begins with a quiet place.',
                },
                {
                  type: 'lectioDivina',
                  passage: {
                    reference: '1 Samuel 3:10',
                    text: 'Speak, LORD, for your servant hears.',
                    translation: 'World English Bible',
                  },
                  steps: { read: { minutes: 2 } },
                },
                {
                  type: 'prompts',
                  prompts: [{ id: 'word', text: 'Which word stayed with you?' }],
                },
              ],
            },
          ],
        },
        {
          title: 'Advent',
          release: 'date',
          releaseDate: OPENS.slice(0, 10),
          lessons: [{ title: 'Waiting in December' }],
        },
      ],
    });
    await insertMember(db, course.id, participantId);
    return { email, course };
  } finally {
    await db.destroy();
  }
}

async function signInAsParticipant(page: Page, email: string) {
  await page.goto(academyUrl(ACADEMY_PATHS.participantSignIn));
  await page.getByLabel(AUTH_LABELS.email).fill(email);
  await page.getByLabel(AUTH_LABELS.password).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: AUTH_LABELS.signIn }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MY_COURSES.title);
}

test.describe('Participants learn (issue 13, points 7, 9 and 10)', () => {
  test('a participant sees progress, opens a lesson, completes it, and sees when the locked one opens', async ({
    page,
  }) => {
    // A long journey with eight accessibility checks: two minutes on a loaded machine.
    test.setTimeout(120_000);
    const { email, course } = await courseWithParticipant();
    const [welcome, praying, december] = course.lessonIds as [string, string, string];
    await signInAsParticipant(page, email);

    // My courses: the course with its progress and a way in.
    const card = page.getByTestId('my-course');
    await expect(card.getByRole('heading', { name: 'Praying with Scripture' })).toBeVisible();
    await expect(card).toContainText(MY_COURSES.progress(0));
    await expect(card).toContainText(MY_COURSES.lessonsDone(0, 3));
    await expectCalmAtBothWidths(page);
    await card.getByRole('link', { name: 'Praying with Scripture', exact: true }).click();

    // The course home: progress, the checklist, the locked chapter's date, the next unlock.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Praying with Scripture');
    await expect(
      page.getByRole('progressbar', { name: COURSE_HOME.progressLabel }),
    ).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByTestId('course-progress')).toContainText('0%');
    await expect(page.getByText(COURSE_HOME.opensOn(OPENS)).first()).toBeVisible();
    await expect(page.getByTestId('next-unlock')).toHaveText(COURSE_HOME.nextUnlock(OPENS));
    await expect(page.getByRole('link', { name: 'Waiting in December' })).toHaveCount(0);
    await expectCalmAtBothWidths(page);
    await page.getByRole('link', { name: COURSE_HOME.start }).click();

    // The first lesson: its text, its attachment with the size, and Mark complete.
    await expect(page).toHaveURL(academyUrl(ACADEMY_PATHS.learnLesson(course.id, welcome)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
    await expect(page.getByText('Take your time.')).toBeVisible();
    const download = page.getByRole('link', { name: /Lectio at a glance\.pdf/ });
    await expect(download).toHaveAttribute('download', 'Lectio at a glance.pdf');
    await expect(page.getByText(LESSON_PAGE.fileSize('PDF', '210 KB'))).toBeVisible();
    await expectCalmAtBothWidths(page);
    await page.getByRole('button', { name: LESSON_PAGE.markComplete }).click();
    await expect(page.getByTestId('completion').getByRole('status')).toHaveText(
      `✓ ${LESSON_PAGE.completed}`,
    );
    await expect(page.getByRole('button', { name: LESSON_PAGE.markNotComplete })).toBeVisible();

    // On to the next lesson: an image, the prayer, the questions.
    await page
      .getByRole('link', { name: new RegExp(`${LESSON_PAGE.next}.*Praying the Word`) })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Praying the Word');
    await expect(page.getByRole('img', { name: 'An open book in morning light' })).toBeVisible();
    await expect(page.getByText('Which word stayed with you?')).toBeVisible();
    // The reflection: written, saved as typed, handed in.
    const reflection = page.getByRole('region', { name: REFLECTION_COPY.heading });
    await expect(reflection.getByTestId('reflection-state')).toHaveText(
      REFLECTION_COPY.status.draft,
    );
    await reflection.getByRole('textbox', { name: 'Which word stayed with you?' }).fill('Still.');
    await expect(reflection.getByTestId('save-status')).toHaveText(WRITING_COPY.save.saved);
    await reflection.getByRole('button', { name: REFLECTION_COPY.handIn }).click();
    await expect(reflection.getByTestId('reflection-state')).toHaveText(
      REFLECTION_COPY.status.submitted,
    );
    await expect(
      reflection.getByRole('textbox', { name: 'Which word stayed with you?' }),
    ).toHaveAttribute('aria-readonly', 'true');
    await expect(page.getByText(LESSON_PAGE.nextLocked)).toBeVisible();

    // Lectio Divina, step by step with the keyboard; focus follows the step.
    const step = page.getByTestId('lectio-step');
    await expect(step).toHaveText(LECTIO_DIVINA.steps.read.title);
    await expect(page.getByText(LECTIO_DIVINA.timerLabel(2))).toBeVisible();
    await page.getByRole('button', { name: LECTIO_DIVINA.next }).focus();
    await page.keyboard.press('Enter');
    await expect(step).toHaveText(LECTIO_DIVINA.steps.reflect.title);
    await expect(step).toBeFocused();
    await expect(page.getByText(LECTIO_DIVINA.stepOf(2, 4))).toBeVisible();
    for (const title of [LECTIO_DIVINA.steps.respond.title, LECTIO_DIVINA.steps.rest.title]) {
      await page.getByRole('button', { name: LECTIO_DIVINA.next }).focus();
      await page.keyboard.press('Enter');
      await expect(step).toHaveText(title);
    }
    await page.getByRole('button', { name: LECTIO_DIVINA.startTimer }).press('Enter');
    await expect(page.getByRole('timer')).toContainText('remaining');
    await page.getByRole('button', { name: LECTIO_DIVINA.pauseTimer }).press('Enter');
    await page.getByRole('button', { name: LECTIO_DIVINA.finish }).press('Enter');
    await expect(page.getByText(LECTIO_DIVINA.finished)).toBeVisible();
    await expectCalmAtBothWidths(page);

    // Back at the course: progress rose, and Continue leads where they left off.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Praying with Scripture' })
      .click();
    await expect(page.getByTestId('course-progress')).toContainText('33%');
    await expect(
      page.getByRole('progressbar', { name: COURSE_HOME.progressLabel }),
    ).toHaveAttribute('aria-valuenow', '33');
    await page.getByRole('link', { name: COURSE_HOME.continue }).click();
    await expect(page).toHaveURL(academyUrl(ACADEMY_PATHS.learnLesson(course.id, praying)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Praying the Word');

    // The locked lesson, asked for by its address: when it opens, no content.
    await page.goto(academyUrl(ACADEMY_PATHS.learnLesson(course.id, december)));
    await expect(page.getByText(LESSON_PAGE.lockedTitle)).toBeVisible();
    await expect(page.getByTestId('lesson-refusal')).toHaveText(
      LEARNING_MESSAGES.lessonOpensOn(OPENS),
    );
    await expectCalmAtBothWidths(page);
    await page.getByRole('link', { name: LESSON_PAGE.backToCourse }).first().click();
    await expect(page).toHaveURL(academyUrl(ACADEMY_PATHS.learnCourse(course.id)));
  });
});

test('an instructor previews their course as a participant: everything open, each rule shown', async ({
  page,
}) => {
  const db = e2eDatabase();
  const email = `owner.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.org`;
  let courseId = '';
  let lockedId = '';
  try {
    const ownerId = await insertAcademyUser(db, { email, type: 'teacher' });
    const course = await insertCourseWithLessons(db, {
      ownerId,
      title: 'Advent with Luke',
      status: 'draft',
      chapters: [
        {
          title: 'Waiting',
          lessons: [
            { title: 'First week' },
            { title: 'Second week', release: 'afterJoin', releaseDays: 7, requiresPrevious: true },
          ],
        },
      ],
    });
    courseId = course.id;
    lockedId = course.lessonIds[1]!;
  } finally {
    await db.destroy();
  }
  await page.goto(academyUrl(ACADEMY_PATHS.instructorSignIn));
  await page.getByLabel(AUTH_LABELS.email).fill(email);
  await page.getByLabel(AUTH_LABELS.password).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: AUTH_LABELS.signIn }).click();
  await expect(page).toHaveURL(academyUrl(ACADEMY_PATHS.instructorArea));

  await page.goto(academyUrl(ACADEMY_PATHS.learnCourse(courseId)));
  await expect(page.getByTestId('preview-banner')).toContainText(COURSE_HOME.previewBanner);
  await expect(page.getByRole('link', { name: COURSE_HOME.backToBuilder })).toBeVisible();
  await expect(
    page.getByText(`${COURSE_HOME.rule.afterJoin(7)}, ${COURSE_HOME.rule.requiresPrevious}`),
  ).toBeVisible();
  await expectCalmAtBothWidths(page);
  await page.getByRole('link', { name: 'Second week' }).click();
  await expect(page).toHaveURL(academyUrl(ACADEMY_PATHS.learnLesson(courseId, lockedId)));
  await expect(page.getByText(LESSON_PAGE.previewNote)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second week');
});

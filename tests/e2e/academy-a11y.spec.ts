import type { Browser, Page } from '@playwright/test';
import { BOARD_COPY } from '../../common/academy/board-copy';
import { VERIFY_PAGE } from '../../common/academy/certificates-messages';
import { ACADEMY_NOTIFICATION_MESSAGES } from '../../common/academy/notifications-messages';
import { ACCOUNT_PAGE } from '../../common/academy/privacy-messages';
import { ACADEMY_PATHS } from '../../common/academy/routes';
import { ACADEMY_HOME, ACADEMY_NAME, ACADEMY_NOT_FOUND } from '../../common/copy/academy';
import { ACADEMY_AUTH_TITLES, GUARDIAN_CONSENT } from '../../common/copy/academy-auth';
import {
  ACADEMY_APP_COPY,
  COURSE_LIST_COPY,
  DETAILS_COPY,
  LESSON_EDITOR_COPY,
  OUTLINE_COPY,
  SETTINGS_COPY,
} from '../../common/copy/academy-builder';
import { DASHBOARD_COPY } from '../../common/copy/academy-dashboard';
import { MY_COURSES } from '../../common/copy/academy-learning';
import { REVIEW_COPY } from '../../common/copy/academy-reflections';
import {
  INVITE_PAGE,
  JOIN_PAGE,
  PUBLIC_COURSE_PAGE,
  SHARING_PAGE,
} from '../../common/copy/academy-sharing';
import { CONFIRM_EMAIL, FORGOT_PASSWORD, RESET_PASSWORD } from '../../common/copy/auth';
import { NOTIFICATIONS_COPY } from '../../common/copy/notifications';
import type { LessonBlock } from '../../common/schemas/academy-blocks';
import { REFLECTIONS_API } from '../../common/schemas/academy-reflections';
import { hashToken } from '../../server/lib/tokens';
import { academyUrl } from '../support/academy';
import {
  PSALM_LESSON,
  courseWithParticipant,
  expectCalmAtBothWidths,
} from '../support/academy-pages';
import { signInAcademy } from '../support/accounts';
import { insertAcademyUser, insertCourseWithLessons } from '../support/academy-courses';
import { e2eDatabase } from '../support/e2e-database';
import { VIEWPORTS, expect, test } from '../support/fixtures';

/**
 * Issue 13, point 17: every Academy screen (each route of academy/app/routes.ts, in the states
 * that look different, and the modals and menus that matter) shows its heading, passes axe
 * and never scrolls sideways, at 1280 and 375 px. One test per kind of visitor.
 */

const COURSE_TITLE = 'Be still';
const THREAD_TITLE = 'Where do you pray?';

/** A lesson with every kind of block a participant meets. */
const FULL_LESSON_BLOCKS: LessonBlock[] = [
  { type: 'text', html: '<p>Read slowly, twice.</p>' },
  {
    type: 'scripture',
    reference: 'Psalm 46:10',
    text: 'Be still, and know that I am God.',
    translation: 'World English Bible',
  },
  {
    type: 'image',
    source: { kind: 'art', art: 'chapter-listening' },
    alt: 'A path through a quiet field',
  },
  {
    type: 'video',
    source: { kind: 'link', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    title: 'How to pray with a psalm',
  },
  {
    type: 'attachment',
    fileKey: 'handouts/lectio-at-a-glance.pdf',
    name: 'Lectio at a glance.pdf',
    sizeBytes: 48_000,
    contentType: 'application/pdf',
  },
  ...(PSALM_LESSON.blocks ?? []).filter((block) => block.type === 'prompts'),
  {
    type: 'lectioDivina',
    passage: {
      reference: 'Psalm 46:10',
      text: 'Be still, and know that I am God.',
      translation: 'World English Bible',
    },
  },
];

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The page shows heading `name` (its main one unless told), then is calm at both widths. */
async function expectScreen(
  page: Page,
  path: string | null,
  name: string | RegExp,
  level: 1 | 2 = 1,
) {
  if (path !== null) await page.goto(academyUrl(path));
  await expect(page.getByRole('heading', { level, name })).toBeVisible();
  await expectCalmAtBothWidths(page);
}

/** A call from the signed-in page, as its own scripts make it (JSON and the Academy's Origin). */
async function call(page: Page, method: 'POST' | 'PUT', path: string, data: unknown = {}) {
  const answer = await page.request.fetch(academyUrl(path), {
    method,
    data,
    headers: { origin: academyUrl('').replace(/\/$/, '') },
  });
  expect(answer.ok()).toBe(true);
  return answer.json() as Promise<Record<string, unknown>>;
}

/**
 * At 375 px the bar keeps the bell and the account button beside the Academy's name (they
 * once wrapped onto rows of their own), with the links on the row below.
 */
async function expectBarOnTwoRows(page: Page, name: string) {
  await page.setViewportSize(VIEWPORTS.mobile);
  const brand = await page.getByRole('link', { name: `${ACADEMY_NAME} home` }).boundingBox();
  const account = await page
    .getByRole('button', { name: ACADEMY_APP_COPY.accountMenu(name) })
    .boundingBox();
  const link = await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: ACADEMY_APP_COPY.learning })
    .boundingBox();
  expect(brand && account && link).toBeTruthy();
  if (!brand || !account || !link) return;
  // The account button overlaps the name's row; the links start below both.
  expect(account.y).toBeLessThan(brand.y + brand.height);
  expect(link.y).toBeGreaterThanOrEqual(
    Math.max(brand.y + brand.height, account.y + account.height),
  );
  await page.setViewportSize(VIEWPORTS.desktop);
}

async function signedInPage(browser: Browser, role: 'instructor' | 'participant', email: string) {
  const page = await (await browser.newContext()).newPage();
  await signInAcademy(page, role, email);
  return page;
}

/** Sharing records for the public pages: join links in each state, an invitation, a certificate. */
async function sharingStates() {
  const db = e2eDatabase();
  try {
    const ownerId = await insertAcademyUser(db, {
      email: `instructor.${tag()}@example.org`,
      type: 'teacher',
      firstName: 'Thomas',
      lastName: 'Reyes',
    });
    // A course has one join link, so each state has its own course.
    const newCourse = () =>
      insertCourseWithLessons(db, {
        ownerId,
        title: COURSE_TITLE,
        visibility: 'public',
        chapters: [{ title: 'Listening', lessons: [PSALM_LESSON] }],
      });
    const course = await newCourse();
    const now = new Date();
    const links = {
      valid: `valid${tag()}`,
      expired: `expired${tag()}`,
      full: `full${tag()}`,
    };
    for (const [state, token] of Object.entries(links)) {
      await db
        .insertInto('course_join_links')
        .values({
          id: crypto.randomUUID(),
          course_id: state === 'valid' ? course.id : (await newCourse()).id,
          token,
          expires_at:
            state === 'expired' ? new Date(now.getTime() - 86_400_000).toISOString() : null,
          seat_limit: state === 'full' ? 1 : null,
          joined_count: state === 'full' ? 1 : 0,
          revoked_at: null,
          created_by: ownerId,
          created_at: now.toISOString(),
        })
        .execute();
    }
    const invitation = `invite${tag()}`;
    await db
      .insertInto('course_invites')
      .values({
        id: crypto.randomUUID(),
        course_id: course.id,
        email: `guest.${tag()}@example.org`,
        token_hash: hashToken(invitation),
        expires_at: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
        accepted_at: null,
        revoked_at: null,
        invited_by: ownerId,
        created_at: now.toISOString(),
      })
      .execute();
    const code = Array.from(
      crypto.getRandomValues(new Uint8Array(12)),
      (byte) => CROCKFORD[byte % 32],
    ).join('');
    await db
      .insertInto('course_certificates')
      .values({
        id: crypto.randomUUID(),
        code,
        course_id: course.id,
        user_id: ownerId,
        participant_name: 'Rosa Martin',
        course_title: COURSE_TITLE,
        instructor_name: 'Thomas Reyes',
        issued_at: now.toISOString(),
      })
      .execute();
    return { course, links, invitation, code };
  } finally {
    await db.destroy();
  }
}

/** A thread by the course's participant on its board, reported by them for the moderation queue. */
async function boardThread(courseId: string, participant: string): Promise<string> {
  const db = e2eDatabase();
  try {
    const author = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', participant)
      .executeTakeFirstOrThrow();
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    await db
      .insertInto('board_posts')
      .values({
        id,
        course_id: courseId,
        thread_id: null,
        lesson_id: null,
        author_id: author.id,
        client_id: null,
        title: THREAD_TITLE,
        body: '<p>I pray in the car, before work.</p>',
        gone: null,
        edited_at: null,
        last_activity_at: now,
        created_at: now,
      })
      .execute();
    await db
      .insertInto('board_reports')
      .values({
        id: crypto.randomUUID(),
        course_id: courseId,
        post_id: id,
        reporter_id: author.id,
        resolved_by: null,
        resolved_at: null,
        created_at: now,
      })
      .execute();
    return id;
  } finally {
    await db.destroy();
  }
}

/**
 * The instructor's screens in their states: a course with a participant whose reported board
 * thread waits for moderation and whose handed-in reflection waits for review (it also rings
 * the instructor's bell), and the instructor signed in on their courses. Each of the
 * instructor's tests makes its own, so they run side by side.
 */
async function instructorWithReflection(browser: Browser) {
  const { instructor, participant, course } = await courseWithParticipant();
  const [lessonId] = course.lessonIds as [string];
  const threadId = await boardThread(course.id, participant);

  // The participant hands a reflection in, which also rings the instructor's bell.
  const rosa = await signedInPage(browser, 'participant', participant);
  await call(rosa, 'PUT', REFLECTIONS_API.mine(course.id, lessonId), {
    answers: { word: '<p>Still.</p>' },
  });
  const handedIn = await call(rosa, 'POST', REFLECTIONS_API.handIn(course.id, lessonId));
  const reflectionId = (handedIn.reflection as { id: string }).id;
  await rosa.context().close();

  const thomas = await signedInPage(browser, 'instructor', instructor);
  return { thomas, course, lessonId, threadId, reflectionId };
}

test.describe('every Academy screen passes axe and fits at 1280 and 375 px (point 17)', () => {
  test('a visitor: home, join links in each state, invitations', async ({ page }) => {
    test.setTimeout(120_000);
    const { links, invitation } = await sharingStates();

    await expectScreen(page, ACADEMY_PATHS.home, ACADEMY_HOME.title);
    await expectScreen(page, ACADEMY_PATHS.joinLink(links.valid), COURSE_TITLE);
    await expect(page.getByRole('link', { name: JOIN_PAGE.signUpToJoin })).toBeVisible();
    await expectScreen(page, ACADEMY_PATHS.joinLink(`dead${tag()}`), JOIN_PAGE.deadTitle);
    await expectScreen(page, ACADEMY_PATHS.joinLink(links.expired), JOIN_PAGE.expiredTitle, 2);
    await expectScreen(page, ACADEMY_PATHS.joinLink(links.full), JOIN_PAGE.fullTitle, 2);
    await expectScreen(page, ACADEMY_PATHS.invitation(invitation), COURSE_TITLE);
    await expect(page.getByRole('link', { name: INVITE_PAGE.signUpToAccept })).toBeVisible();
    await expectScreen(page, ACADEMY_PATHS.invitation(`dead${tag()}`), INVITE_PAGE.deadTitle);
  });

  test('a visitor: a public course, verify, email pages, account deleted, not found', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { course, code } = await sharingStates();

    await expectScreen(page, ACADEMY_PATHS.publicCourse(course.id), COURSE_TITLE);
    await expect(
      page.getByRole('heading', { level: 2, name: PUBLIC_COURSE_PAGE.outline }),
    ).toBeVisible();
    await expectScreen(
      page,
      ACADEMY_PATHS.publicCourse(crypto.randomUUID()),
      PUBLIC_COURSE_PAGE.notFoundTitle,
    );
    await expectScreen(page, ACADEMY_PATHS.verifyForm, VERIFY_PAGE.title);
    await expectScreen(page, ACADEMY_PATHS.verify(code), VERIFY_PAGE.verified);
    await expect(page.getByText('Rosa Martin')).toBeVisible();
    await expectScreen(page, ACADEMY_PATHS.emailUnsubscribe, NOTIFICATIONS_COPY.unsubscribe.title);
    await expectScreen(page, ACADEMY_PATHS.accountDeleted, ACCOUNT_PAGE.deletedTitle);
    await expectScreen(page, `/no-such-page-${tag()}`, ACADEMY_NOT_FOUND.title);
  });

  test('a visitor: every sign-in, sign-up and account page', async ({ page }) => {
    // The confirm page moves on after a failure; the held clock keeps it on screen.
    await page.clock.install();
    const authPages: [string, string][] = [
      [ACADEMY_PATHS.instructorSignIn, ACADEMY_AUTH_TITLES.signIn.instructor],
      [ACADEMY_PATHS.participantSignIn, ACADEMY_AUTH_TITLES.signIn.participant],
      [ACADEMY_PATHS.instructorSignUp, ACADEMY_AUTH_TITLES.signUp.instructor],
      [ACADEMY_PATHS.participantSignUp, ACADEMY_AUTH_TITLES.signUp.participant],
      [ACADEMY_PATHS.forgotPassword, FORGOT_PASSWORD.title],
      [`${ACADEMY_PATHS.resetPassword}?c=not-a-real-code`, RESET_PASSWORD.title],
      [`${ACADEMY_PATHS.confirmEmail}?e=a%40example.org&c=not-a-real-code`, CONFIRM_EMAIL.title],
      [`${ACADEMY_PATHS.guardianConsent}?c=not-a-real-code`, GUARDIAN_CONSENT.title],
    ];
    for (const [path, title] of authPages) await expectScreen(page, path, title);
  });

  test('a participant: my courses, course home, a full lesson, account', async ({ browser }) => {
    test.setTimeout(120_000);
    const { participant, course } = await courseWithParticipant([
      { title: 'Psalm 46', blocks: FULL_LESSON_BLOCKS },
    ]);
    const [lessonId] = course.lessonIds as [string];
    const rosa = await signedInPage(browser, 'participant', participant);

    await expectScreen(rosa, null, MY_COURSES.title);
    await expectBarOnTwoRows(rosa, 'Rosa Martin');
    await expect(rosa.getByRole('link', { name: COURSE_TITLE, exact: true })).toBeVisible();
    await expectScreen(rosa, ACADEMY_PATHS.learnCourse(course.id), COURSE_TITLE);
    await expectScreen(rosa, ACADEMY_PATHS.learnLesson(course.id, lessonId), 'Psalm 46');
    await expect(rosa.getByText('Lectio at a glance.pdf')).toBeVisible();
    await expectScreen(rosa, ACADEMY_PATHS.account, ACCOUNT_PAGE.title);
  });

  test('a participant: notifications and their settings, the board, a thread, the account menu', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { participant, course } = await courseWithParticipant();
    const threadId = await boardThread(course.id, participant);
    const rosa = await signedInPage(browser, 'participant', participant);

    await expectScreen(rosa, ACADEMY_PATHS.notifications, ACADEMY_NOTIFICATION_MESSAGES.title);
    await expectScreen(
      rosa,
      ACADEMY_PATHS.notificationSettings,
      ACADEMY_NOTIFICATION_MESSAGES.settingsTitle,
    );
    await expectScreen(rosa, ACADEMY_PATHS.board(course.id), BOARD_COPY.heading);
    await expect(rosa.getByRole('link', { name: THREAD_TITLE })).toBeVisible();
    await expectScreen(rosa, ACADEMY_PATHS.boardThread(course.id, threadId), THREAD_TITLE);

    // The account menu, open, at both widths.
    await rosa.goto(academyUrl(ACADEMY_PATHS.participantArea));
    await rosa.getByRole('button', { name: ACADEMY_APP_COPY.accountMenu('Rosa Martin') }).click();
    await expect(rosa.getByRole('link', { name: ACADEMY_APP_COPY.logOut })).toBeVisible();
    await expectCalmAtBothWidths(rosa);
  });

  test('an instructor: their courses, the header menus and the new-course dialog', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { thomas } = await instructorWithReflection(browser);
    await expectScreen(thomas, null, COURSE_LIST_COPY.title);
    await expectBarOnTwoRows(thomas, 'Thomas Reyes');

    // The header's menus and the new-course modal, each open.
    await thomas
      .getByRole('button', { name: ACADEMY_APP_COPY.accountMenu('Thomas Reyes') })
      .click();
    await expect(thomas.getByRole('link', { name: ACADEMY_APP_COPY.logOut })).toBeVisible();
    await expectCalmAtBothWidths(thomas);
    await thomas.keyboard.press('Escape');
    await thomas.getByRole('button', { name: NOTIFICATIONS_COPY.bell.label(1) }).click();
    await expect(
      thomas.getByRole('heading', { level: 2, name: NOTIFICATIONS_COPY.bell.title }),
    ).toBeVisible();
    await expectCalmAtBothWidths(thomas);
    await thomas.keyboard.press('Escape');
    await thomas.getByRole('button', { name: COURSE_LIST_COPY.newCourse }).click();
    await expect(
      thomas.getByRole('dialog', { name: COURSE_LIST_COPY.newCourseTitle }),
    ).toBeVisible();
    await expectCalmAtBothWidths(thomas);
    await thomas.keyboard.press('Escape');
    await expect(thomas.getByRole('dialog')).toHaveCount(0);
  });

  test('an instructor: every course tab and a reflection to review', async ({ browser }) => {
    test.setTimeout(120_000);
    const { thomas, course, reflectionId } = await instructorWithReflection(browser);
    const tabs: [string, string][] = [
      [ACADEMY_PATHS.instructorCourse(course.id), OUTLINE_COPY.heading],
      [ACADEMY_PATHS.instructorCourseDetails(course.id), DETAILS_COPY.heading],
      [ACADEMY_PATHS.instructorCourseSettings(course.id), SETTINGS_COPY.heading],
      [ACADEMY_PATHS.instructorCourseSharing(course.id), SHARING_PAGE.title],
      [ACADEMY_PATHS.instructorCourseParticipants(course.id), DASHBOARD_COPY.title],
      [ACADEMY_PATHS.reviewQueue(course.id), REVIEW_COPY.queueTitle],
      [ACADEMY_PATHS.reviewReflection(course.id, reflectionId), 'Rosa Martin'],
    ];
    for (const [path, heading] of tabs) {
      await thomas.goto(academyUrl(path));
      await expect(thomas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expectScreen(thomas, null, COURSE_TITLE);
    }
  });

  test('an instructor: the lesson editor, the preview, moderation, a thread, notifications, account', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { thomas, course, lessonId, threadId } = await instructorWithReflection(browser);
    await thomas.goto(academyUrl(ACADEMY_PATHS.instructorLesson(course.id, lessonId)));
    await expect(
      thomas.getByRole('heading', { level: 2, name: LESSON_EDITOR_COPY.blocksHeading }),
    ).toBeVisible();
    await expectCalmAtBothWidths(thomas);
    await expectScreen(thomas, ACADEMY_PATHS.learnCourse(course.id), COURSE_TITLE);
    await expectScreen(
      thomas,
      ACADEMY_PATHS.boardModeration(course.id),
      BOARD_COPY.moderationHeading,
    );
    await expect(thomas.getByText(THREAD_TITLE)).toBeVisible();
    await expectScreen(thomas, ACADEMY_PATHS.boardThread(course.id, threadId), THREAD_TITLE);
    await expectScreen(thomas, ACADEMY_PATHS.notifications, ACADEMY_NOTIFICATION_MESSAGES.title);
    await expectScreen(thomas, ACADEMY_PATHS.account, ACCOUNT_PAGE.title);
  });
});

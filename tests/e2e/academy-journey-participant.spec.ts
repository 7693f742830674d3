import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CERTIFICATE_PANEL, VERIFY_PAGE } from '../../common/academy/certificates-messages';
import { certificateDate } from '../../common/academy/certificates';
import { academyNotificationSentence } from '../../common/academy/notifications-messages';
import { ACADEMY_PATHS } from '../../common/academy/routes';
import { ACADEMY_NAV } from '../../common/copy/academy';
import { ACADEMY_APP_COPY } from '../../common/copy/academy-builder';
import { ACADEMY_AUTH_LABELS, ACADEMY_AUTH_TITLES } from '../../common/copy/academy-auth';
import { COURSE_HOME, LESSON_PAGE, MY_COURSES } from '../../common/copy/academy-learning';
import { REFLECTION_COPY, REVIEW_COPY } from '../../common/copy/academy-reflections';
import { JOIN_PAGE, SHARING_PAGE } from '../../common/copy/academy-sharing';
import { AUTH_LABELS, CONFIRM_EMAIL, SIGNUP_SUCCESS } from '../../common/copy/auth';
import { NOTIFICATIONS_COPY } from '../../common/copy/notifications';
import { WRITING_COPY } from '../../common/copy/writing';
import { academyUrl } from '../support/academy';
import {
  insertAcademyUser,
  insertCourseWithLessons,
  insertJoinLink,
  type InsertedCourse,
} from '../support/academy-courses';
import { expectCalmAtBothWidths } from '../support/academy-pages';
import { signInAcademy } from '../support/accounts';
import { e2eDatabase, storeE2eFile } from '../support/e2e-database';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { extractLink, readEmail } from '../support/mailbox';
import { makeTestVideo } from '../support/test-media';

/**
 * The participant's journey (issue 13, points 6 and 9 to 12, journey (b) of point 17), all
 * through the pages but the setup: a participant opens a private course's join link signed
 * out, signs up from it, confirms their email and asks to join; the instructor approves; the
 * participant watches the lesson's video, reflects, hands in, is returned with a comment on a
 * passage and general feedback, revises, is accepted, completes the course, downloads the
 * certificate, and anyone signed out verifies it.
 */

const COURSE = 'Walking with Mark';
const VIDEO_TITLE = 'The calling of the first disciples';
const PROMPTS = {
  call: 'What is Jesus calling you to leave behind?',
  word: 'Which word of the passage stayed with you?',
} as const;
const PASSWORD = 'Lectio-Journey1';
const PARTICIPANT = { firstName: 'Agnes', lastName: 'Moreau' } as const;
const NAME = `${PARTICIPANT.firstName} ${PARTICIPANT.lastName}`;
/** A date of birth 34 years ago (15 January, so no birthday is near): an adult. */
const ADULT_BIRTH_DATE = `${new Date().getUTCFullYear() - 34}-01-15`;

let dir: string;
let video: Buffer;

test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lectio-e2e-journey-b-'));
  // Four seconds: long enough to play from 90 % to the end.
  video = readFileSync(makeTestVideo(join(dir, 'first-disciples.mp4'), 4));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The instructor (Thomas Reyes) and their private, published course with a join link and the
 * rule "every lesson complete, reflections accepted": a lesson with an uploaded video and two
 * questions, then a text lesson. The video is put in the server's file store.
 */
async function privateCourseWithJoinLink(): Promise<{
  instructor: string;
  participant: string;
  course: InsertedCourse;
  token: string;
}> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const videoKey = `academy/journey-${tag}/first-disciples.mp4`;
  await storeE2eFile(videoKey, video, 'video/mp4');
  const db = e2eDatabase();
  try {
    const instructor = `instructor.${tag}@example.org`;
    const ownerId = await insertAcademyUser(db, {
      email: instructor,
      type: 'teacher',
      firstName: 'Thomas',
      lastName: 'Reyes',
    });
    const course = await insertCourseWithLessons(db, {
      ownerId,
      title: COURSE,
      visibility: 'private',
      completionPercent: 100,
      chapters: [
        {
          title: 'Follow me',
          lessons: [
            {
              title: 'Fishers of people',
              blocks: [
                {
                  type: 'text',
                  html: '<p>“Come after me, and I will make you into fishers for men.”</p>',
                },
                {
                  type: 'video',
                  source: { kind: 'file', fileKey: videoKey },
                  title: VIDEO_TITLE,
                  durationSeconds: 4,
                },
                {
                  type: 'prompts',
                  prompts: [
                    { id: 'call', text: PROMPTS.call },
                    { id: 'word', text: PROMPTS.word },
                  ],
                },
              ],
            },
            {
              title: 'Going on together',
              blocks: [{ type: 'text', html: '<p>Take a few minutes with Mark 1:16-20.</p>' }],
            },
          ],
        },
      ],
    });
    const token = await insertJoinLink(db, course.id, ownerId);
    return { instructor, participant: `agnes.${tag}@example.org`, course, token };
  } finally {
    await db.destroy();
  }
}

/** Selects `quote` inside the answer shown as `label`, as a mouse drag over the words would. */
async function selectPassage(page: Page, label: string, quote: string) {
  await page.getByLabel(label, { exact: true }).evaluate((element, text) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(text) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return;
    }
    throw new Error(`"${text}" is not in the answer`);
  }, quote);
}

test('a participant joins a private course from its link, learns, is guided, completes it and proves it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { instructor, participant, course, token } = await privateCourseWithJoinLink();
  const [videoLessonId, textLessonId] = course.lessonIds as [string, string];
  const agnes = await (await browser.newContext({ acceptDownloads: true })).newPage();
  const thomas = await (await browser.newContext()).newPage();

  // 1. The join link, signed out: the course, and a way to sign up and come back.
  await agnes.goto(academyUrl(ACADEMY_PATHS.joinLink(token)));
  await expect(agnes.getByRole('heading', { level: 1 })).toHaveText(COURSE);
  await expect(agnes.getByText(JOIN_PAGE.signedOutHint)).toBeVisible();
  await expectCalmAtBothWidths(agnes);
  await agnes.getByRole('link', { name: JOIN_PAGE.signUpToJoin }).click();

  // 2. The participant sign-up, as an adult; the email's link confirms and returns to the link.
  await expect(agnes.getByRole('heading', { level: 1 })).toHaveText(
    ACADEMY_AUTH_TITLES.signUp.participant,
  );
  await agnes.getByLabel(AUTH_LABELS.firstName).fill(PARTICIPANT.firstName);
  await agnes.getByLabel(AUTH_LABELS.lastName).fill(PARTICIPANT.lastName);
  await agnes.getByLabel(AUTH_LABELS.email, { exact: true }).fill(participant);
  await agnes.getByLabel(ACADEMY_AUTH_LABELS.birthDate, { exact: true }).fill(ADULT_BIRTH_DATE);
  await expect(agnes.getByLabel(ACADEMY_AUTH_LABELS.guardianEmail)).toHaveCount(0);
  await agnes.getByLabel(AUTH_LABELS.password, { exact: true }).fill(PASSWORD);
  await agnes.getByLabel(AUTH_LABELS.confirmPassword).fill(PASSWORD);
  await agnes.getByTestId('terms').locator('input').check();
  await expectNoAxeViolations(agnes);
  await agnes.getByRole('button', { name: AUTH_LABELS.signUp }).click();
  await expect(agnes.getByTestId('signup-success')).toContainText(SIGNUP_SUCCESS);
  const confirmation = await readEmail(request, participant);
  await agnes.goto(academyUrl(extractLink(confirmation.text, ACADEMY_PATHS.confirmEmail)));
  await expect(agnes.getByText(CONFIRM_EMAIL.confirmed)).toBeVisible();
  await expect(agnes).toHaveURL(academyUrl(ACADEMY_PATHS.joinLink(token)), { timeout: 10_000 });
  await expect(agnes.getByRole('heading', { level: 1 })).toHaveText(COURSE);
  await expect(agnes.getByText(JOIN_PAGE.privateHint)).toBeVisible();
  // Signed in now: the bar leads to their courses, no longer to signing in.
  const bar = agnes.getByRole('navigation', { name: 'Main' });
  await expect(bar.getByRole('link', { name: ACADEMY_APP_COPY.learning })).toBeVisible();
  await expect(bar.getByRole('link', { name: ACADEMY_NAV.signIn })).toHaveCount(0);
  await agnes.getByRole('button', { name: JOIN_PAGE.requestToJoin }).click();
  const requestSent = agnes.getByTestId('request-sent');
  await expect(requestSent).toContainText(JOIN_PAGE.requestSent);
  await expect(requestSent).toContainText(JOIN_PAGE.requestSentBody);
  await expectCalmAtBothWidths(agnes);

  // 3. The instructor hears of the request and approves it on the course's Sharing page.
  await signInAcademy(thomas, 'instructor', instructor);
  const thomasBell = thomas.getByTestId('notification-bell');
  await expect(thomasBell).toHaveAccessibleName(NOTIFICATIONS_COPY.bell.label(1));
  await thomas.goto(academyUrl(ACADEMY_PATHS.instructorCourseSharing(course.id)));
  const requests = thomas.getByRole('region', { name: SHARING_PAGE.requestsHeading });
  await expect(requests.getByText(NAME)).toBeVisible();
  await requests.getByRole('button', { name: `${SHARING_PAGE.approve} ${NAME}` }).click();
  await expect(requests.getByText(SHARING_PAGE.requestsEmpty)).toBeVisible();

  // The participant is told by email and under the bell, and the link now leads in.
  const approved = await readEmail(request, participant, { subject: `You can start “${COURSE}”` });
  expect(approved.text).toContain(ACADEMY_PATHS.learnCourse(course.id));
  const agnesBell = agnes.getByTestId('notification-bell');
  await agnes.reload();
  await expect(agnes.getByTestId('joined')).toContainText(JOIN_PAGE.alreadyIn);
  await agnes.getByTestId('joined').getByRole('link', { name: JOIN_PAGE.goToCourse }).click();
  await expect(agnes.getByRole('heading', { level: 1 })).toHaveText(COURSE);
  await expect(agnesBell).toHaveAccessibleName(NOTIFICATIONS_COPY.bell.label(1));
  await agnesBell.click();
  await expect(
    agnes.getByTestId('notification').filter({
      hasText: academyNotificationSentence({
        kind: 'join_approved',
        actorName: 'Thomas Reyes',
        subject: COURSE,
      }),
    }),
  ).toBeVisible();
  await agnes.keyboard.press('Escape');

  // The course home: nothing done yet, and the certificate's rule.
  await expect(agnes.getByRole('heading', { level: 1 })).toHaveText(COURSE);
  await expect(agnes.getByTestId('course-progress')).toContainText('0%');
  const certificate = agnes.getByTestId('certificate-panel');
  await expect(certificate).toContainText(CERTIFICATE_PANEL.remainingIntro(100));
  await expect(certificate).toContainText(CERTIFICATE_PANEL.lessonsLeft(2));
  await expectCalmAtBothWidths(agnes);
  await agnes.getByRole('link', { name: COURSE_HOME.start }).click();

  // 4. The video lesson: it completes when the video is watched and the reflection handed in.
  await expect(agnes).toHaveURL(academyUrl(ACADEMY_PATHS.learnLesson(course.id, videoLessonId)));
  await expect(agnes.getByRole('heading', { level: 1 })).toHaveText('Fishers of people');
  const completion = agnes.getByTestId('completion').getByRole('status');
  await expect(completion).toHaveText(LESSON_PAGE.completesByVideoAndReflection);
  const player = agnes.getByRole('figure').locator('video');
  await expect(player).toHaveAccessibleName(VIDEO_TITLE);
  await expectCalmAtBothWidths(agnes);
  // Watched from 90 % to the end: the page reports it when the video ends.
  const progressReport = agnes.waitForResponse(
    (response) =>
      response.url().includes(`/lessons/${videoLessonId}/progress`) &&
      response.request().method() !== 'GET',
  );
  await player.evaluate(async (element: HTMLVideoElement) => {
    if (element.readyState < 1) {
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve));
    }
    element.muted = true;
    element.currentTime = element.duration * 0.9;
    await element.play();
  });
  await expect(player).toHaveJSProperty('ended', true);
  expect((await progressReport).ok()).toBe(true);
  // Watched, but the reflection is not handed in yet: the lesson says so, and waits for it.
  const watched = agnes.getByTestId('video-watched');
  await expect(watched).toHaveText(LESSON_PAGE.videoWatchedHandIn);
  await expect(completion).toHaveText(LESSON_PAGE.completesByVideoAndReflection);

  const reflection = agnes.getByRole('region', { name: REFLECTION_COPY.heading });
  const state = reflection.getByTestId('reflection-state');
  const saveStatus = reflection.getByTestId('save-status');
  await expect(state).toHaveText(REFLECTION_COPY.status.draft);
  const callAnswer = reflection.getByRole('textbox', { name: PROMPTS.call });
  await callAnswer.fill('My nets: the worry about work that I carry everywhere.');
  await expect(saveStatus).toHaveText(WRITING_COPY.save.saved);
  await reflection
    .getByRole('textbox', { name: PROMPTS.word })
    .fill('Immediately. They left at once.');
  await expect(saveStatus).toHaveText(WRITING_COPY.save.saved);
  await reflection.getByRole('button', { name: REFLECTION_COPY.handIn }).click();
  await expect(state).toHaveText(REFLECTION_COPY.status.submitted);
  await expect(completion).toHaveText(`✓ ${LESSON_PAGE.completed}`);
  await expect(watched).toHaveCount(0);
  await expectCalmAtBothWidths(agnes);

  // The text lesson, completed by hand.
  await agnes
    .getByRole('link', { name: new RegExp(`${LESSON_PAGE.next}.*Going on together`) })
    .click();
  await expect(agnes).toHaveURL(academyUrl(ACADEMY_PATHS.learnLesson(course.id, textLessonId)));
  await expect(agnes.getByRole('heading', { level: 1 })).toHaveText('Going on together');
  await agnes.getByRole('button', { name: LESSON_PAGE.markComplete }).click();
  await expect(agnes.getByTestId('completion').getByRole('status')).toHaveText(
    `✓ ${LESSON_PAGE.completed}`,
  );

  // Every lesson done, the reflection still waiting: the course home says what remains.
  await agnes
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: COURSE })
    .click();
  await expect(agnes.getByTestId('course-progress')).toContainText('100%');
  await expect(
    certificate.getByRole('heading', { name: CERTIFICATE_PANEL.remainingTitle }),
  ).toBeVisible();
  await expect(certificate).toContainText(CERTIFICATE_PANEL.reflectionsWaiting(1));
  // The participant opens the reflection's lesson again, and leaves it open.
  await agnes.getByRole('link', { name: 'Fishers of people' }).click();
  await expect(state).toHaveText(REFLECTION_COPY.status.submitted);

  // 5. The instructor reviews: a comment on a passage, general feedback, returned.
  await thomas.goto(academyUrl(ACADEMY_PATHS.reviewQueue(course.id)));
  await expect(thomas.getByTestId('waiting-count')).toHaveText(REVIEW_COPY.waiting(1));
  await thomas.getByRole('link', { name: new RegExp(NAME) }).click();
  await expect(thomas.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(thomas.getByTestId('review-status')).toHaveText(REFLECTION_COPY.status.submitted);
  await selectPassage(thomas, `${REVIEW_COPY.answers} 1`, 'the worry about work');
  await expect(thomas.getByTestId('selected-passage')).toContainText(
    REVIEW_COPY.selected('the worry about work'),
  );
  const feedback = thomas.getByRole('textbox', { name: REVIEW_COPY.feedbackLabel, exact: true });
  await feedback.fill('Name one worry you could hand over this week.');
  await thomas.getByRole('button', { name: REVIEW_COPY.commentOnSelection }).click();
  await expect(
    thomas.getByText('Name one worry you could hand over this week.').first(),
  ).toBeVisible();
  await expect(thomas.getByTestId('selected-passage')).toHaveCount(0);
  await feedback.fill('A beautiful start. Stay with “immediately” a little longer.');
  await thomas.getByRole('button', { name: REVIEW_COPY.addFeedback }).click();
  await expect(
    thomas.getByText('A beautiful start. Stay with “immediately” a little longer.').first(),
  ).toBeVisible();
  await expectCalmAtBothWidths(thomas);
  await thomas
    .getByRole('textbox', { name: REVIEW_COPY.noteLabel })
    .fill('Say what you will leave behind this week, then hand it in again.');
  await thomas.getByRole('button', { name: REVIEW_COPY.returnIt }).click();
  await expect(thomas.getByText(REVIEW_COPY.returnedDone)).toBeVisible();

  // The participant's open lesson shows it returned, with the feedback, without a reload.
  await expect(state).toHaveText(REFLECTION_COPY.status.returned);
  await expect(
    reflection.getByText('Say what you will leave behind this week, then hand it in again.'),
  ).toBeVisible();
  await expect(reflection.getByText('Name one worry you could hand over this week.')).toBeVisible();
  await expect(
    reflection.getByText(`${REFLECTION_COPY.onPassage} ${PROMPTS.call}`, { exact: false }),
  ).toBeVisible();
  await expect(
    reflection.getByText('A beautiful start. Stay with “immediately” a little longer.'),
  ).toBeVisible();
  await expectCalmAtBothWidths(agnes);
  await callAnswer.fill(
    'My nets: the worry about work that I carry everywhere. This week I leave the evening emails.',
  );
  await expect(saveStatus).toHaveText(WRITING_COPY.save.saved);
  await reflection.getByRole('button', { name: REFLECTION_COPY.handInAgain }).click();
  await expect(state).toHaveText(REFLECTION_COPY.status.resubmitted);

  // The instructor accepts the revision; the participant's open page follows.
  await thomas.goto(academyUrl(ACADEMY_PATHS.reviewQueue(course.id)));
  await expect(thomas.getByText(REVIEW_COPY.resubmitted)).toBeVisible();
  await thomas.getByRole('link', { name: new RegExp(NAME) }).click();
  await expect(thomas.getByText('I leave the evening emails', { exact: false })).toBeVisible();
  await thomas.getByRole('button', { name: REVIEW_COPY.acceptIt }).click();
  await expect(thomas.getByText(REVIEW_COPY.acceptedDone)).toBeVisible();
  await expect(state).toHaveText(REFLECTION_COPY.status.accepted);

  // 6. The course home: complete, with the certificate to download.
  await agnes
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: COURSE })
    .click();
  await expect(agnes.getByTestId('course-progress')).toContainText('100%');
  await expect(agnes.getByRole('progressbar', { name: COURSE_HOME.progressLabel })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(
    certificate.getByRole('heading', { name: CERTIFICATE_PANEL.completeTitle }),
  ).toBeVisible();
  const issuedOn = certificateDate(new Date().toISOString());
  await expect(certificate).toContainText(CERTIFICATE_PANEL.completeBody(issuedOn));
  await expectCalmAtBothWidths(agnes);
  const code =
    (await certificate.getByText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/).textContent()) ?? '';
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const [download] = await Promise.all([
    agnes.waitForEvent('download'),
    certificate.getByRole('link', { name: CERTIFICATE_PANEL.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('walking-with-mark-certificate.pdf');
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
  expect(text).toContain(NAME);
  expect(text).toContain(COURSE);
  expect(text).toContain(code);

  // My courses shows it completed too.
  await agnes
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: MY_COURSES.title })
    .click();
  await expect(agnes.getByTestId('my-course')).toContainText(MY_COURSES.progress(100));

  // Anyone, signed out, confirms the certificate by its code.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(academyUrl(ACADEMY_PATHS.verify(code)));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(VERIFY_PAGE.verified);
  await expect(visitor.getByText(NAME)).toBeVisible();
  await expect(visitor.getByText(COURSE, { exact: true })).toBeVisible();
  await expect(visitor.getByText('Thomas Reyes')).toBeVisible();
  await expect(visitor.getByText(issuedOn)).toBeVisible();
  await expectCalmAtBothWidths(visitor);
});

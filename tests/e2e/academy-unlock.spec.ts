import type { Page } from '@playwright/test';
import { LEARNING_MESSAGES } from '../../common/academy/learning-messages';
import { ACADEMY_PATHS } from '../../common/academy/routes';
import { DASHBOARD_COPY, UNLOCK_COPY } from '../../common/copy/academy-dashboard';
import { COURSE_HOME } from '../../common/copy/academy-learning';
import { academyUrl } from '../support/academy';
import { insertAcademyUser, insertMember } from '../support/academy-courses';
import {
  PSALM_LESSON,
  courseWithParticipant,
  expectCalmAtBothWidths,
} from '../support/academy-pages';
import { signInAcademy } from '../support/accounts';
import { e2eDatabase } from '../support/e2e-database';
import { expect, test } from '../support/fixtures';

/** The day the course's second lesson opens for everyone (a date rule, 00:00 UTC). */
const OPENS = '2099-12-03';
const OPENS_AT = `${OPENS}T00:00:00.000Z`;
const MAGNIFICAT = 'The Magnificat';

/** Thomas's course "Be still": Psalm 46 open, the Magnificat on a date; Rosa and Ben in it. */
async function courseWithDateLockedLesson() {
  const setup = await courseWithParticipant([
    PSALM_LESSON,
    { title: MAGNIFICAT, release: 'date', releaseDate: OPENS },
  ]);
  const db = e2eDatabase();
  try {
    const ben = setup.participant.replace('participant.', 'ben.');
    const benId = await insertAcademyUser(db, {
      email: ben,
      type: 'participant',
      firstName: 'Ben',
      lastName: 'Okafor',
    });
    await insertMember(db, setup.course.id, benId);
    return { ...setup, ben, benId };
  } finally {
    await db.destroy();
  }
}

/** The course home as a participant sees it: the lesson's line in the outline. */
async function openCourseHome(page: Page, courseId: string) {
  await page.goto(academyUrl(ACADEMY_PATHS.learnCourse(courseId)));
  await expect(
    page.getByRole('heading', { level: 2, name: COURSE_HOME.outlineHeading }),
  ).toBeVisible();
}

async function openParticipants(page: Page, courseId: string) {
  await page.goto(academyUrl(ACADEMY_PATHS.instructorCourseParticipants(courseId)));
  await expect(page.getByRole('heading', { level: 2, name: DASHBOARD_COPY.title })).toBeVisible();
}

const unlockButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `${UNLOCK_COPY.open}${UNLOCK_COPY.openFor(name)}` });

test.describe('An instructor unlocks a lesson for one participant (issue 13, point 7)', () => {
  test('a date-locked lesson opens for Rosa only, and locks again when undone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { instructor, participant, ben, course } = await courseWithDateLockedLesson();

    // Before: Rosa sees the lesson locked, with its date.
    const rosa = await (await browser.newContext()).newPage();
    await signInAcademy(rosa, 'participant', participant);
    await openCourseHome(rosa, course.id);
    await expect(rosa.getByText(COURSE_HOME.opensOn(OPENS_AT))).toBeVisible();
    await expect(rosa.getByRole('link', { name: MAGNIFICAT })).toHaveCount(0);

    // The instructor opens "Unlock a lesson…" on Rosa's row of the participants dashboard.
    await signInAcademy(page, 'instructor', instructor);
    await openParticipants(page, course.id);
    await expect(page.getByRole('row', { name: /Ben Okafor/ })).toBeVisible();
    await unlockButton(page, 'Rosa Martin').click();
    const dialog = page.getByRole('dialog', { name: UNLOCK_COPY.title('Rosa Martin') });
    await expect(dialog.getByText(UNLOCK_COPY.description)).toBeVisible();
    const list = dialog.getByRole('list', { name: UNLOCK_COPY.listLabel });
    const item = list.getByRole('listitem').filter({ hasText: MAGNIFICAT });
    await expect(item.getByText(UNLOCK_COPY.opensOn(OPENS_AT))).toBeVisible();
    // Psalm 46 is open already: only what is locked is offered.
    await expect(list.getByText(PSALM_LESSON.title)).toHaveCount(0);
    await expectCalmAtBothWidths(page);

    await item.getByRole('button', { name: `${UNLOCK_COPY.unlock} “${MAGNIFICAT}”` }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      UNLOCK_COPY.unlocked(MAGNIFICAT, 'Rosa Martin'),
    );
    await expect(item.getByText(UNLOCK_COPY.unlockedFor('Rosa Martin'))).toBeVisible();
    await expect(
      item.getByRole('button', { name: `${UNLOCK_COPY.lockAgain} “${MAGNIFICAT}”` }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: UNLOCK_COPY.close }).click();
    await expect(dialog).toBeHidden();
    await expect(unlockButton(page, 'Rosa Martin')).toBeFocused();

    // Rosa: the lesson is open, and she reads it.
    await openCourseHome(rosa, course.id);
    await expect(rosa.getByText(COURSE_HOME.opensOn(OPENS_AT))).toHaveCount(0);
    await rosa.getByRole('link', { name: MAGNIFICAT }).click();
    await expect(rosa.getByRole('heading', { level: 1 })).toHaveText(MAGNIFICAT);

    // Ben, in his own browser, still sees it locked with its date.
    const benPage = await (await browser.newContext()).newPage();
    await signInAcademy(benPage, 'participant', ben);
    await openCourseHome(benPage, course.id);
    await expect(benPage.getByText(COURSE_HOME.opensOn(OPENS_AT))).toBeVisible();
    await expect(benPage.getByRole('link', { name: MAGNIFICAT })).toHaveCount(0);
    // The instructor's list for Ben offers it, locked.
    await unlockButton(page, 'Ben Okafor').click();
    const forBen = page.getByRole('dialog', { name: UNLOCK_COPY.title('Ben Okafor') });
    await expect(
      forBen
        .getByRole('listitem')
        .filter({ hasText: MAGNIFICAT })
        .getByText(UNLOCK_COPY.opensOn(OPENS_AT)),
    ).toBeVisible();
    await forBen.getByRole('button', { name: UNLOCK_COPY.close }).click();

    // The instructor undoes the unlock; Rosa is back on the schedule.
    await unlockButton(page, 'Rosa Martin').click();
    await item.getByRole('button', { name: `${UNLOCK_COPY.lockAgain} “${MAGNIFICAT}”` }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      UNLOCK_COPY.lockedAgain(MAGNIFICAT, 'Rosa Martin'),
    );
    await expect(item.getByText(UNLOCK_COPY.opensOn(OPENS_AT))).toBeVisible();
    await openCourseHome(rosa, course.id);
    await expect(rosa.getByText(COURSE_HOME.opensOn(OPENS_AT))).toBeVisible();
    await expect(rosa.getByRole('link', { name: MAGNIFICAT })).toHaveCount(0);
  });

  test('the dashboard marks a certificate, and a refused unlock says why', async ({ page }) => {
    const { instructor, course, benId } = await courseWithDateLockedLesson();
    const db = e2eDatabase();
    try {
      await db
        .insertInto('course_certificates')
        .values({
          id: crypto.randomUUID(),
          code: crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase(),
          course_id: course.id,
          user_id: benId,
          participant_name: 'Ben Okafor',
          course_title: 'Be still',
          instructor_name: 'Thomas Reyes',
          issued_at: new Date().toISOString(),
        })
        .execute();
    } finally {
      await db.destroy();
    }

    await signInAcademy(page, 'instructor', instructor);
    await openParticipants(page, course.id);
    await expect(
      page.getByRole('row', { name: /Ben Okafor/ }).getByText(DASHBOARD_COPY.certificate),
    ).toBeVisible();
    await expect(
      page.getByRole('row', { name: /Rosa Martin/ }).getByText(DASHBOARD_COPY.certificate),
    ).toHaveCount(0);
    await expectCalmAtBothWidths(page);

    // Ben leaves the course while the instructor has his list open.
    await unlockButton(page, 'Ben Okafor').click();
    const dialog = page.getByRole('dialog', { name: UNLOCK_COPY.title('Ben Okafor') });
    const unlock = dialog.getByRole('button', { name: `${UNLOCK_COPY.unlock} “${MAGNIFICAT}”` });
    await expect(unlock).toBeVisible();
    const left = e2eDatabase();
    try {
      await left
        .updateTable('course_members')
        .set({ status: 'left' })
        .where('course_id', '=', course.id)
        .where('user_id', '=', benId)
        .execute();
    } finally {
      await left.destroy();
    }
    await unlock.click();
    await expect(dialog.getByRole('alert')).toHaveText(LEARNING_MESSAGES.participantNotFound);
    await expect(dialog.getByRole('status')).toHaveText('');
  });
});

import { BOARD_COPY } from '../../common/academy/board-copy';
import { ACADEMY_PATHS } from '../../common/academy/routes';
import { NOTIFICATIONS_COPY } from '../../common/copy/notifications';
import { academyUrl } from '../support/academy';
import { expectCalmAtBothWidths } from '../support/academy-pages';
import { signInAcademy } from '../support/accounts';
import {
  insertAcademyUser,
  insertCourseWithLessons,
  insertMember,
} from '../support/academy-courses';
import { e2eDatabase } from '../support/e2e-database';
import { expect, test } from '../support/fixtures';

/** An instructor's course with one lesson, and two participants in it. */
async function courseWithTwoParticipants() {
  const db = e2eDatabase();
  try {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const emails = {
      instructor: `instructor.${tag}@example.org`,
      rosa: `rosa.${tag}@example.org`,
      ben: `ben.${tag}@example.org`,
    };
    const ownerId = await insertAcademyUser(db, {
      email: emails.instructor,
      type: 'teacher',
      firstName: 'Thomas',
      lastName: 'Reyes',
    });
    const rosaId = await insertAcademyUser(db, {
      email: emails.rosa,
      type: 'participant',
      firstName: 'Rosa',
      lastName: 'Martin',
    });
    const benId = await insertAcademyUser(db, {
      email: emails.ben,
      type: 'participant',
      firstName: 'Ben',
      lastName: 'Okafor',
    });
    const course = await insertCourseWithLessons(db, {
      ownerId,
      title: 'Be still',
      chapters: [
        {
          title: 'Listening',
          lessons: [{ title: 'Psalm 46', blocks: [{ type: 'text', html: '<p>Be still.</p>' }] }],
        },
      ],
    });
    await insertMember(db, course.id, rosaId);
    await insertMember(db, course.id, benId);
    return { emails, course };
  } finally {
    await db.destroy();
  }
}

test('two participants discuss live; a report reaches the instructor, who hides the post', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { emails, course } = await courseWithTwoParticipants();
  const rosa = await (await browser.newContext()).newPage();
  const ben = await (await browser.newContext()).newPage();
  const thomas = await (await browser.newContext()).newPage();
  const title = 'Where do you find silence?';

  // Both participants open the empty board, which teaches the first step.
  await signInAcademy(rosa, 'participant', emails.rosa);
  await rosa.goto(academyUrl(ACADEMY_PATHS.learnCourse(course.id)));
  await rosa.getByRole('link', { name: new RegExp(BOARD_COPY.navLink) }).click();
  await expect(rosa.getByRole('heading', { level: 1 })).toHaveText(BOARD_COPY.heading);
  await expect(rosa.getByText(BOARD_COPY.emptyHeading)).toBeVisible();
  await expectCalmAtBothWidths(rosa);
  await signInAcademy(ben, 'participant', emails.ben);
  await ben.goto(academyUrl(ACADEMY_PATHS.board(course.id)));
  await expect(ben.getByText(BOARD_COPY.emptyHeading)).toBeVisible();

  // Rosa starts a thread about the lesson, mentioning Ben with the keyboard picker.
  await rosa.getByRole('button', { name: BOARD_COPY.startFirst }).click();
  await rosa.getByLabel(BOARD_COPY.titleLabel).fill(title);
  const message = rosa.getByRole('textbox', { name: BOARD_COPY.bodyLabel });
  await message.pressSequentially('I sit by the window at dawn. What about you, @Be');
  const picker = rosa.getByRole('listbox', { name: BOARD_COPY.mentionList });
  await expect(picker.getByRole('option', { name: 'Ben Okafor' })).toBeVisible();
  await message.press('Enter');
  await expect(message).toHaveValue('I sit by the window at dawn. What about you, @Ben Okafor ');
  await rosa.getByLabel(BOARD_COPY.lessonLabel).selectOption({ label: 'Psalm 46' });
  await rosa.getByRole('button', { name: BOARD_COPY.post }).click();
  await expect(rosa.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(rosa.getByText('@Ben Okafor')).toBeVisible();
  await expect(rosa.getByText(BOARD_COPY.noReplies)).toBeVisible();

  // Ben's open board shows the thread without a reload; he replies.
  const benThread = ben.getByRole('link', { name: title });
  await expect(benThread).toBeVisible();
  await expect(ben.getByText(BOARD_COPY.aboutLesson('Psalm 46'))).toBeVisible();
  await expectCalmAtBothWidths(ben);
  await benThread.click();
  await expect(ben.getByRole('heading', { level: 1 })).toHaveText(title);
  await ben
    .getByRole('textbox', { name: BOARD_COPY.replyHeading })
    .fill('In the car, before work. Buy **cheap** watches at example.com!');
  await ben.getByRole('button', { name: BOARD_COPY.reply, exact: true }).click();
  await expect(ben.getByRole('heading', { name: BOARD_COPY.repliesHeading(1) })).toBeVisible();

  // Rosa sees the reply arrive live, and reports it.
  const reply = rosa.getByRole('article', { name: /Ben Okafor/ });
  await expect(reply.getByText('In the car, before work.', { exact: false })).toBeVisible();
  await expect(reply.getByText('cheap', { exact: true })).toBeVisible();
  await expectCalmAtBothWidths(rosa);
  await reply.getByRole('button', { name: BOARD_COPY.report }).click();
  const dialog = rosa.getByRole('dialog', { name: BOARD_COPY.reportTitle });
  await dialog.getByLabel(BOARD_COPY.reportReason).fill('This is an advert.');
  await dialog.getByRole('button', { name: BOARD_COPY.reportSend }).click();
  await expect(reply.getByText(BOARD_COPY.reportThanks)).toBeVisible();

  // The instructor finds the report from the course's Board tab and hides the post.
  // The report reached the instructor's bell too.
  await signInAcademy(thomas, 'instructor', emails.instructor);
  await thomas.goto(academyUrl(ACADEMY_PATHS.instructorCourse(course.id)));
  await expect(
    thomas.getByRole('button', { name: NOTIFICATIONS_COPY.bell.label(1) }),
  ).toBeVisible();
  await thomas.getByRole('link', { name: BOARD_COPY.navLink, exact: true }).click();
  await thomas.getByRole('link', { name: BOARD_COPY.moderationLink(1) }).click();
  await expect(thomas.getByRole('heading', { level: 1 })).toHaveText(BOARD_COPY.moderationHeading);
  await expect(thomas.getByText('This is an advert.')).toBeVisible();
  await expect(thomas.getByRole('link', { name: BOARD_COPY.inThread(title) })).toBeVisible();
  await expectCalmAtBothWidths(thomas);
  await thomas.getByRole('button', { name: BOARD_COPY.hidePost }).click();
  await expect(thomas.getByText(BOARD_COPY.noReports)).toBeVisible();

  // The participants' open thread loses the post without a reload.
  await expect(rosa.getByText('In the car, before work.', { exact: false })).toBeHidden();
  await expect(rosa.getByRole('heading', { name: BOARD_COPY.repliesHeading(0) })).toBeVisible();
  await expect(ben.getByText('In the car, before work.', { exact: false })).toBeHidden();
  // The instructor still sees it, greyed, marked Hidden.
  await thomas.getByRole('link', { name: BOARD_COPY.backToBoard }).click();
  await thomas.getByRole('link', { name: title }).click();
  const hidden = thomas.getByRole('article', { name: /Ben Okafor/ });
  await expect(hidden.getByText(BOARD_COPY.hidden, { exact: true })).toBeVisible();
  await expect(hidden.getByRole('button', { name: BOARD_COPY.unhide })).toBeVisible();

  // The lesson shows its discussion.
  await rosa.goto(academyUrl(ACADEMY_PATHS.learnLesson(course.id, course.lessonIds[0]!)));
  const discussion = rosa.getByRole('region', { name: BOARD_COPY.lessonDiscussion });
  await expect(discussion.getByRole('link', { name: title })).toBeVisible();
  await expect(discussion.getByRole('link', { name: BOARD_COPY.lessonStart })).toBeVisible();
});

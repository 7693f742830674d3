import type { Page } from '@playwright/test';
import { BOARD_COPY } from '../../common/academy/board-copy';
import { academyNotificationSentence } from '../../common/academy/notifications-messages';
import { ACADEMY_PATHS } from '../../common/academy/routes';
import { NOTIFICATIONS_COPY } from '../../common/copy/notifications';
import { academyUrl } from '../support/academy';
import { insertAcademyUser, insertMember } from '../support/academy-courses';
import { courseWithParticipant, expectCalmAtBothWidths } from '../support/academy-pages';
import { signInAcademy } from '../support/accounts';
import { e2eDatabase } from '../support/e2e-database';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/** The course "Be still" of Thomas Reyes, with Rosa Martin and, added here, Ben Okafor. */
async function courseWithTwoParticipants() {
  const setup = await courseWithParticipant();
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
    return { ...setup, ben };
  } finally {
    await db.destroy();
  }
}

/** The bell in the Academy's header, and its unread count as a reader hears it. */
const bellOf = (page: Page) => page.getByTestId('notification-bell');

/**
 * Journey (c) of issue 13, point 17: two participants discuss on the board live, one reports a
 * post, and the instructor hides it. Three people in three browsers; each step checks what
 * each of them sees, without reloads where the product promises live updates.
 */
test('two participants discuss live, one reports a post, and the instructor hides it', async ({
  page: rosa,
  browser,
}) => {
  test.setTimeout(180_000);
  const { instructor, participant, ben: benEmail, course } = await courseWithTwoParticipants();
  const ben = await (await browser.newContext()).newPage();
  const thomas = await (await browser.newContext()).newPage();
  const title = 'What does “be still” ask of you?';
  const spam = 'Cheap retreat tickets at example.com, today only!';

  // 1. Both participants open the course's board: empty, and saying what it is for.
  await signInAcademy(rosa, 'participant', participant);
  await rosa.goto(academyUrl(ACADEMY_PATHS.learnCourse(course.id)));
  await rosa.getByRole('link', { name: new RegExp(BOARD_COPY.navLink) }).click();
  await expect(rosa.getByRole('heading', { level: 1 })).toHaveText(BOARD_COPY.heading);
  await expect(rosa.getByText(BOARD_COPY.emptyHeading)).toBeVisible();
  await expect(bellOf(rosa)).toHaveAccessibleName(NOTIFICATIONS_COPY.bell.label(0));
  await signInAcademy(ben, 'participant', benEmail);
  await ben.goto(academyUrl(ACADEMY_PATHS.board(course.id)));
  await expect(ben.getByRole('heading', { level: 1 })).toHaveText(BOARD_COPY.heading);
  await expect(ben.getByText(BOARD_COPY.emptyHeading)).toBeVisible();
  await expectCalmAtBothWidths(ben);

  // Rosa starts a thread.
  await rosa.getByRole('button', { name: BOARD_COPY.startFirst }).click();
  await rosa.getByLabel(BOARD_COPY.titleLabel).fill(title);
  await rosa
    .getByRole('textbox', { name: BOARD_COPY.bodyLabel })
    .fill('For me it means putting the phone in another room. And for you?');
  await rosa.getByRole('button', { name: BOARD_COPY.post }).click();
  await expect(rosa.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(rosa.getByText(BOARD_COPY.noReplies)).toBeVisible();
  await expectCalmAtBothWidths(rosa);

  // Ben's open board shows it without a reload; he opens it and replies, mentioning Rosa with
  // the keyboard: arrow to her name in the picker, Enter to choose it.
  const threadLink = ben.getByRole('link', { name: title });
  await expect(threadLink).toBeVisible();
  await expect(ben.getByText(BOARD_COPY.emptyHeading)).toBeHidden();
  await threadLink.click();
  await expect(ben.getByRole('heading', { level: 1 })).toHaveText(title);
  const benReply = ben.getByRole('textbox', { name: BOARD_COPY.replyHeading });
  await benReply.pressSequentially('Ten minutes of silence before Mass. @Ro');
  const picker = ben.getByRole('listbox', { name: BOARD_COPY.mentionList });
  await expect(picker.getByRole('option', { name: 'Rosa Martin' })).toBeVisible();
  await benReply.press('ArrowUp');
  await benReply.press('ArrowDown');
  await expect(picker.getByRole('option', { name: 'Rosa Martin' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await benReply.press('Enter');
  await expect(picker).toBeHidden();
  await expect(benReply).toHaveValue('Ten minutes of silence before Mass. @Rosa Martin ');
  await benReply.pressSequentially('what helps you keep it?');
  await ben.getByRole('button', { name: BOARD_COPY.reply, exact: true }).click();
  await expect(ben.getByRole('heading', { name: BOARD_COPY.repliesHeading(1) })).toBeVisible();
  await expectCalmAtBothWidths(ben);

  // Rosa's open thread shows the reply live, her name mentioned, and her bell rings.
  const firstReply = rosa.getByRole('article', { name: /Ben Okafor/ });
  await expect(
    firstReply.getByText('Ten minutes of silence before Mass.', { exact: false }),
  ).toBeVisible();
  await expect(firstReply.getByText('@Rosa Martin')).toBeVisible();
  await expect(rosa.getByRole('heading', { name: BOARD_COPY.repliesHeading(1) })).toBeVisible();
  await expect(bellOf(rosa)).toHaveAccessibleName(NOTIFICATIONS_COPY.bell.label(1));
  await bellOf(rosa).click();
  const mention = academyNotificationSentence({
    kind: 'board_mention',
    actorName: 'Ben Okafor',
    subject: title,
  });
  await expect(rosa.getByTestId('notification').filter({ hasText: mention })).toBeVisible();
  await rosa.keyboard.press('Escape');

  // 2. Ben posts an advert; Rosa sees it arrive and reports it, confirming in the dialog.
  await benReply.fill(spam);
  await ben.getByRole('button', { name: BOARD_COPY.reply, exact: true }).click();
  await expect(ben.getByRole('heading', { name: BOARD_COPY.repliesHeading(2) })).toBeVisible();
  const advert = rosa.getByRole('article').filter({ hasText: spam });
  await expect(advert).toBeVisible();
  await advert.getByRole('button', { name: BOARD_COPY.report }).click();
  const dialog = rosa.getByRole('dialog', { name: BOARD_COPY.reportTitle });
  await dialog.getByLabel(BOARD_COPY.reportReason).fill('An advert, not a reflection.');
  await expectNoAxeViolations(rosa);
  await dialog.getByRole('button', { name: BOARD_COPY.reportSend }).click();
  await expect(dialog).toBeHidden();
  await expect(advert.getByRole('status')).toHaveText(BOARD_COPY.reportThanks);
  await expect(advert.getByRole('button', { name: BOARD_COPY.report })).toHaveCount(0);

  // The instructor's bell tells of the report; the board leads to the moderation screen.
  await signInAcademy(thomas, 'instructor', instructor);
  await expect(bellOf(thomas)).toHaveAccessibleName(NOTIFICATIONS_COPY.bell.label(1));
  await bellOf(thomas).click();
  const reported = academyNotificationSentence({
    kind: 'board_report',
    actorName: 'Rosa Martin',
    subject: title,
  });
  await expect(thomas.getByTestId('notification').filter({ hasText: reported })).toBeVisible();
  await thomas.keyboard.press('Escape');
  await thomas.goto(academyUrl(ACADEMY_PATHS.board(course.id)));
  await expect(thomas.getByRole('heading', { level: 1 })).toHaveText(BOARD_COPY.heading);
  await expect(thomas.getByRole('link', { name: title })).toBeVisible();
  await expectNoAxeViolations(thomas);
  await thomas.getByRole('link', { name: BOARD_COPY.moderationLink(1) }).click();
  await expect(thomas.getByRole('heading', { level: 1 })).toHaveText(BOARD_COPY.moderationHeading);
  await expect(thomas.getByText('An advert, not a reflection.')).toBeVisible();
  await expect(thomas.getByText(spam)).toBeVisible();
  await expect(thomas.getByRole('link', { name: BOARD_COPY.inThread(title) })).toBeVisible();
  await expectCalmAtBothWidths(thomas);
  await thomas.getByRole('button', { name: BOARD_COPY.hidePost }).click();
  await expect(thomas.getByText(BOARD_COPY.noReports)).toBeVisible();
  await expect(thomas.getByRole('link', { name: BOARD_COPY.moderationLink(0) })).toHaveCount(0);

  // Both participants' open thread loses the advert without a reload; the discussion stays.
  for (const participantPage of [rosa, ben]) {
    await expect(participantPage.getByText(spam)).toBeHidden();
    await expect(
      participantPage.getByRole('heading', { name: BOARD_COPY.repliesHeading(1) }),
    ).toBeVisible();
    await expect(
      participantPage.getByText('Ten minutes of silence before Mass.', { exact: false }),
    ).toBeVisible();
  }

  // The instructor still sees it in the thread, marked Hidden, and could show it again.
  await thomas.getByRole('link', { name: BOARD_COPY.backToBoard }).click();
  await thomas.getByRole('link', { name: title }).click();
  await expect(thomas.getByRole('heading', { level: 1 })).toHaveText(title);
  const hidden = thomas.getByRole('article').filter({ hasText: spam });
  await expect(hidden.getByText(BOARD_COPY.hidden, { exact: true })).toBeVisible();
  await expect(hidden.getByRole('button', { name: BOARD_COPY.unhide })).toBeVisible();
  await expectNoAxeViolations(thomas);
});

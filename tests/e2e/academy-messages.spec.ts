import { COURSE_MESSAGES_COPY as COPY } from '../../common/copy/academy-messages';
import { ACADEMY_PATHS } from '../../common/academy/routes';
import { academyUrl } from '../support/academy';
import { courseWithParticipant, expectCalmAtBothWidths } from '../support/academy-pages';
import { signInAcademy } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/**
 * Course messaging (issue 17, point 1), on by default: a participant writes privately to the
 * instructor from the course home; the instructor's open Messages page shows her conversation
 * live with its unread count; he replies and her open page shows the reply without a reload.
 */
test('a participant writes to the instructor, who sees it live and replies', async ({
  page: rosa,
  browser,
}) => {
  test.setTimeout(120_000);
  const { instructor, participant, course } = await courseWithParticipant();
  const thomas = await (await browser.newContext()).newPage();
  const question = 'May I hand in the Psalm 46 reflection a day late?';
  const answer = 'Of course, Rosa. Take the time you need.';

  // The instructor opens Messages from his course's tabs: nobody has written yet; it is on.
  await signInAcademy(thomas, 'instructor', instructor);
  await thomas.goto(academyUrl(ACADEMY_PATHS.instructorCourse(course.id)));
  await thomas.getByRole('link', { name: COPY.navLabel }).click();
  await expect(thomas.getByRole('heading', { level: 1 })).toHaveText(COPY.heading);
  await expect(thomas.getByText(COPY.emptyInstructor)).toBeVisible();
  await expect(thomas.getByRole('switch', { name: COPY.settingLabel })).toBeChecked();

  // The participant finds Messages on the course home; the empty state teaches what it is for.
  await signInAcademy(rosa, 'participant', participant);
  await rosa.goto(academyUrl(ACADEMY_PATHS.learnCourse(course.id)));
  await rosa.getByRole('link', { name: COPY.homeAction }).click();
  await expect(rosa.getByRole('heading', { level: 1 })).toHaveText(COPY.heading);
  await expect(rosa.getByText(COPY.emptyParticipantTitle)).toBeVisible();
  await expectCalmAtBothWidths(rosa);

  // She writes by keyboard and sends.
  await rosa.getByLabel(COPY.composerLabel).fill(question);
  await rosa.getByRole('button', { name: COPY.send }).press('Enter');
  await expect(rosa.getByRole('listitem').filter({ hasText: question })).toContainText(COPY.you);
  await expect(rosa.getByLabel(COPY.composerLabel)).toHaveValue('');

  // His open page shows her conversation, unread, without a reload; he opens it and replies.
  const conversation = thomas.getByRole('button', { name: /Rosa Martin/ });
  await expect(conversation).toContainText(COPY.unread(1));
  await conversation.click();
  await expect(thomas.getByRole('heading', { name: COPY.threadWith('Rosa Martin') })).toBeVisible();
  await expect(thomas.getByText(question)).toBeVisible();
  await expect(conversation).not.toContainText(COPY.unread(1));
  await thomas.getByLabel(COPY.composerLabel).fill(answer);
  await thomas.getByRole('button', { name: COPY.send }).click();
  await expect(thomas.getByText(answer)).toBeVisible();
  await expectCalmAtBothWidths(thomas);

  // Her open page shows the reply, signed by him.
  const reply = rosa.getByRole('listitem').filter({ hasText: answer });
  await expect(reply).toBeVisible();
  await expect(reply).toContainText('Thomas Reyes');
  await expectCalmAtBothWidths(rosa);

  // The instructor can also start from the Participants tab: its Message link opens her thread.
  await thomas.goto(academyUrl(ACADEMY_PATHS.instructorCourseParticipants(course.id)));
  const messageRosa = thomas.getByRole('link', {
    name: `${COPY.messageParticipant}${COPY.messageParticipantFor('Rosa Martin')}`,
  });
  // The tab has drawn its participants before it is checked.
  await expect(messageRosa).toBeVisible();
  await expect(thomas.getByRole('heading', { level: 1 })).toBeVisible();
  await expectCalmAtBothWidths(thomas);
  await messageRosa.click();
  await expect(thomas.getByRole('heading', { name: COPY.threadWith('Rosa Martin') })).toBeVisible();
  await expect(thomas.getByText(answer)).toBeVisible();
});

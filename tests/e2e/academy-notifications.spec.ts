import {
  ACADEMY_NOTIFICATION_MESSAGES as M,
  academyNotificationSentence,
} from '../../common/academy/notifications-messages';
import { ACADEMY_PATHS } from '../../common/academy/routes';
import { REFLECTION_COPY } from '../../common/copy/academy-reflections';
import { NOTIFICATIONS_COPY } from '../../common/copy/notifications';
import { WRITING_COPY } from '../../common/copy/writing';
import { academyUrl } from '../support/academy';
import {
  PSALM_PROMPT,
  courseWithParticipant,
  expectCalmAtBothWidths,
} from '../support/academy-pages';
import { signInAcademy } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test('a hand-in rings the instructor’s bell live and opens the reflection', async ({ browser }) => {
  test.setTimeout(120_000);
  const { instructor, participant, course } = await courseWithParticipant();
  const [lessonId] = course.lessonIds as [string];
  const rosa = await (await browser.newContext()).newPage();
  const thomas = await (await browser.newContext()).newPage();

  // The instructor's page is open, with nothing new yet.
  await signInAcademy(thomas, 'instructor', instructor);
  const bell = thomas.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(NOTIFICATIONS_COPY.bell.label(0));
  await expect(thomas.getByTestId('notification-count')).toHaveCount(0);

  // The participant's own notifications page teaches what will appear there.
  await signInAcademy(rosa, 'participant', participant);
  await rosa.goto(academyUrl(ACADEMY_PATHS.notifications));
  await expect(rosa.getByRole('heading', { level: 1 })).toHaveText(M.title);
  await expect(rosa.getByRole('main').getByText(M.emptyParticipant)).toBeVisible();
  await expectCalmAtBothWidths(rosa);

  // The participant hands a reflection in.
  await rosa.goto(academyUrl(ACADEMY_PATHS.learnLesson(course.id, lessonId)));
  const reflection = rosa.getByRole('region', { name: REFLECTION_COPY.heading });
  await reflection.getByRole('textbox', { name: PSALM_PROMPT }).fill('Still. I never sit still.');
  await expect(reflection.getByTestId('save-status')).toHaveText(WRITING_COPY.save.saved);
  await reflection.getByRole('button', { name: REFLECTION_COPY.handIn }).click();
  await expect(reflection.getByTestId('reflection-state')).toHaveText(
    REFLECTION_COPY.status.submitted,
  );

  // The instructor's bell shows it without a reload; opening it lands on the reflection.
  await expect(thomas.getByTestId('notification-count')).toHaveText('1');
  await expect(bell).toHaveAccessibleName(NOTIFICATIONS_COPY.bell.label(1));
  await bell.click();
  const sentence = academyNotificationSentence({
    kind: 'reflection_handed_in',
    actorName: 'Rosa Martin',
    subject: 'Psalm 46',
  });
  await thomas.getByTestId('notification').filter({ hasText: sentence }).click();
  await expect(thomas).toHaveURL(/\/instructor\/courses\/[^/]+\/reflections\/[^/]+$/);
  await expect(thomas.getByRole('heading', { name: 'Rosa Martin' })).toBeVisible();
  await expect(thomas.getByText('Still. I never sit still.')).toBeVisible();
  // Opened means read: the count is gone.
  await expect(thomas.getByTestId('notification-count')).toHaveCount(0);

  // The notifications page lists it, read.
  await thomas.goto(academyUrl(ACADEMY_PATHS.notifications));
  await expect(thomas.getByRole('heading', { level: 1 })).toHaveText(M.title);
  await expect(thomas.getByRole('main').getByTestId('notification-sentence')).toHaveText(sentence);
  await expect(thomas.getByTestId('unread-summary')).toHaveText(
    NOTIFICATIONS_COPY.page.unreadCount(0),
  );
  await expectCalmAtBothWidths(thomas);
});

test('the email setting is chosen on the Academy’s settings page and kept', async ({ page }) => {
  const { participant } = await courseWithParticipant();
  await signInAcademy(page, 'participant', participant);
  // Reached from the account menu.
  await page.getByRole('button', { name: /Rosa Martin/ }).click();
  await page.getByRole('link', { name: M.settingsLink }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(M.settingsTitle);
  const immediate = page.getByRole('radio', {
    name: NOTIFICATIONS_COPY.account.preferences.immediate.label,
  });
  const daily = page.getByRole('radio', {
    name: NOTIFICATIONS_COPY.account.preferences.daily.label,
  });
  await expect(immediate).toBeChecked();
  await expectCalmAtBothWidths(page);

  // By keyboard: from the checked choice to the next.
  await immediate.focus();
  await page.keyboard.press('ArrowDown');
  await expect(daily).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: M.saved })).toBeVisible();
  await page.reload();
  await expect(daily).toBeChecked();

  // The emails' visible unsubscribe page lives on the Academy too; a broken link says so.
  await page.goto(academyUrl(`${ACADEMY_PATHS.emailUnsubscribe}?t=not-a-token`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    NOTIFICATIONS_COPY.unsubscribe.title,
  );
  await expect(page.getByText(NOTIFICATIONS_COPY.unsubscribe.invalidTitle)).toBeVisible();
  await expectCalmAtBothWidths(page);
});

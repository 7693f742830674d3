import { CHAT_PAGES } from '../../common/chat/pages';
import { CHAT_SCREENS as COPY } from '../../common/copy/chat-screens';
import { chatWithParent } from '../support/chat-school';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

/**
 * The people panel's actions (issue 17, point 7), by keyboard: the teacher who started a
 * conversation removes the student after confirming; the parent, who is the second adult, is
 * never offered to be removed.
 */

const run = Array.from({ length: 5 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
)
  .join('')
  .replace(/^./, (letter) => letter.toUpperCase());

test('the teacher removes a student from a conversation by keyboard, after confirming', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { conversationId, parent } = await chatWithParent(page, browser, run);
  await parent.context().close();
  // On a phone, where the actions button sits near the left edge of the people panel.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(CHAT_PAGES.conversation(conversationId));
  const thread = page.getByTestId('thread');
  const summary = thread.getByText(COPY.members.summary(3));
  await summary.focus();
  await page.keyboard.press('Enter');
  const members = thread.getByTestId('members');
  const student = `Maria Lopez${run}`;
  // Only the student has actions: the parent stays in the conversation.
  await expect(members.getByRole('button', { name: /^Actions for/ })).toHaveCount(1);
  const actions = members.getByRole('button', { name: COPY.members.actions(student) });
  await actions.focus();
  await page.keyboard.press('Enter');
  // The menu opens on its first action (muting); End reaches the last, removing.
  await expect(page.getByRole('menuitem', { name: COPY.members.mute.hour })).toBeFocused();
  // The whole menu is on the screen.
  const box = await page.getByRole('menu').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: COPY.members.remove })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: COPY.members.removeTitle(student) });
  await expect(dialog).toContainText(COPY.members.removeBody);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: COPY.members.removeConfirm }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(thread.getByTestId('member-action-result')).toHaveText(
    COPY.members.done.removed(student),
  );
  await expect(thread.getByText(COPY.members.summary(2))).toBeVisible();
  await expect(members).not.toContainText(student);
});

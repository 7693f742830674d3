import { CHAT_PAGES } from '../../common/chat/pages';
import { CHAT_TRANSLATION_SCREENS as T } from '../../common/copy/chat-translation';
import { CHAT_API } from '../../common/schemas/chat';
import { expectFitsWidth } from '../support/browser-conditions';
import { chatWithParent, zoneInDaytime } from '../support/chat-school';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

/**
 * "Show in my language" (issue 17, point 13) against the built server, whose translation
 * adapter speaks to a loopback double (tests/support/fake-translate.mjs): off until the school
 * turns it on; then a parent picks Español, taps "Show in my language" on the teacher's message,
 * reads the translation marked "Translated", and is one tap from the original.
 */

const run = Array.from({ length: 5 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
)
  .join('')
  .replace(/^./, (letter) => letter.toUpperCase());

test('a parent reads a teacher’s message in Spanish, and the original is one tap away', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { conversationId, parent, schoolId } = await chatWithParent(page, browser, run);
  const headers = { origin: new URL(page.url()).origin };
  const words = 'The class Mass is on Friday at 9:00.';
  const sent = await page.request.post(CHAT_API.messages('user', conversationId), {
    headers,
    data: { body: words, clientId: `mass-${run}` },
  });
  expect(sent.status()).toBe(200);

  // Off until the school turns it on: the thread offers nothing.
  await parent.goto(CHAT_PAGES.conversation(conversationId, 'parent'));
  const thread = parent.getByTestId('thread');
  await expect(thread.getByTestId('message')).toContainText(words);
  await expect(thread.getByText(T.show)).toHaveCount(0);
  await expect(thread.getByLabel(T.languageLabel, { exact: true })).toHaveCount(0);

  const on = await page.request.put(CHAT_API.schoolSettings(schoolId), {
    headers,
    data: {
      enabled: true,
      timeZone: zoneInDaytime(),
      safeguardingLeadId: null,
      observerId: null,
      alwaysObserver: false,
      parentMessaging: false,
      parentsSeeReads: false,
      translation: true,
    },
  });
  expect(on.status()).toBe(200);

  await parent.reload();
  await thread.getByLabel(T.languageLabel, { exact: true }).selectOption('es');
  const message = thread.getByTestId('message').filter({ hasText: words });
  await message.getByText(T.show).click();
  await expect(message.getByTestId('translated-body')).toHaveText(`[es] ${words}`);
  await expect(message).toContainText(T.translated);
  for (const viewport of Object.values(VIEWPORTS)) {
    await parent.setViewportSize(viewport);
    await expectNoAxeViolations(parent);
    await expectFitsWidth(parent);
  }
  await message.getByRole('button', { name: T.showOriginal }).click();
  await expect(message.getByTestId('translated-body')).toHaveCount(0);
  await expect(message).toContainText(words);
});

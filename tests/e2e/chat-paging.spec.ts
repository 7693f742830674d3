import { CHAT_PAGES } from '../../common/chat/pages';
import { CHAT_SCREENS as COPY } from '../../common/copy/chat-screens';
import { CHAT_API, type ChatThread } from '../../common/schemas/chat';
import { chatWithParent } from '../support/chat-school';
import { expect, test } from '../support/fixtures';

/**
 * Long threads and long lists (issue 17, point 12): a thread shows its latest 100 messages
 * and "Show earlier messages" brings the rest, keeping the reader's place; the list shows 50
 * conversations and "Show more conversations" the next ones.
 */

const run = Array.from({ length: 5 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
)
  .join('')
  .replace(/^./, (letter) => letter.toUpperCase());

test('a long thread and a long list load their earlier parts on request', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { conversationId, parent } = await chatWithParent(page, browser, run);
  await parent.context().close();
  const headers = { origin: new URL(page.url()).origin };
  for (let n = 0; n < 102; n += 1) {
    const sent = await page.request.post(CHAT_API.messages('user', conversationId), {
      headers,
      data: { body: `Note ${n}`, clientId: `note-${run}-${n}` },
    });
    expect(sent.status()).toBe(200);
  }

  await page.goto(CHAT_PAGES.conversation(conversationId));
  const thread = page.getByTestId('thread');
  await expect(thread.getByTestId('message').last()).toContainText('Note 101');
  await expect(thread.getByTestId('message')).toHaveCount(100);
  await expect(thread.getByText('Note 1', { exact: true })).toHaveCount(0);
  await thread.getByRole('button', { name: COPY.thread.earlier }).click();
  await expect(thread.getByTestId('message')).toHaveCount(102);
  await expect(thread.getByTestId('message').first()).toContainText('Note 0');
  await expect(thread.getByRole('button', { name: COPY.thread.earlier })).toHaveCount(0);

  // Fifty announcements more: the list shows 50, then the rest on request.
  const thread0 = (await (
    await page.request.get(CHAT_API.conversation('user', conversationId))
  ).json()) as ChatThread;
  for (let n = 0; n < 50; n += 1) {
    const started = await page.request.post(CHAT_API.conversations('user'), {
      headers,
      data: {
        classId: thread0.conversation.classId,
        kind: 'announcement',
        title: `Notice ${n}`,
        clientId: `notice-${run}-${n}`,
      },
    });
    expect(started.status()).toBe(200);
  }
  await page.goto(CHAT_PAGES.messages('teacher'));
  const rows = page.getByTestId('conversation-list').getByRole('listitem');
  await expect(rows).toHaveCount(50);
  await page.getByRole('button', { name: COPY.messages.showMore }).click();
  await expect(rows).toHaveCount(51);
  await expect(page.getByRole('button', { name: COPY.messages.showMore })).toHaveCount(0);
});

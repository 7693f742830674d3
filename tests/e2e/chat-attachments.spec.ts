import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { CHAT_PAGES } from '../../common/chat/pages';
import { CHAT_MESSAGES } from '../../common/copy/chat';
import { CHAT_SCREENS as COPY } from '../../common/copy/chat-screens';
import { expectFitsWidth } from '../support/browser-conditions';
import { chatWithParent } from '../support/chat-school';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

/**
 * Chat's attachments (issue 17, point 9) against the built server: a teacher attaches a
 * picture in the composer (a refused file is named beside it and the typed words stay), sends
 * it with a line of text, and the parent, in a browser of their own, sees the picture in the
 * thread as a thumbnail named by its file name. The thread with its chips and thumbnails passes
 * axe at 1280 and 375 px, with no sideways scroll.
 */

const run = Array.from({ length: 5 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
)
  .join('')
  .replace(/^./, (letter) => letter.toUpperCase());

async function checkAtBothWidths(page: Page) {
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('a teacher attaches a picture and the parent sees it in the thread', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { conversationId, parent, teacherName } = await chatWithParent(page, browser, run);
  const picture = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#3a7bd5' },
  })
    .png()
    .toBuffer();

  await page.goto(CHAT_PAGES.conversation(conversationId));
  const thread = page.getByTestId('thread');
  const words = 'Our nativity scene, finished today!';
  await thread.getByLabel(COPY.composer.label).fill(words);

  // A text file called .png is refused by the server, by its bytes; the words stay.
  const attach = thread.getByLabel(COPY.composer.attach);
  await attach.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('these are only words\n'),
  });
  await expect(thread.getByTestId('attach-error')).toHaveText(
    `notes.png: ${CHAT_MESSAGES.attachmentWrongType}`,
  );
  await expect(thread.getByTestId('attachment-chip')).toHaveCount(0);
  await expect(thread.getByLabel(COPY.composer.label)).toHaveValue(words);

  // The picture uploads at once, shows as a chip, and goes with the words.
  await attach.setInputFiles({ name: 'nativity.png', mimeType: 'image/png', buffer: picture });
  const chip = thread.getByTestId('attachment-chip');
  await expect(chip).toContainText('nativity.png');
  await expect(chip).toContainText(COPY.composer.uploaded);
  await expect(thread.getByTestId('attach-error')).toHaveCount(0);
  await expect(
    chip.getByRole('button', { name: COPY.composer.removeAttachment('nativity.png') }),
  ).toBeVisible();
  await checkAtBothWidths(page);
  await thread.getByRole('button', { name: COPY.composer.send }).click();

  const mine = thread.getByTestId('message').filter({ hasText: words });
  await expect(mine.getByTestId('message-state')).toHaveText(COPY.thread.states.delivered);
  await expect(mine.getByRole('img', { name: 'nativity.png' })).toBeVisible();
  await expect(thread.getByTestId('attachment-chip')).toHaveCount(0);
  await expect(thread.getByLabel(COPY.composer.label)).toHaveValue('');

  // The parent opens the conversation: the picture is there, named, and it loads.
  await parent.goto(CHAT_PAGES.conversation(conversationId, 'parent'));
  const theirs = parent.getByTestId('thread').getByTestId('message').filter({ hasText: words });
  await expect(theirs).toContainText(teacherName);
  const image = theirs.getByRole('img', { name: 'nativity.png' });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBe(64);
  await expect(theirs.getByRole('link', { name: 'nativity.png' })).toHaveAttribute(
    'href',
    /\/api\/chat\/user\/attachments\//,
  );
  await checkAtBothWidths(parent);
});

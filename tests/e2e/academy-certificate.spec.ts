import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_PANEL,
  VERIFY_PAGE,
} from '../../common/academy/certificates-messages';
import { ACADEMY_PATHS } from '../../common/academy/routes';
import { REVIEW_COPY } from '../../common/copy/academy-reflections';
import { ACADEMY_LEARNING_API } from '../../common/schemas/academy-learning';
import { REFLECTIONS_API } from '../../common/schemas/academy-reflections';
import { academyUrl } from '../support/academy';
import {
  PSALM_LESSON,
  courseWithParticipant,
  expectCalmAtBothWidths,
} from '../support/academy-pages';
import { signInAcademy } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/** A call from the signed-in page, as its own scripts make it (JSON and the Academy's Origin). */
async function call(page: Page, method: 'POST' | 'PUT', path: string, data: unknown = {}) {
  const answer = await page.request.fetch(academyUrl(path), {
    method,
    data,
    headers: { origin: academyUrl('').replace(/\/$/, '') },
  });
  expect(answer.ok()).toBe(true);
  return answer.json() as Promise<Record<string, unknown>>;
}

test('a participant who completes downloads the certificate, and anyone verifies it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { instructor, participant, course } = await courseWithParticipant([
    { title: 'Silence', blocks: [{ type: 'text', html: '<p>Sit for a minute.</p>' }] },
    PSALM_LESSON,
  ]);
  const [silenceId, psalmId] = course.lessonIds as [string, string];
  const rosa = await (await browser.newContext({ acceptDownloads: true })).newPage();
  const thomas = await (await browser.newContext()).newPage();

  // The participant completes both lessons and hands in the reflection (through the API the
  // pages use; the lesson pages have their own tests).
  await signInAcademy(rosa, 'participant', participant);
  await call(rosa, 'POST', ACADEMY_LEARNING_API.complete(course.id, silenceId));
  await call(rosa, 'PUT', REFLECTIONS_API.mine(course.id, psalmId), {
    answers: { word: '<p>Still.</p>' },
  });
  const handedIn = await call(rosa, 'POST', REFLECTIONS_API.handIn(course.id, psalmId));
  const reflectionId = (handedIn.reflection as { id: string }).id;
  await call(rosa, 'POST', ACADEMY_LEARNING_API.complete(course.id, psalmId));

  // Not yet: the course home says what remains.
  await rosa.goto(academyUrl(ACADEMY_PATHS.learnCourse(course.id)));
  const panel = rosa.getByTestId('certificate-panel');
  await expect(
    panel.getByRole('heading', { name: CERTIFICATE_PANEL.remainingTitle }),
  ).toBeVisible();
  await expect(panel).toContainText(CERTIFICATE_PANEL.reflectionsWaiting(1));
  await expectCalmAtBothWidths(rosa);

  // The instructor's last acceptance completes the course.
  await signInAcademy(thomas, 'instructor', instructor);
  await thomas.goto(academyUrl(ACADEMY_PATHS.reviewReflection(course.id, reflectionId)));
  await thomas.getByRole('button', { name: REVIEW_COPY.acceptIt }).click();
  await expect(thomas.getByText(REVIEW_COPY.acceptedDone)).toBeVisible();

  await rosa.reload();
  await expect(panel.getByRole('heading', { name: CERTIFICATE_PANEL.completeTitle })).toBeVisible();
  await expectCalmAtBothWidths(rosa);
  const code = (await panel.getByText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/).textContent()) ?? '';
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  const [download] = await Promise.all([
    rosa.waitForEvent('download'),
    panel.getByRole('link', { name: CERTIFICATE_PANEL.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('be-still-certificate.pdf');
  const text = execFileSync('pdftotext', [await download.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain('Rosa Martin');
  expect(text).toContain('Be still');
  expect(text).toContain(code);

  // Anyone, signed out, confirms it by its code, typed loosely.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(academyUrl(ACADEMY_PATHS.verify(code.toLowerCase().replace(/-/g, ' '))));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(VERIFY_PAGE.verified);
  await expect(visitor.getByText('Rosa Martin')).toBeVisible();
  await expect(visitor.getByText('Be still', { exact: true })).toBeVisible();
  await expect(visitor.getByText('Thomas Reyes')).toBeVisible();
  await expectCalmAtBothWidths(visitor);

  // A wrong code is not found, and the form checks another.
  await visitor.goto(academyUrl(ACADEMY_PATHS.verify('ZZZZ-ZZZZ-ZZZZ')));
  await expect(visitor.getByRole('alert')).toContainText(CERTIFICATE_MESSAGES.codeNotFound);
  await expectCalmAtBothWidths(visitor);
  const field = visitor.getByRole('textbox', { name: VERIFY_PAGE.codeField });
  await field.fill(code);
  await field.press('Enter');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(VERIFY_PAGE.verified);

  // The bare form teaches what to type.
  await visitor.goto(academyUrl(ACADEMY_PATHS.verifyForm));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(VERIFY_PAGE.title);
  await visitor.getByRole('button', { name: VERIFY_PAGE.submit }).click();
  await expect(visitor.getByText(VERIFY_PAGE.codeRequired)).toBeVisible();
  await expectCalmAtBothWidths(visitor);
});

import type { Page } from '@playwright/test';
import { DEMO, signedInPage } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { assignTo, classWithStudent, signedInNewStudent } from '../support/student-class';

/**
 * Issue 11, point 11: writing that is never lost, and basic formatting. Text typed offline
 * survives closing the page, is there when the page opens again online, and reaches the
 * teacher; the toolbar works by keyboard and bold stays bold after a reload; leaving with
 * unsaved writing asks first, in the app and when the tab closes.
 */

const ONLINE_SAVE_MS = 10_000;

async function setUp(browser: Parameters<typeof signedInPage>[0], name: string) {
  const run = `${name}${Date.now().toString(36)}`;
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  const { classId, student } = await classWithStudent(teacher, run);
  const activity = await assignTo(teacher, classId, `Offline ${run}`);
  const page = await signedInNewStudent(browser, student);
  const path = `/student/classes/${classId}/activities/${activity.id}`;
  /** The student's answers as the teacher's class view has them (the server's copy). */
  const teacherSees = async () => {
    const view = (await (
      await teacher.request.get(`/api/projects/classes/${classId}/activities/${activity.id}`)
    ).json()) as { projects: { answers: Record<string, string> }[] };
    return JSON.stringify(view.projects.map((project) => project.answers));
  };
  return { teacher, page, path, activity, teacherSees };
}

const firstAnswer = (page: Page) => page.getByRole('textbox').first();

test('text typed offline survives closing the page and reaches the teacher once online', async ({
  browser,
}) => {
  const { teacher, page, path, activity, teacherSees } = await setUp(browser, 'offline');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: activity.title })).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');

  // Offline: the student types, the page says it will retry, and the tab is closed.
  const context = page.context();
  await context.setOffline(true);
  await firstAnswer(page).click();
  await page.keyboard.type('Written on the bus with no signal.');
  await expect(page.getByTestId('save-status')).toHaveText('Offline, will retry', {
    timeout: 5_000,
  });
  await expect(page.getByTestId('word-count').first()).toHaveText('7 words');
  expect(await teacherSees()).not.toContain('no signal');
  // The tab goes the hard way, as in a reboot or a killed browser: no unload events run, so no
  // last save can leave on the way out (Chromium's offline emulation would let one through).
  const crashed = page.waitForEvent('crash');
  void (await context.newCDPSession(page)).send('Page.crash').catch(() => undefined);
  await crashed;
  await page.close();
  expect(await teacherSees()).not.toContain('no signal');

  // Later, online again: the page opens with the text, says so, and saves it.
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto(path);
  await expect(firstAnswer(again)).toHaveText('Written on the bus with no signal.');
  await expect(again.getByRole('status').filter({ hasText: 'Restored' })).toHaveText(
    'Restored what you wrote offline. It is being saved now.',
  );
  await expect(again.getByTestId('save-status')).toHaveText('Saved', { timeout: ONLINE_SAVE_MS });
  await expect.poll(teacherSees).toContain('Written on the bus with no signal.');
  await expectNoAxeViolations(again);
  await context.close();
  await teacher.context().close();
});

test('the formatting toolbar works by keyboard, and bold is still bold after a reload', async ({
  browser,
}) => {
  const { teacher, page, path, teacherSees } = await setUp(browser, 'format');
  await page.goto(path);
  const answer = firstAnswer(page);
  await answer.click();
  // Ctrl/Cmd+B turns bold on (the Bold button says so), the words come out bold, and off again.
  const toolbar = page.getByRole('toolbar').first();
  const bold = toolbar.getByRole('button', { name: 'Bold' });
  await page.keyboard.press('ControlOrMeta+b');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Never alone');
  await expect(answer.locator('strong')).toHaveText('Never alone');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');

  // The toolbar by keyboard: Shift+Tab from the text reaches it at its one Tab stop, arrows move.
  await page.keyboard.press('Shift+Tab');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Numbered list' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The list is on in the text, where the caret is back and typing goes on.
  await expect(answer).toBeFocused();
  await page.keyboard.type('Green pastures');
  await expect(answer.getByRole('listitem')).toHaveText('Green pastures');
  await expect(page.getByTestId('word-count').first()).toHaveText('4 words');
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 5_000 });
  await expectNoAxeViolations(page);
  await expectFitsWidth(page);

  await page.reload();
  await expect(firstAnswer(page).locator('strong')).toHaveText('Never alone');
  await expect(firstAnswer(page).getByRole('listitem')).toHaveText('Green pastures');
  expect(await teacherSees()).toContain('<strong>Never alone</strong>');
  await page.context().close();
  await teacher.context().close();
});

test('leaving with unsaved writing asks first, in the app and when the tab closes', async ({
  browser,
}) => {
  const { teacher, page, path } = await setUp(browser, 'leave');
  await teacher.context().close();
  await page.goto(path);
  // No save can arrive: the writing stays unsaved.
  await page.route('**/api/projects/student/classes/**', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue(),
  );
  await firstAnswer(page).click();
  await page.keyboard.type('Not saved yet');
  await expect(page.getByTestId('save-status')).toHaveText('Offline, will retry', {
    timeout: 5_000,
  });

  // A link inside the app: a calm question, and staying keeps the page.
  await page.getByRole('link', { name: 'Back to your activities' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Leave before your writing is saved?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Stay and save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(firstAnswer(page)).toHaveText('Not saved yet');

  // Closing the tab: the browser's own question.
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  expect(page.isClosed()).toBe(false);

  // Leaving anyway keeps the draft in the browser for next time.
  await page.getByRole('link', { name: 'Back to your activities' }).first().click();
  await dialog.getByRole('button', { name: 'Leave anyway' }).click();
  await expect(page).toHaveURL(/\/student$/);
  await page.unroute('**/api/projects/student/classes/**');
  await page.goto(path);
  await expect(firstAnswer(page)).toHaveText('Not saved yet');
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: ONLINE_SAVE_MS });
  await page.context().close();
});

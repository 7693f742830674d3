import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, signIn, signedInPage } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

/**
 * Issue 11, points 5 and 6: a teacher creates a class from a pasted list of 25 students,
 * searches and selects them, prints their sign-in cards (counted per PDF page), removes one and
 * undoes it, then renames, archives, restores the class and makes a new Access Code. At 1280
 * and 375 px, with axe on every screen and dialog, the row menu and the remove dialog by
 * keyboard alone, and the Undo's 10 seconds on the page clock.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const FIRST = ['Clare', 'Tomás', 'Lydia', 'Amara', 'Ben', 'Chiara', 'Daniel', 'Eva', 'Felix'];
const LAST = ['Vance', 'Ruiz', 'Chen', 'Okafor', 'Hale', 'Rossi', 'Kim', 'Novak', 'Brandt'];
/** 24 distinct students, then row 25 repeats row 3 (a duplicate to flag), then a bad row. */
function classList(tag: string): string {
  const lines = Array.from(
    { length: 24 },
    (_, index) => `${FIRST[index % 9]}\t${LAST[(index * 4) % 9]}${tag}${index}\t6`,
  );
  lines.push(lines[2]!);
  lines.push('Oscar\t\t6');
  return ['First name\tLast name\tGrade', ...lines].join('\n');
}

/** How many sign-in cards each page of a PDF holds (each card says "Sign in at" once). */
function cardsPerPage(pdf: Buffer): number[] {
  const dir = mkdtempSync(join(tmpdir(), 'cards-'));
  try {
    const file = join(dir, 'cards.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    // pdftotext separates pages with a form feed.
    return text
      .split('\f')
      .filter((page) => page.trim())
      .map((page) => page.match(/sign in at/gi)?.length ?? 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function openRowMenu(page: Page, name: RegExp) {
  const button = page.getByRole('button', { name });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

test('a teacher builds a class from a pasted list, prints cards, removes and restores a student, and manages the class', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const shots = (name: string) => testInfo.outputPath(`${name}.png`);
  await page.clock.install();
  // Printing is Chromium's dialog; the test counts the calls and prints to PDF itself.
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await signIn(page, 'teacher', DEMO.teacher);

  // The classes page: cards and the create form (the school may be remembered).
  await page.goto('/teacher/classes');
  await expect(page.getByRole('heading', { level: 1, name: 'Your classes' })).toBeVisible();
  await expectNoAxeViolations(page);
  const tag = unique();
  const title = `Roster ${tag}`;
  const form = page.getByRole('form', { name: 'Create a class' });
  await form.getByLabel('Class name').fill(title);
  await form.getByLabel('Grade level').selectOption('6');
  await form.getByLabel('Subject').fill('Religion');
  if (await form.getByTestId('remembered-school').isVisible()) {
    await expect(form.getByRole('button', { name: 'A different school' })).toBeVisible();
  } else {
    await form.getByLabel('School name').fill('St. Brigid Catholic School');
    await form.getByLabel('Street address').fill('410 Orchard Street');
    await form.getByLabel('City').fill('Springfield');
    await form.getByLabel('ZIP / postal code').fill('62704');
    await form.getByLabel('State').selectOption({ label: 'Illinois' });
  }
  await form.getByRole('button', { name: 'Create class' }).click();
  await expect(form.getByRole('status')).toContainText(`${title} is ready.`);
  // The school is remembered now: the next class asks for no address.
  await expect(form.getByTestId('remembered-school')).toContainText('St. Brigid');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Class sections' });
  await expect(tabs.getByRole('link')).toHaveText([
    'Students',
    'Activities',
    'Gradebook',
    'Books',
    'Workbooks',
    'Writing rooms',
    'Settings',
  ]);
  await expect(tabs.getByRole('link', { name: 'Students' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('No students yet')).toBeVisible();
  const oldCode = (await page.getByTestId('access-code').textContent())!.trim();

  // Paste 26 lines: the preview shows every row, a duplicate and a missing name.
  await page.getByLabel('Class list').fill(classList(tag));
  await page.getByRole('button', { name: 'Check the list' }).click();
  await expect(page.getByRole('heading', { name: '26 students to add' })).toBeVisible();
  await expect(page.getByTestId('preview-row')).toHaveCount(26);
  const duplicate = page.getByTestId('preview-row').nth(24);
  await expect(duplicate).toContainText('Same name as row 3');
  await expect(page.getByTestId('preview-row').nth(25)).toContainText('Last name missing');
  await expect(page.getByText('1 row needs a look before adding.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add 26 students' })).toBeDisabled();
  await page.screenshot({ path: shots('preview-1280'), fullPage: true });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Drop row 26' }).click();
  await expect(page.getByTestId('preview-row')).toHaveCount(25);
  await page.getByRole('button', { name: 'Add 25 students' }).click();
  // 25 login codes are hashed on the server: slow by design.
  await expect(page.getByText('25 students were added.')).toBeVisible({ timeout: 30_000 });
  // The new codes' cards, and the table of 25.
  await expect(page.getByTestId('login-cards').getByTestId('sign-in-card')).toHaveCount(25);
  const table = page.getByRole('table', { name: 'Students' });
  await expect(table.getByRole('row')).toHaveCount(26);
  await page.getByRole('button', { name: 'Close' }).click();

  // Search by name or username.
  await page.getByLabel('Search students').fill('lydia');
  // Three Lydias, and the fourth the list repeated.
  await expect(table.getByRole('row')).toHaveCount(1 + 4);
  await page.getByLabel('Search students').fill('zzz');
  await expect(page.getByText('No student matches “zzz”.')).toBeVisible();
  await page.getByLabel('Search students').fill('');
  await expect(table.getByRole('row')).toHaveCount(26);

  // Select all, print cards: 25 cards, 8 a page, on Letter and A4.
  await page.getByLabel('Select all students shown').check();
  await expect(page.getByText('25 selected')).toBeVisible();
  await page.screenshot({ path: shots('students-1280'), fullPage: true });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Print cards' }).click();
  const codes = page.getByRole('dialog', { name: 'Make new login codes for 25 students?' });
  await expectNoAxeViolations(page);
  await codes.getByRole('button', { name: 'Make new codes' }).click();
  await expect(page.getByRole('heading', { name: 'Sign-in cards for 25 students' })).toBeVisible({
    timeout: 30_000,
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: shots('print-media'), fullPage: true });
  expect(cardsPerPage(await page.pdf({ format: 'Letter', printBackground: true }))).toEqual([
    8, 8, 8, 1,
  ]);
  const a4 = await page.pdf({ format: 'A4', printBackground: true });
  expect(cardsPerPage(a4)).toEqual([8, 8, 8, 1]);
  writeFileSync(testInfo.outputPath('cards-a4.pdf'), a4);
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Clear selection' }).click();

  // Remove one student by keyboard from the row menu: asked first, then Undo brings them back.
  const name = `${FIRST[5]} ${LAST[2]}${tag}5`;
  const menu = await openRowMenu(page, new RegExp(`^Actions for ${name}$`));
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Remove from class' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: `Actions for ${name}` })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  const ask = page.getByRole('dialog', { name: `Remove ${name} from this class?` });
  await expect(ask).toContainText('keeps their account and their writing');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(ask.getByRole('button', { name: 'Remove from class' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${name} was removed` })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(25);
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The student is back in the class.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(26);

  // Undo lasts 10 seconds (the page clock, no waiting).
  await page.getByLabel(`Select ${name}`).check();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove from class' }).click();
  await expect(undo).toBeVisible();
  await page.clock.runFor(9_000);
  await expect(undo).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(undo).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(25);

  // Moving asks for the class to move to (the server checks the teacher teaches both).
  await page.getByLabel(`Select ${FIRST[0]} ${LAST[0]}${tag}0`).check();
  await page.getByRole('button', { name: 'Move to another class' }).click();
  const move = page.getByRole('dialog', { name: 'Move 1 student to another class' });
  await expect(move.getByLabel('Class to move to')).toBeVisible();
  await expectNoAxeViolations(page);
  await move.getByRole('button', { name: 'Cancel' }).click();
  await expect(move).toBeHidden();
  await page.getByRole('button', { name: 'Clear selection' }).click();

  // Settings: rename, a new Access Code (the old one is refused), archive and restore.
  await tabs.getByRole('link', { name: 'Settings' }).click();
  await expect(tabs.getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shots('settings-1280'), fullPage: true });
  const renamed = `${title} B`;
  const details = page.getByRole('form', { name: 'Class details' });
  await details.getByLabel('Class name').fill(renamed);
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByRole('status')).toHaveText('Changes saved.');
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  await page.getByRole('button', { name: 'Make a new Access Code' }).click();
  const regenerate = page.getByRole('dialog', { name: 'Make a new Access Code?' });
  await expectNoAxeViolations(page);
  await regenerate.getByRole('button', { name: 'Make a new code' }).click();
  await expect(page.getByText(/^The new Access Code is [A-Z0-9]{5}\.$/)).toBeVisible();
  const newCode = (await page.getByTestId('settings-access-code').textContent())!.trim();
  expect(newCode).not.toBe(oldCode);
  await expect(page.getByTestId('access-code')).toHaveText(newCode);
  const student = await signedInPage(browser, 'student', DEMO.student);
  const refused = await student.request.post('/api/classroom/join_requests', {
    data: { code: oldCode },
    headers: { origin: new URL(student.url()).origin },
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain('This Access Code is not valid');
  await student.context().close();

  await page.getByRole('button', { name: 'Archive class' }).click();
  const archive = page.getByRole('dialog', { name: `Archive ${renamed}?` });
  await expectNoAxeViolations(page);
  await archive.getByRole('button', { name: 'Archive class' }).click();
  await expect(page.getByRole('note')).toContainText('This class is archived.');
  await page.goto('/teacher/classes');
  const archived = page.getByRole('region', { name: 'Archived classes' });
  await expect(page.getByTestId('class-card').filter({ hasText: renamed })).toHaveCount(0);
  await expect(archived.getByRole('link', { name: renamed })).toBeVisible();
  await expectNoAxeViolations(page);
  await archived.getByRole('button', { name: `Restore ${renamed}` }).click();
  await expect(page.getByText(`${renamed} is back in your classes.`)).toBeVisible();
  await expect(page.getByTestId('class-card').filter({ hasText: renamed })).toHaveCount(1);
  await page.screenshot({ path: shots('classes-1280'), fullPage: true });

  // Books & orders links to the class's Books tab.
  await page.goto('/teacher/books');
  await expect(page.getByRole('heading', { level: 1, name: 'Books & orders' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `Books of ${renamed}` }).click();
  await expect(page.getByRole('heading', { name: 'Books', exact: true })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Books', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.screenshot({ path: shots('books-1280'), fullPage: true });

  // At 375 px every screen fits; the table scrolls in its own region.
  await page.setViewportSize(VIEWPORTS.mobile);
  const classUrl = page.url().replace(/\/books$/, '');
  for (const [path, label] of [
    ['', 'students'],
    ['/books', 'books'],
    ['/settings', 'settings'],
  ] as const) {
    await page.goto(`${classUrl}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expectFitsWidth(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: shots(`${label}-375`), fullPage: true });
  }
  await page.goto(classUrl);
  await expect(table.getByRole('row')).toHaveCount(25);
  await openRowMenu(page, new RegExp(`^Actions for ${FIRST[0]} ${LAST[0]}${tag}0$`));
  await expectFitsWidth(page);
  await page.screenshot({ path: shots('menu-375') });
  await page.keyboard.press('Escape');
  for (const path of ['/teacher/classes', '/teacher/books']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsWidth(page);
    await page.screenshot({ path: shots(path.split('/')[2]! + '-375'), fullPage: true });
  }
});

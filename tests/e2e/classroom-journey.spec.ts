import { ADMIN_DESK } from '../../common/copy/admin-desk';
import type { Browser } from '@playwright/test';
import { DEMO, firstStudentSignIn, openAccountMenu, signIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/**
 * The teacher's classroom against the built server: the demo teacher creates a class, adds
 * three students and prints their codes; a new student signs in with a code and sets a
 * password; the student writes on an assigned activity; the teacher makes a book of it,
 * publishes it and the bookstore finds it by its code.
 */

const PASSWORD = 'LectioDemo1';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

test('a teacher creates a class, adds students, and publishes a book of their writing', async ({
  page,
  browser,
}) => {
  await signIn(page, 'teacher', DEMO.teacher);
  await page.goto('/teacher/classes');
  await expect(page.getByRole('heading', { level: 1, name: 'Your classes' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Create a class; the form names what is missing first.
  const form = page.getByRole('form', { name: 'Create a class' });
  await form.getByRole('button', { name: 'Create class' }).click();
  await expect(form.getByLabel('Class name')).toHaveAttribute('aria-invalid', 'true');
  const title = `Scripture ${unique()}`;
  await form.getByLabel('Class name').fill(title);
  await form.getByLabel('Grade level').selectOption('6');
  await form.getByLabel('Subject').fill('Religion');
  // A teacher who made a class before has their school remembered; this one enters another.
  if (await form.getByRole('button', { name: 'A different school' }).isVisible()) {
    await form.getByRole('button', { name: 'A different school' }).click();
  }
  await form.getByLabel('School name').fill('St. Brigid Catholic School');
  await form.getByLabel('Street address').fill('410 Orchard Street');
  await form.getByLabel('City').fill('Springfield');
  await form.getByLabel('ZIP / postal code').fill('62704');
  await form.getByLabel('State').selectOption({ label: 'Illinois' });
  await form.getByRole('button', { name: 'Create class' }).click();
  await expect(form.getByRole('status')).toContainText(`${title} is ready. Its Access Code is`);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('access-code')).toHaveText(/^[A-Z2-9]{5}$/);

  // Three students at once, pasted as a list; their codes are shown once, as printable cards.
  await page.getByLabel('Class list').fill(`Clare, Vance${unique()}\nPeter, Okoro\nLydia, Chen`);
  await page.getByRole('button', { name: 'Check the list' }).click();
  await expect(page.getByTestId('preview-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Add 3 students' }).click();
  const cards = page.getByTestId('login-cards');
  await expect(cards.getByTestId('login-code')).toHaveCount(3);
  const roster = page.getByRole('table', { name: 'Students' });
  await expect(roster.getByRole('row')).toHaveCount(4);
  await expectNoAxeViolations(page);
  const clareCard = cards.getByTestId('sign-in-card').filter({ hasText: 'Clare' });
  // Each code ends two weeks from now, as the card and the roster say.
  const inTwoWeeks = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(
    new Date(Date.now() + 14 * 86_400_000),
  );
  await expect(clareCard.getByTestId('login-code-expiry')).toHaveText(`Code expires ${inTwoWeeks}`);
  await expect(
    roster.getByRole('row').filter({ hasText: 'Clare' }).getByTestId('roster-code-expiry'),
  ).toContainText(`Code expires ${inTwoWeeks}`);
  // Removing (from the row's menu) asks first and says the student keeps their account and
  // writing; Cancel keeps them.
  const removeLydia = async () => {
    await page.getByRole('button', { name: 'Actions for Lydia Chen' }).click();
    await page.getByRole('menuitem', { name: 'Remove from class' }).click();
  };
  await removeLydia();
  const ask = page.getByRole('dialog', { name: 'Remove Lydia Chen from this class?' });
  await expect(ask).toContainText('keeps their account and their writing');
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(roster.getByRole('row')).toHaveCount(4);
  await removeLydia();
  await ask.getByRole('button', { name: 'Remove from class' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Lydia Chen was removed' }),
  ).toContainText('Lydia Chen was removed from the class.');
  await expect(roster.getByRole('row')).toHaveCount(3);

  const username = (await clareCard.locator('dd').nth(0).textContent()) ?? '';
  const code = (await clareCard.getByTestId('login-code').textContent()) ?? '';

  // The student signs in with the code and chooses a password.
  const student = await newPage(browser);
  await firstStudentSignIn(student, { username, code, password: 'walk-humbly' });

  // An activity from the library, assigned to the class; the student writes.
  const classId = new URL(page.url()).pathname.split('/').pop()!;
  const origin = new URL(page.url()).origin;
  const activity = await (
    await page.request.post('/api/activities/library/beatitudes/copy', {
      headers: { origin },
      data: {},
    })
  ).json();
  await page.request.post(`/api/activities/${activity.id}/assign`, {
    headers: { origin },
    data: { classIds: [classId], dueDate: null },
  });
  await student.goto(`/student/classes/${classId}/activities/${activity.id}`);
  await student
    .getByRole('textbox')
    .first()
    .fill('Blessed are the peacemakers, like my grandmother.');
  await expect(student.getByTestId('save-status')).toHaveText('Saved', { timeout: 5_000 });
  await student.context().close();

  // The teacher makes a book of it (the class's Books tab) and publishes it.
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Class sections' })
    .getByRole('link', { name: 'Books', exact: true })
    .click();
  const books = page.getByRole('form', { name: 'Create book' });
  const bookName = `Blessings ${unique()}`;
  await books.getByLabel('Book title').fill(bookName);
  await books.getByLabel(activity.title, { exact: true }).check();
  await books.getByLabel(/Clare Vance/).check();
  // Clare's work is not approved yet: the book takes all written work (approved is the default).
  await books.getByLabel('All written work, drafts included').check();
  await books.getByRole('button', { name: 'Create book' }).click();
  await expect(books.getByRole('status')).toHaveText('The book is ready to preview.');
  const card = page.locator(`[data-book="${bookName}"]`);
  await expect(card.getByTestId('book-state')).toHaveText('Not published');
  const preview = await page.request.get(
    (await card.getByRole('link', { name: `Preview ${bookName} (PDF)` }).getAttribute('href'))!,
  );
  expect(preview.headers()['content-type']).toBe('application/pdf');
  await card.getByRole('button', { name: `Publish ${bookName}` }).click();
  await expect(card.getByTestId('book-state')).toHaveText(/^Published with the code [A-Z2-9]{5}$/);
  const storeCode = ((await card.getByTestId('book-state').textContent()) ?? '').slice(-5);
  await expectNoAxeViolations(page);

  // Parents find it in the bookstore.
  await page.goto(`/store?code=${storeCode}`);
  await page.getByLabel('Book code').press('Enter');
  await page.waitForURL('**/store/checkout');
  await expect(page.getByRole('heading', { level: 1, name: bookName })).toBeVisible();
  await page.getByLabel("Find your child's writing").fill('cla');
  await expect(page.getByRole('button', { name: /^Add Clare V/ })).toBeVisible();
});

test('a platform admin finds a teacher, grants credits and can log in as them', async ({
  page,
}) => {
  // A teacher of this test's own, so the demo teacher's balance stays the store tests' business.
  const surname = `Okoye${unique()}`;
  const email = `ruth.${surname.toLowerCase()}@school.example`;
  const signUp = await page.request.post('/api/auth/signup', {
    data: {
      email,
      firstName: 'Ruth',
      lastName: surname,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      accountType: 'teacher',
    },
  });
  expect(signUp.status()).toBe(200);

  await signIn(page, 'teacher', DEMO.admin);
  // The platform's desks are in an administrator's account menu.
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Platform admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Platform admin' })).toBeVisible();
  const search = page.getByLabel('Find schools, teachers and students');
  await search.fill('a');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toHaveText('Type at least 2 characters');
  await search.fill(surname);
  await page.getByRole('button', { name: 'Search' }).click();
  const name = `Ruth ${surname}`;
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('0 credits');
  await expect(row.getByRole('link', { name: `Log in as ${name}` })).toHaveAttribute(
    'href',
    /^\/auth\/teacher\/login_as\?tid=/,
  );
  await expectNoAxeViolations(page);
  // Credits change on the teachers desk, found already, with a reason and a confirmation.
  await row.getByRole('link', { name: `Grant or take back credits: ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teachers' })).toBeVisible();
  const deskRow = page.getByRole('row').filter({ hasText: email });
  await expect(deskRow).toHaveCount(1);
  await deskRow.getByRole('button', { name: `Grant credits to ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Grant credits to ${name}?` });
  await dialog.getByLabel(ADMIN_DESK.credits.amount).fill('13');
  await dialog.getByLabel(ADMIN_DESK.credits.reason).fill('Welcome to the bookstore');
  await dialog.getByRole('button', { name: 'Grant 13 credits' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Granted.' })).toHaveText(
    `Granted. ${name} now has 13 credits.`,
  );
  await expect(deskRow.getByTestId('teacher-credits')).toHaveText('13');
});

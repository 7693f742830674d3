import type { Browser, Page } from '@playwright/test';
import { DASHBOARD_COPY } from '../../common/copy/overview';
import { confirmEmail, signUp, uniqueEmail } from '../support/accounts';
import { firstStudentSignIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { extractLink, readEmail } from '../support/mailbox';
import { completedOrder, fillUsAddress, payWith } from '../support/store-checkout';

/**
 * The whole classroom loop against the built server, with nothing from the demo data: a new
 * teacher signs up and confirms the email, creates a class and three students, prints their
 * codes and takes an activity from the starter library; a student signs in with a code, sets
 * a password and writes with autosave (one save made while the server is unreachable arrives
 * once it is back); the teacher, in a second browser context, sees the words appear within
 * 2 s, comments and approves; the teacher publishes a book; a parent signs up through the
 * teacher's invitation and buys that child's premium book in the bookstore with its code.
 */

const SAVE_AND_DELIVER_MS = 2_000;
const LIBRARY_ACTIVITY = 'Who Is My Neighbor? The Good Samaritan';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a term in one journey: sign-up, class, writing, live guidance, book and purchase', async ({
  page: teacher,
  browser,
}) => {
  test.setTimeout(120_000);

  // The teacher signs up and confirms the email, which signs them in.
  const teacherEmail = uniqueEmail('teacher');
  await signUp(teacher, 'teacher', {
    email: teacherEmail,
    password: 'teach-them-well',
    firstName: 'Helen',
    lastName: 'Byrne',
  });
  await confirmEmail(teacher, teacher.request, teacherEmail, 'teacher');
  // The new teacher's dashboard says what to do first, and leads to the classes page.
  await expect(teacher.getByText(DASHBOARD_COPY.noClassesTitle)).toBeVisible();
  await teacher.getByRole('link', { name: DASHBOARD_COPY.createClass }).click();
  await expect(teacher.getByRole('heading', { level: 1, name: 'Your classes' })).toBeVisible();
  await expect(teacher.getByText('No classes yet — create your first class')).toBeVisible();

  // A class with three students; their codes are printed.
  const form = teacher.getByRole('form', { name: 'Create a class' });
  const classTitle = `Grade 5 Religion ${unique()}`;
  await form.getByLabel('Class name').fill(classTitle);
  await form.getByLabel('Grade level').selectOption('5');
  await form.getByLabel('Subject').fill('Religion');
  await form.getByLabel('School name').fill('Holy Family School');
  await form.getByLabel('Street address').fill('12 Chapel Road');
  await form.getByLabel('City').fill('Dayton');
  await form.getByLabel('ZIP / postal code').fill('45402');
  await form.getByLabel('State').selectOption({ label: 'Ohio' });
  await form.getByRole('button', { name: 'Create class' }).click();
  await expect(form.getByRole('status')).toContainText(`${classTitle} is ready.`);
  await teacher.getByRole('link', { name: classTitle }).click();
  await expect(teacher.getByRole('heading', { level: 1, name: classTitle })).toBeVisible();
  const classUrl = teacher.url();
  const classId = new URL(classUrl).pathname.split('/').pop()!;

  await teacher.getByLabel('Class list').fill('Rose\tWhitfield\nDaniel\tOsei\nMarta\tLindqvist');
  await teacher.getByRole('button', { name: 'Check the list' }).click();
  await teacher.getByRole('button', { name: 'Add 3 students' }).click();
  const cards = teacher.getByTestId('login-cards');
  await expect(cards.getByTestId('login-code')).toHaveCount(3);
  await teacher.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await teacher.getByRole('button', { name: 'Print sign-in cards' }).click();
  await expect(teacher.locator('body')).toHaveAttribute('data-printed', 'yes');
  const roseCard = cards.getByTestId('sign-in-card').filter({ hasText: 'Rose' });
  const username = (await roseCard.locator('dd').nth(0).textContent()) ?? '';
  const code = (await roseCard.getByTestId('login-code').textContent()) ?? '';
  expect(username).not.toBe('');

  // An activity from the starter library, assigned to the class.
  await teacher.goto('/teacher/activities');
  await teacher
    .getByRole('list', { name: 'Starter library' })
    .getByRole('button', { name: `Use this activity: ${LIBRARY_ACTIVITY}` })
    .click();
  await expect(teacher).toHaveURL(/\/teacher\/activities\/[0-9a-f-]{36}$/);
  const activityId = new URL(teacher.url()).pathname.split('/').pop()!;
  await teacher.getByRole('button', { name: 'Assign to classes' }).click();
  const assign = teacher.getByRole('dialog', { name: 'Assign to classes' });
  await assign.getByRole('checkbox', { name: classTitle }).check();
  await assign.getByRole('button', { name: 'Save assignments' }).click();
  await expect(teacher.getByTestId('notice')).toHaveText('Assignments saved.');

  // The student signs in with the code, chooses a password and opens the activity.
  const student = await newPage(browser);
  await firstStudentSignIn(student, { username, code, password: 'love-thy-neighbor' });
  await student.getByRole('link', { name: `Write: ${LIBRARY_ACTIVITY}` }).click();
  const answer = student.getByRole('textbox').first();
  const status = student.getByTestId('save-status');
  await expect(status).toHaveText('Saved');

  // The teacher watches the class's work live.
  await teacher.goto(`/teacher/classes/${classId}/activities/${activityId}`);
  await expect(teacher.getByTestId('live-state')).toHaveText('Live');
  const work = teacher.locator('article[data-student="Rose Whitfield"]');
  await expect(work.getByTestId('work-status')).toHaveText('Not started');
  await expectNoAxeViolations(teacher);

  await answer.fill('A neighbor is the lady who brings soup when we are sick.');
  await expect(status).toHaveText('Saved', { timeout: 5_000 });
  await expect(work.getByTestId('work-answers')).toContainText('brings soup', {
    timeout: SAVE_AND_DELIVER_MS,
  });

  // The server is unreachable for a moment: the draft is kept and arrives once it is back.
  await student.route('**/api/projects/student/classes/**', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue(),
  );
  await answer.fill(
    'A neighbor is the lady who brings soup when we are sick. I can be one to the new boy.',
  );
  await expect(status).toHaveText('Offline, will retry', { timeout: 5_000 });
  await student.unroute('**/api/projects/student/classes/**');
  await expect(status).toHaveText('Saved', { timeout: 10_000 });
  await expect(work.getByTestId('work-answers')).toContainText('the new boy', {
    timeout: SAVE_AND_DELIVER_MS,
  });

  // The teacher comments and approves; the student sees the comment.
  await work.getByRole('link', { name: 'Review Rose Whitfield' }).click();
  await teacher.getByLabel('Comment', { exact: true }).fill('Yes! Go and do likewise.');
  await teacher.getByRole('button', { name: 'Send comment' }).click();
  await expect(teacher.getByText('Comment sent. The student sees it now.')).toBeVisible();
  await teacher.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(teacher.getByTestId('review-status')).toContainText('Approved');
  await student.reload();
  await expect(student.getByText('Yes! Go and do likewise.')).toBeVisible();

  // The student keeps their writing as a PDF from their area.
  await student.goto('/student');
  const pdfLink = student.getByRole('link', { name: 'Download all my writing (PDF)' });
  const pdf = await student.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await student.context().close();

  // The teacher invites Rose's parent and publishes the class's book.
  await teacher.goto(classUrl);
  const parentEmail = uniqueEmail('parent');
  await teacher.getByRole('button', { name: 'Actions for Rose Whitfield' }).click();
  await teacher.getByRole('menuitem', { name: 'Invite a parent' }).click();
  const invite = teacher.getByRole('dialog', { name: 'Invite a parent of Rose Whitfield' });
  await invite.getByLabel('Parent’s email for Rose Whitfield').fill(parentEmail);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText(`Invitation sent to ${parentEmail}.`)).toBeVisible();
  await invite.getByRole('button', { name: 'Close', exact: true }).first().click();
  await teacher
    .getByRole('navigation', { name: 'Class sections' })
    .getByRole('link', { name: 'Books', exact: true })
    .click();

  const books = teacher.getByRole('form', { name: 'Create book' });
  const bookName = `Good Neighbors ${unique()}`;
  await books.getByLabel('Book title').fill(bookName);
  await books.getByLabel(LIBRARY_ACTIVITY, { exact: true }).check();
  await books.getByLabel(/Rose Whitfield/).check();
  await books.getByRole('button', { name: 'Create book' }).click();
  await expect(books.getByRole('status')).toHaveText('The book is ready to preview.');
  const card = teacher.locator(`[data-book="${bookName}"]`);
  await card.getByRole('button', { name: `Publish ${bookName}` }).click();
  await expect(card.getByTestId('book-state')).toHaveText(/^Published with the code [A-Z2-9]{5}$/);
  const storeCode = ((await card.getByTestId('book-state').textContent()) ?? '').slice(-5);

  // The parent signs up through the invitation, confirms, and finds Rose's writing.
  const parent = await newPage(browser);
  const invitation = await readEmail(parent.request, parentEmail, {
    subject: "Follow Rose's writing on Lectio",
  });
  await signUp(parent, 'parent', {
    path: extractLink(invitation.text, '/auth/parent/signup'),
    email: parentEmail,
    password: 'our-daily-bread',
    firstName: 'Anne',
    lastName: 'Whitfield',
  });
  await confirmEmail(parent, parent.request, parentEmail, 'parent');
  await expect(parent.getByRole('heading', { name: 'Rose Whitfield', level: 2 })).toBeVisible();
  await expect(parent.getByText('I can be one to the new boy.')).toBeVisible();

  // …and buys her premium book with one click: the link names the code and Rose.
  await parent.getByRole('link', { name: `Order this book: ${bookName}` }).click();
  await expect(parent.getByLabel('Book code')).toHaveValue(storeCode);
  await parent.waitForURL('**/store/checkout');
  await expect(parent.getByRole('radio', { name: /Premium Book/ })).toBeChecked();
  await expect(parent.getByRole('button', { name: 'Remove Rose W.' })).toBeVisible();
  await parent.getByRole('button', { name: 'Next: Shipping' }).click();
  // Signed in, the parent's name and email are already there.
  await expect(parent.getByLabel('Email', { exact: true })).toHaveValue(parentEmail);
  await fillUsAddress(parent);
  await parent.getByRole('radio', { name: /Priority Mail/ }).check();
  await parent.getByRole('button', { name: 'Next: Payment' }).click();
  await payWith(parent, '4242 4242 4242 4242');
  await completedOrder(parent, parentEmail);
  await parent.context().close();

  // The teacher sees the order on the book.
  await teacher.reload();
  await expect(teacher.locator(`[data-book="${bookName}"]`)).toContainText('1 orders');
});

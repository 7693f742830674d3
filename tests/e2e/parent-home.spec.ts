import type { Browser, Page } from '@playwright/test';
import { FAMILY_HOME_COPY } from '../../common/copy/family-home';
import { STORE_PREVIEW_COPY } from '../../common/copy/store-preview';
import { LINK_CHILD_MESSAGES } from '../../common/family/messages';
import { confirmEmail, DEMO, signedInPage, signUp, uniqueEmail } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { VIEWPORTS, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { extractLink, readEmail } from '../support/mailbox';
import { completedOrder, fillDetails, fillUsAddress, payWith } from '../support/store-checkout';
import { assignTo, signedInNewStudent } from '../support/student-class';

/**
 * Issue 12, points 1, 2 and 4 (the parent half of journey 15): a parent finds their way in from
 * the site's 'Let's get started' modal and signs up without an invitation; the teacher invites
 * that address for two children; the parent links them with the codes from the emails (a
 * wrong code is refused in words), switches between them (kept in the URL), reads the shared
 * work with the teacher's comment as a page, and follows 'Order this book' into the store
 * with the book and the child chosen; previews her own Premium copy with her name on the cover
 * as typed, pays, and finds the order on the home. At 1280 and 375 px, axe on every screen.
 */

const VIEWER = STORE_PREVIEW_COPY.viewer;
const headersOf = (page: Page) => ({ origin: new URL(page.url()).origin });
const PASSWORD = 'our-daily-bread';
const COMMENT = 'You listened to the psalm with your whole heart.';

/** A class of the demo teacher's with two new children, and a Psalm 23 activity assigned. */
async function classOfTwo(teacher: Page, run: string) {
  const headers = headersOf(teacher);
  const created = await teacher.request.post('/api/classroom/classes', {
    headers,
    data: {
      title: `Family ${run}`,
      gradeLevel: '6',
      subject: 'Religion',
      school: {
        name: 'St. Brigid Catholic School',
        address_1: '410 Orchard Street',
        address_2: '',
        city: 'Springfield',
        zip: '62704',
        country_code: 'US',
        state_code: 'IL',
      },
    },
  });
  expect(created.status()).toBe(201);
  const classId = ((await created.json()) as { id: string }).id;
  const added = await teacher.request.post(`/api/classroom/classes/${classId}/students`, {
    headers,
    data: {
      students: [
        { firstName: 'Miriam', lastName: `Ortiz${run}` },
        { firstName: 'Jonah', lastName: `Ortiz${run}` },
      ],
    },
  });
  expect(added.status()).toBe(201);
  const { students } = (await added.json()) as {
    students: { id: string; username: string; loginCode: string }[];
  };
  const activity = await assignTo(teacher, classId, `The Good Shepherd ${run}`);
  return {
    classId,
    title: `Family ${run}`,
    miriam: students[0]!.id,
    miriamLogin: students[0]!,
    jonah: students[1]!.id,
    activity,
  };
}

/** Miriam's writing, commented on and approved by the teacher, in a published book. */
async function approvedWorkInABook(
  browser: Browser,
  teacher: Page,
  { classId, miriam, miriamLogin, jonah, activity }: Awaited<ReturnType<typeof classOfTwo>>,
  run: string,
) {
  const headers = headersOf(teacher);
  const student = await signedInNewStudent(browser, miriamLogin);
  const saved = await student.request.put(
    `/api/projects/student/classes/${classId}/activities/${activity.id}`,
    {
      headers,
      data: {
        answers: { [activity.questionIds[0]!]: '<p>The Lord is <strong>my</strong> shepherd.</p>' },
      },
    },
  );
  expect(saved.status()).toBe(200);
  const { projectId } = (await saved.json()) as { projectId: string };
  await student.context().close();
  const commented = await teacher.request.post(`/api/projects/${projectId}/comments`, {
    headers,
    data: { body: COMMENT },
  });
  expect(commented.ok()).toBe(true);
  const approved = await teacher.request.post(`/api/projects/${projectId}/status`, {
    headers,
    data: { status: 'approved' },
  });
  expect(approved.ok()).toBe(true);
  const bookName = `Psalms of ${run}`;
  const book = await teacher.request.post(`/api/publishing/classes/${classId}/books`, {
    headers,
    data: {
      name: bookName,
      type: 'story',
      activityIds: [activity.id],
      studentIds: [miriam, jonah],
    },
  });
  expect(book.status()).toBe(201);
  const { id: bookId } = (await book.json()) as { id: string };
  const published = await teacher.request.post(`/api/publishing/books/${bookId}/publish`, {
    headers,
    data: {},
  });
  expect(published.ok()).toBe(true);
  return { bookName };
}

/** The teacher invites the parent's address for a child; the code is the email link's `i`. */
async function invitationCode(teacher: Page, classId: string, studentId: string, email: string) {
  const invited = await teacher.request.post(
    `/api/classroom/classes/${classId}/students/${studentId}/parent_invitation`,
    { headers: headersOf(teacher), data: { email } },
  );
  expect(invited.status()).toBe(201);
  return invited;
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`a parent signs up from the site, links children with codes and reads their home at ${name} width`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const run = `${name}${Date.now().toString(36)}`;
    const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
    const family = await classOfTwo(teacher, run);
    const { bookName } = await approvedWorkInABook(browser, teacher, family, run);

    // The site's modal offers parents a way in, below the four spec choices.
    const page = await (await browser.newContext({ viewport })).newPage();
    await page.goto('/');
    if (name === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: "Let's get started" });
    await expect(dialog.getByRole('link', { name: "I'm a Teacher" })).toBeVisible();
    const parents = dialog.getByTestId('get-started-parents');
    await expect(parents).toContainText('Parent or guardian?');
    await expect(parents.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/parent',
    );
    await expectNoAxeViolations(page);
    await parents.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/auth\/parent\/signup$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your parent account');

    // The parent sign-in links to sign-up and explains invitation codes.
    await page.goto('/auth/parent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sign in to your parent account',
    );
    await expect(page.getByRole('link', { name: 'Not a member? Sign up now' })).toBeVisible();
    await page.getByText('Have an invitation code?').click();
    await expect(page.getByText(/enter the code under “Link a child”/)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);

    // Signed up without an invitation: the home teaches how to link a child.
    const email = uniqueEmail('ortiz');
    await signUp(page, 'parent', {
      email,
      password: PASSWORD,
      firstName: 'Ana',
      lastName: 'Ortiz',
    });
    await confirmEmail(page, page.request, email, 'parent');
    await expect(page.getByTestId('family-empty')).toContainText(
      'No children are linked to your account yet',
    );
    await expect(page.getByRole('heading', { name: 'Link a child' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);

    // The teacher invites this address for both children; the codes come by email.
    await invitationCode(teacher, family.classId, family.miriam, email);
    const first = await readEmail(page.request, email, {
      subject: "Follow Miriam's writing on Lectio",
    });
    const firstLink = new URL(extractLink(first.text, '/auth/parent/signup'), page.url());
    await invitationCode(teacher, family.classId, family.jonah, email);
    const second = await readEmail(page.request, email, {
      subject: "Follow Jonah's writing on Lectio",
    });
    const secondCode = new URL(
      extractLink(second.text, '/auth/parent/signup'),
      page.url(),
    ).searchParams.get('i')!;

    // A wrong code is refused in words, under the field, which takes focus.
    const field = page.getByLabel(FAMILY_HOME_COPY.link.label);
    await field.fill('not-the-code');
    await field.press('Enter');
    await expect(page.getByText(LINK_CHILD_MESSAGES.codeUnknown)).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // The whole link pasted works too; by keyboard alone.
    await field.fill(firstLink.toString());
    await field.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Miriam is now linked' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `Miriam Ortiz${run}` })).toBeVisible();
    await expect(page.getByTestId('child-card')).toContainText(family.title);
    await expect(page.getByTestId('child-card')).toContainText('with ');

    // The shared work reads as a page, with the teacher's comment.
    const piece = page.getByTestId('feed-piece').first();
    await expect(piece.getByRole('heading', { name: family.activity.title })).toBeVisible();
    await expect(piece.getByText('The Lord is my shepherd.')).toBeVisible();
    await expect(piece.locator('strong', { hasText: 'my' })).toBeVisible();
    await expect(piece.getByText(COMMENT)).toBeVisible();
    await expect(piece.locator('textarea')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Past orders' })).toBeVisible();
    await expect(page.getByText(FAMILY_HOME_COPY.orders.empty)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
    await page.screenshot({ path: `test-results/parent-home-${name}.png`, fullPage: true });

    // The second child, linked with the code typed; a switcher appears, kept in the URL.
    const linkField = page.getByLabel(FAMILY_HOME_COPY.link.label);
    await linkField.fill(secondCode);
    await page.getByRole('button', { name: 'Link child' }).click();
    // The new child is shown at once, and the news is announced.
    await expect(page.getByRole('status').filter({ hasText: 'Jonah is now linked' })).toBeVisible();
    await expect(page).toHaveURL(/\?child=/);
    await expect(page.getByRole('heading', { level: 2, name: `Jonah Ortiz${run}` })).toBeVisible();
    await expect(
      page.getByText(
        'No work shared yet — when Jonah’s teacher approves or returns writing, it appears here.',
      ),
    ).toBeVisible();
    const switcher = page.getByRole('navigation', { name: 'Your children' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: `Jonah Ortiz${run}` })).toBeVisible();
    await expect(switcher.getByRole('link', { name: 'Jonah' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);

    // Back to Miriam: 'Order this book' opens the store with the book and Miriam chosen.
    await switcher.getByRole('link', { name: 'Miriam' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Miriam Ortiz${run}` })).toBeVisible();
    await page.getByRole('link', { name: `Order this book: ${bookName}` }).click();
    await page.waitForURL('**/store/checkout');
    await expect(page.getByText(bookName).first()).toBeVisible();
    await expect(page.getByRole('radio', { name: /Premium Book/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Remove Miriam O.' })).toBeVisible();
    await expectFitsWidth(page);

    // Before paying: the preview of Miriam's own copy, her cover drawn with the name as typed.
    const preview = page.getByTestId('book-preview');
    await expect(
      preview.getByRole('heading', { name: VIEWER.premiumHeading('Miriam O.') }),
    ).toBeVisible();
    const cover = preview.getByRole('img', { name: VIEWER.coverAlt(bookName) });
    await expect(cover).toHaveAttribute('data-loaded', 'true');
    const firstCover = await cover.getAttribute('src');
    const nameField = page.getByLabel(STORE_PREVIEW_COPY.coverName.label('Miriam O.'));
    await expect(nameField).toHaveValue('Miriam O.');
    await nameField.fill(`Miriam Ortiz${run}`);
    await expect(cover).not.toHaveAttribute('src', firstCover ?? '');
    await expect(cover).toHaveAttribute('data-loaded', 'true');
    await expectNoAxeViolations(page);

    // Then she pays, and the order is on her home with its status.
    await page.getByRole('button', { name: 'Next: Shipping' }).click();
    await fillDetails(page, { firstName: 'Ana', lastName: 'Ortiz', email });
    await fillUsAddress(page);
    await page.getByRole('radio', { name: /Priority Mail/ }).check();
    await page.getByRole('button', { name: 'Next: Payment' }).click();
    await payWith(page, '4242 4242 4242 4242');
    const number = await completedOrder(page, email);
    await page.goto('/parent');
    const orders = page.getByRole('region', { name: FAMILY_HOME_COPY.orders.title });
    await expect(orders).toContainText(number);
    await expect(orders).toContainText(bookName);
    await expectFitsWidth(page);

    await page.context().close();
    await teacher.context().close();
  });
}

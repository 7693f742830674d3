import type { Page } from '@playwright/test';
import { ACADEMY_PATHS } from '../../common/academy/routes';
import {
  ACADEMY_AUTH_LABELS,
  ACADEMY_AUTH_MESSAGES,
  ACADEMY_AUTH_TITLES,
  ACADEMY_SIGNUP_DONE,
  GUARDIAN_CONSENT,
} from '../../common/copy/academy-auth';
import {
  AUTH_LABELS,
  CONFIRM_EMAIL,
  FORGOT_PASSWORD,
  RESET_PASSWORD,
} from '../../common/copy/auth';
import { MY_COURSES } from '../../common/copy/academy-learning';
import { ACADEMY_APP_COPY, COURSE_LIST_COPY } from '../../common/copy/academy-builder';
import { DEMO } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { VIEWPORTS, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { extractLink, readEmail } from '../support/mailbox';

// The Academy is the same server's second app, on its own port (tests/support/e2e-server.mjs).
const ACADEMY = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 10_000}`;
const at = (path: string) => `${ACADEMY}${path}`;

/** A date of birth `years` years before today (15 January, so no birthday is near). */
const bornYearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-15`;
const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.org`;

const PASSWORD = 'Lectio-Academy1';

/** Fills the participant sign-up form as a person does, up to the terms box. */
async function fillParticipantSignUp(
  page: Page,
  fields: { email: string; birthDate: string; guardian?: string },
) {
  await page.getByLabel(AUTH_LABELS.firstName).fill('Clare');
  await page.getByLabel(AUTH_LABELS.lastName).fill('Offreduccio');
  await page.getByLabel(AUTH_LABELS.email, { exact: true }).fill(fields.email);
  await page.getByLabel(ACADEMY_AUTH_LABELS.birthDate, { exact: true }).fill(fields.birthDate);
  if (fields.guardian) {
    await page.getByLabel(ACADEMY_AUTH_LABELS.guardianEmail).fill(fields.guardian);
  }
  await page.getByLabel(AUTH_LABELS.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(AUTH_LABELS.confirmPassword).fill(PASSWORD);
  await page.getByTestId('terms').locator('input').check();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(AUTH_LABELS.email).fill(email);
  await page.getByLabel(AUTH_LABELS.password).fill(password);
  await page.getByRole('button', { name: AUTH_LABELS.signIn }).click();
}

test.describe('Academy accounts (issue 13, point 2)', () => {
  test('a teen signs up, waits for a guardian, who consents; the teen then signs in to /learn', async ({
    page,
    request,
  }) => {
    const teen = uniqueEmail('teen');
    const guardian = uniqueEmail('guardian');
    await page.goto(at(ACADEMY_PATHS.participantSignUp));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      ACADEMY_AUTH_TITLES.signUp.participant,
    );
    // The guardian's field appears once the date of birth says 13 to 17.
    await expect(page.getByLabel(ACADEMY_AUTH_LABELS.guardianEmail)).toHaveCount(0);
    await fillParticipantSignUp(page, { email: teen, birthDate: bornYearsAgo(15), guardian });
    await page.getByRole('button', { name: AUTH_LABELS.signUp }).click();
    await expect(page.getByTestId('signup-success')).toContainText(
      ACADEMY_SIGNUP_DONE.waitingTitle,
    );
    // On to the sign-in page, which still says what is awaited.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      ACADEMY_AUTH_TITLES.signIn.participant,
    );
    await expect(
      page.getByRole('status').filter({ hasText: ACADEMY_SIGNUP_DONE.waitingTitle }),
    ).toBeVisible();

    // Signing in before consent says so, with a way forward.
    await signIn(page, teen, PASSWORD);
    await expect(page.getByRole('alert')).toContainText(ACADEMY_AUTH_MESSAGES.awaitingGuardian);
    await page.getByRole('button', { name: ACADEMY_AUTH_LABELS.resendToGuardian }).click();
    await expect(page.getByText(ACADEMY_AUTH_MESSAGES.guardianResent)).toBeVisible();

    // The guardian opens the link from their inbox, reads what they agree to, and consents.
    const consentMail = await readEmail(request, guardian);
    await page.goto(at(extractLink(consentMail.text, ACADEMY_PATHS.guardianConsent)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(GUARDIAN_CONSENT.title);
    await expect(page.getByText(GUARDIAN_CONSENT.intro('Clare', teen))).toBeVisible();
    await expect(page.getByRole('link', { name: /Terms of Use/ })).toHaveAttribute(
      'href',
      /\/home\/terms$/,
    );
    for (const width of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      await page.setViewportSize(width);
      await expectNoAxeViolations(page);
      await expectFitsWidth(page);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole('button', { name: GUARDIAN_CONSENT.consent }).click();
    await expect(page.getByRole('status')).toHaveText(GUARDIAN_CONSENT.done('Clare'));

    // The teen's email: the link confirms the address and signs in.
    const openMail = await readEmail(request, teen, { subject: 'account is open' });
    await page.goto(at(extractLink(openMail.text, ACADEMY_PATHS.confirmEmail)));
    await expect(page.getByText(CONFIRM_EMAIL.confirmed)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MY_COURSES.title, {
      timeout: 8000,
    });
    await expect(page).toHaveURL(at(ACADEMY_PATHS.participantArea));
    await expect(page.getByText(MY_COURSES.emptyTitle)).toBeVisible();
    for (const width of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      await page.setViewportSize(width);
      await expectNoAxeViolations(page);
      await expectFitsWidth(page);
    }

    // Who is signed in is in the account menu; log out there, and sign in again with the form.
    await page
      .getByRole('button', { name: ACADEMY_APP_COPY.accountMenu('Clare Offreduccio') })
      .click();
    await expect(page.getByText(teen)).toBeVisible();
    await page.getByRole('link', { name: ACADEMY_APP_COPY.logOut }).click();
    await expect(page).toHaveURL(at(ACADEMY_PATHS.home));
    await page.goto(at(ACADEMY_PATHS.participantSignIn));
    await signIn(page, teen, PASSWORD);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MY_COURSES.title);
    await expect(
      page.getByRole('button', { name: ACADEMY_APP_COPY.accountMenu('Clare Offreduccio') }),
    ).toBeVisible();
  });

  test('an under-13 is refused with the legal reason', async ({ page }) => {
    await page.goto(at(ACADEMY_PATHS.participantSignUp));
    // Said as soon as the date is entered, before the rest of the form is filled in…
    await page.getByLabel(ACADEMY_AUTH_LABELS.birthDate, { exact: true }).fill(bornYearsAgo(10));
    await expect(page.getByRole('alert')).toHaveText(ACADEMY_AUTH_MESSAGES.under13);
    // …and sending the whole form anyway creates nothing.
    await fillParticipantSignUp(page, { email: uniqueEmail('child'), birthDate: bornYearsAgo(10) });
    await page.getByRole('button', { name: AUTH_LABELS.signUp }).click();
    await expect(page.getByTestId('too-young')).toHaveText(ACADEMY_AUTH_MESSAGES.under13);
    await expect(page.getByTestId('signup-success')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      ACADEMY_AUTH_TITLES.signUp.participant,
    );
  });

  test('a Journals teacher signs in as an instructor with the same email and password', async ({
    page,
  }) => {
    await page.goto(at(ACADEMY_PATHS.instructorSignIn));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      ACADEMY_AUTH_TITLES.signIn.instructor,
    );
    await signIn(page, DEMO.teacher.email, DEMO.teacher.password);
    // The instructor's courses (the course builder), with who is signed in in the account menu.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE_LIST_COPY.title);
    await expect(page).toHaveURL(at(ACADEMY_PATHS.instructorArea));
    await page.getByRole('button', { name: /^Account: / }).click();
    await expect(page.getByText(DEMO.teacher.email)).toBeVisible();
    await expectNoAxeViolations(page);
    // Signed in on the Academy only: the Journals site's own cookie was never set.
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).toContain('ct');
    expect(names).not.toContain('t');
  });

  test('each account page links to its counterparts and home, and passes axe at 1280 and 375', async ({
    page,
  }) => {
    const pages: [string, string][] = [
      [ACADEMY_PATHS.instructorSignIn, ACADEMY_AUTH_TITLES.signIn.instructor],
      [ACADEMY_PATHS.participantSignIn, ACADEMY_AUTH_TITLES.signIn.participant],
      [ACADEMY_PATHS.instructorSignUp, ACADEMY_AUTH_TITLES.signUp.instructor],
      [ACADEMY_PATHS.participantSignUp, ACADEMY_AUTH_TITLES.signUp.participant],
      [ACADEMY_PATHS.forgotPassword, FORGOT_PASSWORD.title],
      [`${ACADEMY_PATHS.resetPassword}?c=not-a-real-code`, RESET_PASSWORD.title],
      [`${ACADEMY_PATHS.confirmEmail}?e=a%40example.org&c=not-a-real-code`, CONFIRM_EMAIL.title],
      [`${ACADEMY_PATHS.guardianConsent}?c=not-a-real-code`, GUARDIAN_CONSENT.title],
    ];
    // The confirm page moves on after a failure; the held clock keeps it on screen.
    await page.clock.install();
    for (const [path, title] of pages) {
      await page.goto(at(path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      for (const width of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
        await page.setViewportSize(width);
        await expectNoAxeViolations(page);
        await expectFitsWidth(page);
      }
      await page.setViewportSize(VIEWPORTS.desktop);
    }
    await expect(page.getByRole('alert')).toHaveText(ACADEMY_AUTH_MESSAGES.consentInvalid);

    // Sign-in ↔ sign-up, instructor ↔ participant, and the Academy home.
    await page.goto(at(ACADEMY_PATHS.instructorSignIn));
    await page.getByRole('link', { name: /Not a member\? Sign up now/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      ACADEMY_AUTH_TITLES.signUp.instructor,
    );
    await page.getByRole('link', { name: /Taking a course\?/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      ACADEMY_AUTH_TITLES.signUp.participant,
    );
    await page.getByRole('link', { name: /Already a member\? Sign in now/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      ACADEMY_AUTH_TITLES.signIn.participant,
    );
    await page.getByRole('link', { name: /Are you an instructor\?/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      ACADEMY_AUTH_TITLES.signIn.instructor,
    );
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(at(ACADEMY_PATHS.home));
  });
});

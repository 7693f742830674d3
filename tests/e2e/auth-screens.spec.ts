import { accountDetail, ARRIVAL_MS, logOut } from '../support/accounts';
import type { Page, Route } from '@playwright/test';
import { test, expect, expectNoAxeViolations, VIEWPORTS } from '../support/fixtures';

/**
 * Auth screens (SPEC §2.5, §2.6, §4, §5, §8, §9). The account calls are answered with
 * page.route() in the shapes of the accounts contract, so each screen's own behaviour (and
 * its timers, on the page clock) is tested apart from the server.
 */

const PASSWORD_MIN_5 = 'Min password length is 5 ';
const PASSWORD_MIN_6 = 'Min password length is 6 ';

const TEACHER: Record<string, unknown> = {
  id: 'u1',
  type: 'teacher',
  firstName: 'Clara',
  lastName: 'Mendes',
  email: 'clara@school.example',
  isPlatformAdmin: false,
};

type Answer = { status: number; body: unknown };
type Handler = (body: Record<string, unknown>, url: URL) => Answer;

interface MockState {
  calls: { name: string; body: Record<string, unknown>; url: URL }[];
}

/**
 * Answers /api/auth/* like the contract does for a visitor with no session, unless a handler
 * for that call name ('login', 'session', 'signup', …) is given.
 */
async function mockAuthApi(page: Page, handlers: Record<string, Handler> = {}): Promise<MockState> {
  const state: MockState = { calls: [] };
  await page.route('**/api/auth/**', async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const name = url.pathname.replace('/api/auth/', '');
    const body = (request.postDataJSON() ?? {}) as Record<string, unknown>;
    state.calls.push({ name, body, url });
    const handler = handlers[name];
    const answer: Answer = handler
      ? handler(body, url)
      : name === 'session'
        ? {
            status: 401,
            body: { errors: { session: 'Not signed in' }, hasSetPasswordToken: false },
          }
        : name === 'login' || name === 'student_go'
          ? {
              status: 401,
              body: { errors: { email: 'Your session has ended. Please sign in again.' } },
            }
          : { status: 404, body: { errors: { route: 'Not found' } } };
    await route.fulfill({ status: answer.status, json: answer.body });
  });
  await mockAreaHomes(page);
  return state;
}

/**
 * The role areas' homes read more than the session: the teacher's dashboard, the student's
 * home and everyone's notification bell. With a mocked session the real server would refuse
 * them (no cookie), so they answer as for a new account with nothing yet.
 */
async function mockAreaHomes(page: Page) {
  await page.route('**/api/classroom/dashboard', (route) =>
    route.fulfill({
      json: { classes: [], toReview: [], toReviewTotal: 0, upcoming: [], recent: [] },
    }),
  );
  await page.route('**/api/projects/student/home', (route) =>
    route.fulfill({
      json: { points: 0, dueSoon: [], returned: [], approved: [], classes: [] },
    }),
  );
  await page.route('**/api/notifications/**', (route) =>
    new URL(route.request().url()).pathname.includes('/live/')
      ? route.fulfill({ status: 204, body: '' })
      : route.fulfill({ json: { notifications: [], unread: 0, nextCursor: null } }),
  );
}

const signedIn =
  (account = TEACHER): Handler =>
  () => ({
    status: 200,
    body: { account, impersonating: false, hasSetPasswordToken: false },
  });

/** Installs the page clock paused, so time moves only through page.clock.runFor. */
async function pauseClock(page: Page) {
  const start = new Date('2026-03-02T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * The page reaches `url` within a few more milliseconds of its clock. Entering a role area
 * takes a zero-delay timer (React Router yields once before it loads a route module whose
 * clientLoader is split out, as the area layout's is), which a paused clock only runs when
 * moved on.
 */
async function expectUrlWithinTicks(page: Page, url: RegExp) {
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return page.url();
    })
    .toMatch(url);
}

const errorText = (page: Page, id: string) =>
  page.getByTestId(`${id}-error`).evaluate((node) => node.textContent);

test.describe('sign-in and sign-up screen (SPEC §2.5)', () => {
  test.beforeEach(async ({ page }) => {
    await mockAuthApi(page);
  });

  const signIn = [
    ['teacher', 'Sign in to Lectio'],
    ['parent', 'Sign in to your parent account'],
    ['student', 'Sign in to your student account'],
  ] as const;

  for (const [account, title] of signIn) {
    test(`${account} sign-in: title, header links, panel and card`, async ({ page }) => {
      await page.goto(`/auth/${account}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Lectio`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('link', { name: 'Not a member? Sign up now' })).toHaveAttribute(
        'href',
        `/auth/${account}/signup`,
      );
      await expect(page.getByText('Educating minds, preparing hearts')).toBeVisible();
      await expect(page.getByTestId('auth-shell')).toHaveAttribute('data-account', account);
      const card = page.getByRole('region', { name: 'Are you a student??' });
      if (account === 'student') {
        await expect(card).toHaveCount(0);
        await expect(page.getByLabel('Password / Login Code')).toBeVisible();
        // Google sign-in is not configured: no button and no 'Or' separator.
        await expect(page.getByTestId('google-sign-in')).toHaveCount(0);
        await expect(page.getByText('Or', { exact: true })).toHaveCount(0);
      } else {
        await expect(card.getByRole('link', { name: 'Login Here' })).toHaveAttribute(
          'href',
          '/auth/student',
        );
        await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
      }
    });
  }

  test('teacher and parent sign-up titles, subtitle and toggle back to sign-in', async ({
    page,
  }) => {
    await page.goto('/auth/teacher/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your teacher account');
    await expect(page.getByLabel('Secondary email (optional)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Already a member? Sign in now' })).toHaveAttribute(
      'href',
      '/auth/teacher',
    );
    await page.goto('/auth/parent/signup');
    await expect(page).toHaveTitle('Create your parent account | Lectio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your parent account');
    await expect(page.getByText("First up, let's get your parent account created")).toBeVisible();
    await expect(page.getByLabel('Secondary email (optional)')).toHaveCount(0);
    await page.getByRole('link', { name: 'Already a member? Sign in now' }).click();
    await expect(page).toHaveURL(/\/auth\/parent$/);
    await page.getByRole('link', { name: 'Login Here' }).click();
    await expect(page).toHaveURL(/\/auth\/student$/);
  });

  test('any other account redirects to /auth/teacher, other paths are not captured', async ({
    page,
  }) => {
    await page.goto('/auth/admin');
    await expect(page).toHaveURL(/\/auth\/teacher$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Lectio');
    await page.goto('/auth/nobody/signup');
    await expect(page).toHaveURL(/\/auth\/teacher$/);
    await page.goto('/auth/forgotPassword');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  });

  test('student sign-up explains that an adult sets up student accounts', async ({ page }) => {
    await page.goto('/auth/student/signup');
    await expect(
      page.getByText(/Students cannot sign up without an administrating adult/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to student sign in' })).toHaveAttribute(
      'href',
      '/auth/student',
    );
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });

  test('query params prefill the form and pass through the toggle link', async ({ page }) => {
    await page.goto(
      '/auth/parent/signup?email=ann%40home.example&firstName=Ann&lastName=Lee&i=QX7PL&app=%2Fstore',
    );
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ann@home.example');
    await expect(page.getByLabel('First name')).toHaveValue('Ann');
    await expect(page.getByLabel('Last name')).toHaveValue('Lee');
    const toggle = page.getByRole('link', { name: 'Already a member? Sign in now' });
    const href = new URL((await toggle.getAttribute('href')) ?? '', 'http://x');
    expect(href.pathname).toBe('/auth/parent');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      app: '/store',
      i: 'QX7PL',
      email: 'ann@home.example',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    await toggle.click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ann@home.example');
  });
});

test.describe('keyboard use', () => {
  test('sign-up is usable by keyboard, with visible focus and the honeypot skipped', async ({
    page,
  }) => {
    await mockAuthApi(page);
    await page.goto('/auth/teacher/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your teacher account');
    const visited: string[] = [];
    // Back, the toggle, six fields, the terms box and its two links, the button, Login Here.
    for (let step = 0; step < 13; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        return {
          key: element.id || element.textContent?.trim() || element.tagName,
          outline: getComputedStyle(element).outlineStyle,
        };
      });
      visited.push(focused.key);
      expect(focused.outline, `focus ring on ${focused.key}`).not.toBe('none');
    }
    expect(visited.slice(0, 9)).toEqual([
      'Back',
      'Already a member? Sign in now',
      'firstName',
      'lastName',
      'email',
      'secondEmail',
      'password',
      'confirmPassword',
      'terms',
    ]);
    expect(visited.slice(9)).toEqual([
      'Terms of Use (opens in a new tab)',
      'Privacy Policy (opens in a new tab)',
      'Create account',
      'Login Here',
    ]);
    expect(visited).not.toContain('website');
  });

  test('sign-in submits with Enter', async ({ page }) => {
    await mockAuthApi(page);
    await page.goto('/auth/teacher');
    await page.getByLabel('Email', { exact: true }).focus();
    await page.keyboard.type('clara@school.example');
    await page.keyboard.press('Tab');
    await page.keyboard.type('abc');
    await page.keyboard.press('Enter');
    expect(await errorText(page, 'password')).toBe(PASSWORD_MIN_5);
  });
});

test.describe('validation messages (SPEC §5)', () => {
  test.beforeEach(async ({ page }) => {
    await mockAuthApi(page);
  });

  test('sign-in: required, invalid, min 5, linked to the fields, revalidated on change', async ({
    page,
  }) => {
    await page.goto('/auth/teacher');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('email-error')).toHaveText('Email is required');
    await expect(page.getByTestId('password-error')).toHaveText('Password is required');
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-describedby', 'email-error');
    await email.fill('not-an-address');
    await expect(page.getByTestId('email-error')).toHaveText('Email is invalid');
    await page.getByLabel('Password', { exact: true }).fill('abcd');
    expect(await errorText(page, 'password')).toBe(PASSWORD_MIN_5);
    await email.fill('clara@school.example');
    await expect(page.getByTestId('email-error')).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('student sign-in accepts a username', async ({ page }) => {
    await page.goto('/auth/student');
    await page.getByLabel('Email or username').fill('lucas.m');
    await page.getByLabel('Password / Login Code').fill('abc');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('email-error')).toHaveCount(0);
    expect(await errorText(page, 'password')).toBe(PASSWORD_MIN_5);
  });

  test('sign-up: every message, and the terms box error state without a message', async ({
    page,
  }) => {
    await page.goto('/auth/teacher/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('firstName-error')).toHaveText('First name is required');
    await expect(page.getByTestId('lastName-error')).toHaveText('Last name is required');
    await expect(page.getByTestId('email-error')).toHaveText('Email is required');
    await expect(page.getByTestId('password-error')).toHaveText('Password is required');
    const terms = page.getByTestId('terms');
    await expect(terms).toHaveAttribute('data-invalid', 'true');
    await expect(page.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(terms.locator('[id$="-error"]')).toHaveCount(0);

    await page.getByLabel('First name').fill('Clara');
    await page.getByLabel('Last name').fill('Mendes');
    await page.getByLabel('Email', { exact: true }).fill('clara@school.example');
    await page.getByLabel('Secondary email (optional)').fill('clara-at-home');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    expect(await errorText(page, 'password')).toBe(PASSWORD_MIN_5);
    await expect(page.getByTestId('secondEmail-error')).toHaveText('Email is invalid');
    await page.getByLabel('Secondary email (optional)').fill('');
    await page.getByLabel('Password', { exact: true }).fill('lamp-unto-my-feet');
    await page.getByLabel('Confirm password').fill('lamp-unto-my-fee');
    await page.getByRole('checkbox').check();
    await expect(terms).toHaveAttribute('data-invalid', 'false');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('confirmPassword-error')).toHaveText('Passwords must match');
  });

  test('student set password: min 6 and matching', async ({ page }) => {
    await page.unroute('**/api/auth/**');
    await mockAuthApi(page, {
      session: () => ({
        status: 401,
        body: { errors: { session: 'Not signed in' }, hasSetPasswordToken: true },
      }),
    });
    await page.goto('/auth/student/setPassword');
    await page.getByLabel('New password').fill('abcde');
    await page.getByRole('button', { name: 'Save password' }).click();
    expect(await errorText(page, 'password')).toBe(PASSWORD_MIN_6);
    await page.getByLabel('New password').fill('abcdef');
    await page.getByLabel('Confirm password').fill('abcdeg');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByTestId('confirmPassword-error')).toHaveText('Passwords must match');
  });
});

test.describe('calls, server errors and redirects (SPEC §4, §8)', () => {
  test('sign-in: spinner while waiting, server error under the email field', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await mockAuthApi(page);
    await page.route('**/api/auth/login', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      if (!body.email) return route.fallback();
      await held;
      await route.fulfill({
        status: 401,
        json: { errors: { email: 'Invalid email or password' } },
      });
    });
    await page.goto('/auth/teacher');
    await page.getByLabel('Email', { exact: true }).fill('clara@school.example');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(page.getByRole('status').filter({ hasText: 'Please wait' })).toHaveCount(1);
    release();
    await expect(page.getByTestId('email-error')).toHaveText('Invalid email or password');
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  test('sign-in sends role 5 and app, then goes to url', async ({ page }) => {
    const api = await mockAuthApi(page, {
      login: (body) =>
        body.email ? { status: 200, body: { t: 'x', url: '/teacher' } } : { status: 401, body: {} },
      session: signedIn(),
    });
    await page.goto('/auth/teacher?app=%2Fteacher');
    await page.getByLabel('Email', { exact: true }).fill('clara@school.example');
    await page.getByLabel('Password', { exact: true }).fill('lamp-unto-my-feet');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/teacher$/);
    await expect(await accountDetail(page, 'area-name')).toContainText('Clara Mendes');
    const login = api.calls.find((call) => call.name === 'login' && call.body.email);
    expect(login?.body).toEqual({
      email: 'clara@school.example',
      password: 'lamp-unto-my-feet',
      role: 5,
      app: '/teacher',
    });
  });

  test('on load an existing session signs in at once; without one the page stays', async ({
    page,
  }) => {
    const api = await mockAuthApi(page);
    await page.goto('/auth/parent?app=%2Fparent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sign in to your parent account',
    );
    await expect.poll(() => api.calls.filter((call) => call.name === 'login').length).toBe(1);
    expect(api.calls.find((call) => call.name === 'login')?.body).toEqual({ app: '/parent' });
    await expect(page).toHaveURL(/\/auth\/parent\?app=/);

    await page.unroute('**/api/auth/**');
    await mockAuthApi(page, {
      login: (body) =>
        body.email ? { status: 401, body: {} } : { status: 200, body: { t: 'x', url: '/teacher' } },
      session: signedIn(),
    });
    await page.goto('/auth/teacher');
    await expect(page).toHaveURL(/\/teacher$/);
    await expect(await accountDetail(page, 'area-type')).toHaveText('Teacher');
  });

  test('sign-up: JSON-string errors show their first value under email', async ({ page }) => {
    await mockAuthApi(page, {
      signup: () => ({
        status: 400,
        body: {
          errors: JSON.stringify({ email: 'Email is invalid', password: 'Password is required' }),
        },
      }),
    });
    await page.goto('/auth/teacher/signup');
    await page.getByLabel('First name').fill('Clara');
    await page.getByLabel('Last name').fill('Mendes');
    await page.getByLabel('Email', { exact: true }).fill('clara@school.example');
    await page.getByLabel('Password', { exact: true }).fill('lamp-unto-my-feet');
    await page.getByLabel('Confirm password').fill('lamp-unto-my-feet');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('email-error')).toHaveText('Email is invalid');
  });

  test('sign-up: sends the payload, shows a note and goes to url after 3.5 s', async ({ page }) => {
    await pauseClock(page);
    const api = await mockAuthApi(page, {
      signup: () => ({ status: 200, body: { url: '/auth/teacher?checkEmail=1' } }),
    });
    await page.goto('/auth/teacher/signup?i=QX7PL&app=%2Fteacher');
    await page.evaluate(() => window.sessionStorage.setItem('r', 'parish-news'));
    // The honeypot is out of sight, out of the tab order and hidden from assistive technology.
    const honeypot = page.locator('#website');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(page.locator('div[aria-hidden="true"]').filter({ has: honeypot })).toHaveCount(1);
    await page.getByLabel('First name').fill('Clara');
    await page.getByLabel('Last name').fill('Mendes');
    await page.getByLabel('Email', { exact: true }).fill('clara@school.example');
    await page.getByLabel('Secondary email (optional)').fill('clara@home.example');
    await page.getByLabel('Password', { exact: true }).fill('lamp-unto-my-feet');
    await page.getByLabel('Confirm password').fill('lamp-unto-my-feet');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('signup-success')).toBeVisible();
    expect(api.calls.find((call) => call.name === 'signup')?.body).toEqual({
      firstName: 'Clara',
      lastName: 'Mendes',
      email: 'clara@school.example',
      secondEmail: 'clara@home.example',
      password: 'lamp-unto-my-feet',
      confirmPassword: 'lamp-unto-my-feet',
      website: '',
      accountType: 'teacher',
      role: 5,
      i: 'QX7PL',
      app: '/teacher',
      r: 'parish-news',
    });
    await page.clock.runFor(3499);
    await expect(page).toHaveURL(/\/auth\/teacher\/signup/);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/auth\/teacher\?checkEmail=1$/);
    await expect(page.getByText(/Please open the confirmation link/)).toBeVisible();
  });

  test('forgot password: the Check your inbox modal with Close to /', async ({ page }) => {
    const api = await mockAuthApi(page, {
      forgot: () => ({ status: 200, body: { message: 'If an account exists…' } }),
    });
    await page.goto('/auth/forgotPassword');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByTestId('email-error')).toHaveText('Email is required');
    await page.getByLabel('Email', { exact: true }).fill('clara@school.example');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check your inbox' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "It can take a few minutes to arrive. Don't forget to check the spam folder",
    );
    await expect(dialog.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/');
    expect(api.calls.find((call) => call.name === 'forgot')?.body).toEqual({
      email: 'clara@school.example',
    });
  });

  test('forgot password, student variant: accepts a username, calls forgot?student=true', async ({
    page,
  }) => {
    const api = await mockAuthApi(page, { forgot: () => ({ status: 200, body: {} }) });
    await page.goto('/auth/forgotPassword?student=true');
    await page.getByLabel('Email or username').fill('lucas.m');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('dialog', { name: 'Check your inbox' })).toBeVisible();
    const call = api.calls.find((entry) => entry.name === 'forgot');
    expect(call?.url.searchParams.get('student')).toBe('true');
  });

  test('teacher reset password: Submit sends c and goes to url', async ({ page }) => {
    const api = await mockAuthApi(page, {
      teacher_set_password: () => ({ status: 200, body: { t: 'x', url: '/teacher' } }),
      session: signedIn(),
    });
    await page.goto('/auth/reset_password?c=abc123');
    await page.getByLabel('New password').fill('abcd');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await errorText(page, 'password')).toBe(PASSWORD_MIN_5);
    await page.getByLabel('New password').fill('a-new-psalm');
    await page.getByLabel('Confirm password').fill('a-new-psalm');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/teacher$/);
    expect(api.calls.find((call) => call.name === 'teacher_set_password')?.body).toEqual({
      c: 'abc123',
      password: 'a-new-psalm',
      confirmPassword: 'a-new-psalm',
    });
  });

  test('teacher reset password: a bad code shows the server error', async ({ page }) => {
    await mockAuthApi(page, {
      teacher_set_password: () => ({
        status: 400,
        body: { errors: { c: 'This reset link is invalid or has expired.' } },
      }),
    });
    await page.goto('/auth/reset_password?c=used');
    await page.getByLabel('New password').fill('a-new-psalm');
    await page.getByLabel('Confirm password').fill('a-new-psalm');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');
  });

  test('student set password: without a set token it goes to /auth/student', async ({ page }) => {
    await mockAuthApi(page);
    await page.goto('/auth/student/setPassword');
    await expect(page).toHaveURL(/\/auth\/student$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sign in to your student account',
    );
  });

  test('student set password: server errors under confirm password, success to url', async ({
    page,
  }) => {
    let attempt = 0;
    await mockAuthApi(page, {
      session: () => ({
        status: 401,
        body: { errors: { session: 'Not signed in' }, hasSetPasswordToken: true },
      }),
      student_set_password: () => {
        attempt += 1;
        return attempt === 1
          ? { status: 401, body: { errors: { set: 'Your set-password link has expired.' } } }
          : { status: 200, body: { st: 'y', url: '/auth/forgotPassword?student=true' } };
      },
    });
    await page.goto('/auth/student/setPassword');
    await page.getByLabel('New password').fill('morning-star');
    await page.getByLabel('Confirm password').fill('morning-star');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByTestId('confirmPassword-error')).toHaveText(
      'Your set-password link has expired.',
    );
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(/\/auth\/forgotPassword\?student=true$/);
  });
});

test.describe('confirm email (SPEC §2.6, §8, §9)', () => {
  test("'loading...', the message, 'redirecting you in 3s', then url after 3 s", async ({
    page,
  }) => {
    await pauseClock(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = await mockAuthApi(page, { session: signedIn() });
    await page.route('**/api/auth/confirm_email', async (route) => {
      await held;
      await route.fulfill({
        json: { t: 'x', url: '/teacher', message: 'Your email address is confirmed.' },
      });
    });
    await page.goto('/auth/confirm_email?e=clara%40school.example&c=k3y');
    await expect(page.getByText('loading...')).toBeVisible();
    release();
    await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
    await expect(page.getByText('redirecting you in 3s')).toBeVisible();
    await page.clock.runFor(2999);
    await expect(page).toHaveURL(/\/auth\/confirm_email/);
    await page.clock.runFor(1);
    await expectUrlWithinTicks(page, /\/teacher$/);
    // The area page then asks who is signed in.
    await expect.poll(() => api.calls.map((call) => call.name)).toContain('session');
  });

  test('the error, a sad face, the login-service note, then /auth/student after 1.5 s', async ({
    page,
  }) => {
    await pauseClock(page);
    await mockAuthApi(page, {
      confirm_email: () => ({
        status: 400,
        body: { errors: { c: 'This confirmation link is invalid or has expired.' } },
      }),
    });
    await page.goto('/auth/confirm_email?e=clara%40school.example&c=old');
    await expect(page.getByTestId('confirm-error')).toHaveText(
      'This confirmation link is invalid or has expired. :(',
    );
    await expect(page.getByText('You are being redirected to the login service...')).toBeVisible();
    await page.clock.runFor(1499);
    await expect(page).toHaveURL(/\/auth\/confirm_email/);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/auth\/student$/);
  });
});

test.describe('logout (SPEC §2.6, §4, §9)', () => {
  test("'Logging out ...', calls logout every 500 ms until the session is gone, then /", async ({
    page,
  }) => {
    await pauseClock(page);
    let sessionChecks = 0;
    const api = await mockAuthApi(page, {
      logout: () => ({ status: 200, body: { restored: false, url: '/' } }),
      // The first check still finds a session (another tab signed in again), the second none.
      // The student-session look-up before logout (drafts' last save) finds no student.
      session: (_body, url) => {
        if (url.searchParams.has('student')) {
          return {
            status: 401,
            body: { errors: { session: 'Not signed in' }, hasSetPasswordToken: false },
          };
        }
        sessionChecks += 1;
        return sessionChecks === 1
          ? signedIn()({}, new URL('http://x'))
          : {
              status: 401,
              body: { errors: { session: 'Not signed in' }, hasSetPasswordToken: false },
            };
      },
    });
    await page.goto('/auth/logout');
    await expect(page.getByText('Logging out ...')).toBeVisible();
    await expect.poll(() => sessionChecks).toBe(1);
    expect(api.calls.filter((call) => call.name === 'logout')).toHaveLength(1);
    await page.clock.runFor(499);
    expect(api.calls.filter((call) => call.name === 'logout')).toHaveLength(1);
    await page.clock.runFor(1);
    await expect.poll(() => api.calls.filter((call) => call.name === 'logout').length).toBe(2);
    await expect(page).toHaveURL(/\/$/);
  });

  test('after impersonation the restored session signs in again and goes to its url', async ({
    page,
  }) => {
    const api = await mockAuthApi(page, {
      logout: () => ({ status: 200, body: { restored: true, url: '/teacher' } }),
      login: (body) =>
        body.email ? { status: 401, body: {} } : { status: 200, body: { t: 'x', url: '/teacher' } },
      session: signedIn(),
    });
    await page.goto('/auth/logout');
    // Entering the teacher's area from a cold page loads the area's route modules first (the
    // router keeps "Logging out ..." on screen until they arrive): on a loaded two-core CI
    // machine, longer than the default 5 s, as for every first arrival in an area.
    await expect(page).toHaveURL(/\/teacher$/, { timeout: ARRIVAL_MS });
    await expect(await accountDetail(page, 'area-name')).toContainText('Clara Mendes');
    expect(api.calls.find((call) => call.name === 'login')?.body).toEqual({});
  });

  test('student logout calls logout?student=true and goes to /auth/student', async ({ page }) => {
    const api = await mockAuthApi(page, {
      logout: () => ({ status: 200, body: { url: '/auth/student' } }),
    });
    await page.goto('/auth/student/logout');
    await expect(page).toHaveURL(/\/auth\/student$/);
    const call = api.calls.find((entry) => entry.name === 'logout');
    expect(call?.url.searchParams.get('student')).toBe('true');
  });
});

test.describe('impersonation, session loading and role areas (SPEC §2.6)', () => {
  test('login_as without a session goes to /auth/teacher', async ({ page }) => {
    await mockAuthApi(page);
    await page.goto('/auth/teacher/login_as?tid=t2');
    await expect(page).toHaveURL(/\/auth\/teacher$/);
  });

  test('login_as with a session calls login_as with tid and goes to url', async ({ page }) => {
    const api = await mockAuthApi(page, {
      session: signedIn(),
      login_as: () => ({ status: 200, body: { t: 'x', at: 'y', url: '/teacher' } }),
    });
    await page.goto('/auth/teacher/login_as?tid=t2');
    await expect(page).toHaveURL(/\/teacher$/);
    expect(api.calls.find((call) => call.name === 'login_as')?.body).toEqual({ tid: 't2' });
  });

  test('student login_as shows the server error', async ({ page }) => {
    await mockAuthApi(page, {
      session: signedIn(),
      login_as_student: () => ({
        status: 403,
        body: { errors: { sid: 'You can only open accounts of your own students.' } },
      }),
    });
    await page.goto('/auth/student/login_as?sid=s9');
    await expect(page.getByRole('alert')).toHaveText(
      'You can only open accounts of your own students.',
    );
  });

  test('student go: without a student session to /auth/student, else student_go to url', async ({
    page,
  }) => {
    await mockAuthApi(page);
    await page.goto('/auth/student/go');
    await expect(page).toHaveURL(/\/auth\/student$/);

    await page.unroute('**/api/auth/**');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const student = { ...TEACHER, id: 's1', type: 'student', firstName: 'Lucas', email: null };
    const api = await mockAuthApi(page, { session: signedIn(student) });
    await page.route('**/api/auth/student_go', async (route) => {
      await held;
      await route.fulfill({ json: { st: 'z', url: '/student' } });
    });
    await page.goto('/auth/student/go?sid=s1&message=Opening%20your%20journal');
    await expect(page.getByText('Loading ...')).toBeVisible();
    await expect(page.getByText('Opening your journal')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/student$/);
    await expect(await accountDetail(page, 'area-type')).toHaveText('Student');
    await expect(page.getByRole('link', { name: 'Log out' })).toHaveAttribute(
      'href',
      '/auth/student/logout',
    );
    expect(api.calls.find((call) => call.name === 'session')?.url.searchParams.get('student')).toBe(
      'true',
    );
  });

  for (const area of ['teacher', 'parent', 'student'] as const) {
    test(`/${area} without a session goes to /auth/${area}`, async ({ page }) => {
      await mockAuthApi(page);
      await page.goto(`/${area}`);
      await expect(page).toHaveURL(new RegExp(`/auth/${area}$`));
    });
  }

  test('the parent area shows who is signed in, the account type and Log out', async ({ page }) => {
    const parent = { ...TEACHER, id: 'p1', type: 'parent', firstName: 'Ruth', lastName: 'Okafor' };
    let loggedOut = false;
    await mockAuthApi(page, {
      session: (body, url) =>
        loggedOut
          ? {
              status: 401,
              body: { errors: { session: 'Not signed in' }, hasSetPasswordToken: false },
            }
          : signedIn(parent)(body, url),
      logout: () => {
        loggedOut = true;
        return { status: 200, body: { restored: false, url: '/' } };
      },
    });
    await page.goto('/parent');
    await expect(page).toHaveTitle('Parent area | Lectio');
    await expect(await accountDetail(page, 'area-name')).toContainText('Ruth Okafor');
    await expect(await accountDetail(page, 'area-type')).toHaveText('Parent');
    await logOut(page);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('accessibility of every auth page (axe at 1280 and 375 px)', () => {
  const pages: [string, string][] = [
    ['/auth/teacher', 'Sign in to Lectio'],
    ['/auth/parent', 'Sign in to your parent account'],
    ['/auth/student', 'Sign in to your student account'],
    ['/auth/teacher/signup', 'Create your teacher account'],
    ['/auth/parent/signup', 'Create your parent account'],
    ['/auth/student/signup', 'Students join through their class'],
    ['/auth/forgotPassword', 'Forgot your password?'],
    ['/auth/reset_password?c=abc', 'Choose a new password'],
    ['/auth/student/setPassword', 'Set your password'],
    ['/auth/confirm_email?e=a%40b.co&c=bad', 'Confirming your email'],
    ['/auth/teacher/login_as?tid=t2', 'Switching account'],
    ['/teacher', 'Dashboard'],
  ];
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`no violations at ${width} px`, async ({ page }) => {
      // Twelve pages, each analysed by axe: about 2 s a page on a quiet machine.
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await mockAuthApi(page, {
        session: (_body, url) =>
          url.searchParams.get('student') === 'true'
            ? {
                status: 401,
                body: { errors: { session: 'Not signed in' }, hasSetPasswordToken: true },
              }
            : signedIn()({}, url),
        confirm_email: () => ({
          status: 400,
          body: { errors: { c: 'This confirmation link is invalid or has expired.' } },
        }),
        login_as: () => ({
          status: 403,
          body: { errors: { tid: 'You cannot open that account.' } },
        }),
      });
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        if (path.startsWith('/auth/confirm_email')) {
          await expect(page.getByTestId('confirm-error')).toBeVisible();
        }
        if (path === '/auth/forgotPassword' || path.startsWith('/auth/teacher/signup')) {
          await page.getByRole('button').last().click();
        }
        await expectNoAxeViolations(page);
      }
    });
  }
});

const MARIA = {
  id: 's-maria',
  firstName: 'Maria',
  lastName: 'Garcia',
  username: 'maria.g',
  className: 'Theology 7A',
};

/** Answers the role-area lists (outside /api/auth) with the given students. */
async function mockStudentLists(
  page: Page,
  lists: { teacher?: unknown[]; parent?: unknown[] } = {},
): Promise<void> {
  await page.route('**/api/roster/students', (route) =>
    route.fulfill({ json: lists.teacher ?? [] }),
  );
  await page.route('**/api/roster/children', (route) =>
    route.fulfill({ json: lists.parent ?? [] }),
  );
}

const invitationFound: Handler = () => ({
  status: 200,
  body: { className: 'Theology 7A', teacherName: 'Clara Mendes' },
});
const invitationMissing: Handler = () => ({
  status: 404,
  body: { errors: { i: 'This invitation code is not valid.' } },
});

test.describe('student sign-up with a class invitation (SPEC §2.5, §4, §5)', () => {
  test('a valid code shows the class and teacher, posts student_signup, goes to url after 3.5 s', async ({
    page,
  }) => {
    await pauseClock(page);
    const student = { ...TEACHER, id: 's1', type: 'student', firstName: 'Noah', email: null };
    const api = await mockAuthApi(page, {
      invitation: invitationFound,
      student_signup: () => ({ status: 200, body: { st: 'z', url: '/student' } }),
      session: signedIn(student),
    });
    await page.goto('/auth/student/signup?i=JOIN-7A-2026');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Theology 7A');
    await expect(page.getByText(/Clara Mendes invited you to this class/)).toBeVisible();
    expect(api.calls.find((call) => call.name === 'invitation')?.url.searchParams.get('i')).toBe(
      'JOIN-7A-2026',
    );
    // Students join through a teacher: no age claim and no secondary email.
    await expect(page.getByTestId('terms')).not.toContainText('years old');
    await expect(page.getByLabel('Secondary email (optional)')).toHaveCount(0);
    await page.getByLabel('First name').fill('Noah');
    await page.getByLabel('Last name').fill('Bell');
    await page.getByLabel('Email', { exact: true }).fill('noah@school.example');
    await page.getByLabel('Password', { exact: true }).fill('mustard-seed');
    await page.getByLabel('Confirm password').fill('mustard-seed');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('terms')).toHaveAttribute('data-invalid', 'true');
    expect(api.calls.filter((call) => call.name === 'student_signup')).toHaveLength(0);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('signup-success')).toContainText('Welcome to the class!');
    expect(api.calls.find((call) => call.name === 'student_signup')?.body).toEqual({
      firstName: 'Noah',
      lastName: 'Bell',
      email: 'noah@school.example',
      password: 'mustard-seed',
      confirmPassword: 'mustard-seed',
      website: '',
      role: 5,
      i: 'JOIN-7A-2026',
    });
    expect(api.calls.some((call) => call.name === 'signup')).toBe(false);
    await page.clock.runFor(3499);
    await expect(page).toHaveURL(/\/auth\/student\/signup\?i=/);
    await page.clock.runFor(1);
    await expectUrlWithinTicks(page, /\/student$/);
  });

  test('a server error shows under the email field', async ({ page }) => {
    await mockAuthApi(page, {
      invitation: invitationFound,
      student_signup: () => ({
        status: 400,
        body: { errors: { email: 'An account with this email already exists.' } },
      }),
    });
    await page.goto('/auth/student/signup?i=JOIN-7A-2026');
    await page.getByLabel('First name').fill('Noah');
    await page.getByLabel('Last name').fill('Bell');
    await page.getByLabel('Email', { exact: true }).fill('noah@school.example');
    await page.getByLabel('Password', { exact: true }).fill('mustard-seed');
    await page.getByLabel('Confirm password').fill('mustard-seed');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('email-error')).toHaveText(
      'An account with this email already exists.',
    );
  });

  test('an unknown code says so and keeps the explanation; no code asks nothing', async ({
    page,
  }) => {
    const api = await mockAuthApi(page, { invitation: invitationMissing });
    await page.goto('/auth/student/signup?i=NOPE-0000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Students join through their class',
    );
    await expect(page.getByTestId('invite-invalid')).toHaveText(
      /could not find a class with that invitation code/,
    );
    await expect(page.getByTestId('student-signup-notice')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);

    await page.goto('/auth/student/signup');
    await expect(page.getByTestId('student-signup-notice')).toBeVisible();
    await expect(page.getByTestId('invite-invalid')).toHaveCount(0);
    expect(api.calls.filter((call) => call.name === 'invitation')).toHaveLength(1);
  });
});

test.describe('Google sign-in for students (SPEC §2.5, §8)', () => {
  test('without a client id: no Google script, no button and no Or separator', async ({ page }) => {
    const google: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('accounts.google.com')) google.push(request.url());
    });
    await mockAuthApi(page);
    await page.goto('/auth/student?code=QX7PL');
    await expect(page.getByLabel('Password / Login Code')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Sign in with Google' })).toHaveCount(0);
    await expect(page.getByText('Or', { exact: true })).toHaveCount(0);
    await expect(page.locator('script[src*="accounts.google.com"]')).toHaveCount(0);
    expect(google).toEqual([]);
  });
});

test.describe('student reset link (/auth/student/setPassword?c=)', () => {
  test('a bad code shows the error and a link to ask for a new one', async ({ page }) => {
    const api = await mockAuthApi(page, {
      student_reset_code: () => ({
        status: 400,
        body: { errors: { c: 'This reset link is invalid or has expired.' } },
      }),
    });
    await page.goto('/auth/student/setPassword?c=used-code');
    await expect(page.getByTestId('reset-code-error')).toHaveText(
      'This reset link is invalid or has expired.',
    );
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/auth/forgotPassword?student=true',
    );
    await expect(page.getByLabel('New password')).toHaveCount(0);
    expect(api.calls.find((call) => call.name === 'student_reset_code')?.body).toEqual({
      c: 'used-code',
    });
    await page.getByRole('link', { name: 'Request a new reset link' }).click();
    await expect(page.getByLabel('Email or username')).toBeVisible();
  });

  test('a good code is exchanged first, dropped from the address, then the form shows', async ({
    page,
  }) => {
    let exchanged = false;
    const api = await mockAuthApi(page, {
      student_reset_code: () => {
        exchanged = true;
        return { status: 200, body: { url: '/auth/student/setPassword' } };
      },
      session: () => ({
        status: 401,
        body: { errors: { session: 'Not signed in' }, hasSetPasswordToken: exchanged },
      }),
    });
    await page.goto('/auth/student/setPassword?c=fresh-code');
    await expect(page.getByLabel('New password')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/student\/setPassword$/);
    const names = api.calls.map((call) => call.name);
    expect(names.indexOf('student_reset_code')).toBeLessThan(names.indexOf('session'));
  });
});

// A teacher's students, with 'Log in as', are on each class page (class-roster.spec.ts).
test.describe('role areas list children', () => {
  test('an empty list says so, for parents too', async ({ page }) => {
    const parent = { ...TEACHER, id: 'p1', type: 'parent', firstName: 'Ruth' };
    await mockAuthApi(page, { session: signedIn(parent) });
    await mockStudentLists(page);
    // The parent's home (issue 12) reads its own list, and says how to link a child.
    await page.route('**/api/family/children', (route) =>
      route.fulfill({ json: { children: [] } }),
    );
    await page.route('**/api/orders/mine', (route) => route.fulfill({ json: { orders: [] } }));
    await page.goto('/parent');
    await expect(page.getByText('Your children', { exact: true })).toBeVisible();
    await expect(page.getByTestId('family-empty')).toContainText(
      'No children are linked to your account yet',
    );
    await expect(page.getByRole('heading', { name: 'Link a child' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Log in as/ })).toHaveCount(0);
  });

  test('the student area shows no list; logging out of a viewed student returns to the teacher', async ({
    page,
  }) => {
    const student = { ...TEACHER, id: 's-maria', type: 'student', firstName: 'Maria', email: null };
    let studentSession = true;
    await mockAuthApi(page, {
      session: (_body, url) =>
        url.searchParams.get('student') === 'true'
          ? studentSession
            ? { status: 200, body: { account: student, impersonating: true } }
            : { status: 401, body: { errors: { session: 'Not signed in' } } }
          : signedIn()({}, url),
      logout: () => {
        studentSession = false;
        return { status: 200, body: { url: '/auth/student' } };
      },
    });
    await mockStudentLists(page, { teacher: [MARIA] });
    await page.goto('/student');
    await expect(page.getByRole('note')).toContainText('on behalf of someone else');
    await expect(page.getByTestId('linked-students')).toHaveCount(0);
    await logOut(page);
    await expect(page).toHaveURL(/\/teacher$/);
    await expect(await accountDetail(page, 'area-type')).toHaveText('Teacher');
  });
});

test.describe('accessibility of the new account states (axe at 1280 and 375 px)', () => {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`no violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await mockAuthApi(page, {
        invitation: (_body, url) =>
          url.searchParams.get('i') === 'JOIN-7A-2026'
            ? invitationFound({}, url)
            : invitationMissing({}, url),
        student_reset_code: () => ({
          status: 400,
          body: { errors: { c: 'This reset link is invalid or has expired.' } },
        }),
        session: signedIn(),
      });
      await mockStudentLists(page, { teacher: [MARIA] });

      await page.goto('/auth/student/signup?i=JOIN-7A-2026');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Theology 7A');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByTestId('firstName-error')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/auth/student/signup?i=NOPE-0000');
      await expect(page.getByTestId('invite-invalid')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/auth/student/setPassword?c=used-code');
      await expect(page.getByTestId('reset-code-error')).toBeVisible();
      await expectNoAxeViolations(page);

      // A new teacher's dashboard: nothing yet, and the next step.
      await page.goto('/teacher');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByTestId('skeleton')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});

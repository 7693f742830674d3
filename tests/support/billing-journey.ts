import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { BILLING_API } from '../../common/schemas/billing';
import { confirmEmail, DEMO_PASSWORD } from './accounts';
import { e2eDatabase } from './e2e-database';

/** Who the new teacher is and where the class is taught (each journey names its own). */
export interface FullClassOptions {
  run?: string;
  firstName?: string;
  surname?: string;
  emailPrefix?: string;
  schoolName?: string;
  address?: string;
  classTitle?: string;
  gradeLevel?: string;
}

/**
 * A new teacher for the billing journeys (issue 16): signed up and confirmed in `page`, with
 * one class of five students, so Small Class is full.
 */
export async function newTeacherWithFullSmallClass(page: Page, options: FullClassOptions = {}) {
  const run = options.run ?? `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const surname = options.surname ?? `Marsh${run}`;
  const email = `${options.emailPrefix ?? 'hope'}.${surname.toLowerCase()}@school.example`;
  const schoolName = options.schoolName ?? `St. Clare School ${run}`;
  await page.goto('/');
  const signUp = await page.request.post('/api/auth/signup', {
    data: {
      email,
      firstName: options.firstName ?? 'Hope',
      lastName: surname,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      accountType: 'teacher',
    },
  });
  expect(signUp.status()).toBe(200);
  await confirmEmail(page, page.request, email, 'teacher');
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/classroom/classes', {
    headers: { origin },
    data: {
      title: options.classTitle ?? `Small ${run}`,
      gradeLevel: options.gradeLevel ?? '6',
      subject: 'Religion',
      school: {
        name: schoolName,
        address_1: options.address ?? '5 Abbey Road',
        address_2: '',
        city: 'Dayton',
        zip: '45402',
        country_code: 'US',
        state_code: 'OH',
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id: classId, accessCode } = (await created.json()) as {
    id: string;
    accessCode: string;
  };
  const five = ['Ada', 'Bea', 'Cal', 'Dom', 'Eli'].map((firstName) => ({
    firstName,
    lastName: surname,
  }));
  const added = await page.request.post(`/api/classroom/classes/${classId}/students`, {
    headers: { origin },
    data: { students: five },
  });
  expect(added.status()).toBe(201);
  return { run, surname, email, schoolName, classId, accessCode, origin };
}

/**
 * Runs the server's billing job as if the clock read `now` (POST /dev/billing/clock, which
 * tests/support/e2e-server.mjs turns on with BILLING_TEST_CLOCK; never in production).
 */
export async function runBillingJobAt(request: APIRequestContext, origin: string, now: Date) {
  const ran = await request.post('/dev/billing/clock', {
    headers: { origin },
    data: { now: now.toISOString() },
  });
  expect(ran.status(), await ran.text()).toBe(200);
}

/** The signed-in teacher's billing account id (GET /api/billing/account). */
export async function billingAccountId(request: APIRequestContext): Promise<string> {
  const answer = await request.get(BILLING_API.account);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { account: { id: string } }).account.id;
}

/**
 * Brings one account's moment forward, leaving every other account alone: the local
 * provider's trial ends (`trial`) or its current period ends (`period`) a minute ago, in the
 * e2e server's database. The caller then runs the billing job at the real time
 * (`runBillingJobAt(request, origin, new Date())`), as the scheduler would.
 */
export async function endLocalBillingNow(accountId: string, what: 'trial' | 'period') {
  const db = e2eDatabase();
  try {
    const past = new Date(Date.now() - 60_000).toISOString();
    await db
      .updateTable('local_billing_subscriptions')
      .set(what === 'trial' ? { trial_end: past } : { current_period_end: past })
      .where('account_id', '=', accountId)
      .where('status', '=', what === 'trial' ? 'trialing' : 'active')
      .execute();
  } finally {
    await db.destroy();
  }
}

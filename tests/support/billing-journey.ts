import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { confirmEmail, DEMO_PASSWORD } from './accounts';

/**
 * A new teacher for the billing journeys (issue 16): signed up and confirmed in `page`, with
 * one class of five students, so Small Class is full. As tests/e2e/plan-choice.spec.ts does.
 */
export async function newTeacherWithFullSmallClass(page: Page) {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const surname = `Marsh${run}`;
  const email = `hope.${surname.toLowerCase()}@school.example`;
  await page.goto('/');
  const signUp = await page.request.post('/api/auth/signup', {
    data: {
      email,
      firstName: 'Hope',
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
      title: `Small ${run}`,
      gradeLevel: '6',
      subject: 'Religion',
      school: {
        name: `St. Clare School ${run}`,
        address_1: '5 Abbey Road',
        address_2: '',
        city: 'Dayton',
        zip: '45402',
        country_code: 'US',
        state_code: 'OH',
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id: classId } = (await created.json()) as { id: string };
  const five = ['Ada', 'Bea', 'Cal', 'Dom', 'Eli'].map((firstName) => ({
    firstName,
    lastName: surname,
  }));
  const added = await page.request.post(`/api/classroom/classes/${classId}/students`, {
    headers: { origin },
    data: { students: five },
  });
  expect(added.status()).toBe(201);
  return { run, surname, email, classId, origin };
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

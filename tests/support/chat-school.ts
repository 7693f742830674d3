import type { Browser, Page } from '@playwright/test';
import { CHAT_API } from '../../common/schemas/chat';
import { CLASSROOM_API } from '../../common/schemas/classroom';
import { confirmEmail, DEMO_PASSWORD } from './accounts';
import { e2eDatabase } from './e2e-database';
import { expect } from './fixtures';
import { invitedParent } from './privacy-setup';

/**
 * Makes the signed-up teacher with this email an admin of the school their account belongs to,
 * in the browser tests' database: no page or call names a school's admins yet (issue 17's
 * journeys need one to turn chat on).
 */
export async function makeSchoolAdmin(email: string): Promise<void> {
  const db = e2eDatabase();
  try {
    const updated = await db
      .updateTable('users')
      .set({ is_school_admin: 1 })
      .where('email', '=', email)
      .where('school_id', 'is not', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Error(`No school teacher ${email}`);
  } finally {
    await db.destroy();
  }
}

/**
 * A time zone where it is now between 08:00 and 20:59, so a message to a minor is delivered at
 * once (the 07:00–22:00 window of issue 17, point 4) whatever hour the journey runs at: the
 * server's clock is the real one.
 */
export function zoneInDaytime(now = new Date()): string {
  const candidates = [
    'America/Chicago',
    'America/New_York',
    'America/Los_Angeles',
    'Pacific/Honolulu',
    'Europe/London',
    'Europe/Berlin',
    'Asia/Kolkata',
    'Asia/Tokyo',
    'Pacific/Guam',
  ];
  const hourIn = (timeZone: string) =>
    Number(
      new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now),
    );
  const zone = candidates.find((candidate) => {
    const hour = hourIn(candidate);
    return hour >= 8 && hour <= 20;
  });
  if (!zone) throw new Error('No daytime zone among the candidates');
  return zone;
}

/**
 * A new teacher of a new school, signed in on `page`, made the school's admin, with chat on in
 * a daytime zone; a grade 8 class with one student, and the student's parent signed in in a
 * browser of their own; and a direct conversation the teacher started with the student (the
 * parent added by the server). For journeys that start in a thread (chat's attachments).
 */
export async function chatWithParent(
  page: Page,
  browser: Browser,
  run: string,
): Promise<{ conversationId: string; parent: Page; teacherName: string }> {
  const email = `teacher.${run.toLowerCase()}@school.example`;
  const teacherName = `Clara Mendes${run}`;
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const headers = { origin };
  const signUp = await page.request.post('/api/auth/signup', {
    headers,
    data: {
      email,
      firstName: 'Clara',
      lastName: `Mendes${run}`,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      accountType: 'teacher',
    },
  });
  expect(signUp.status()).toBe(200);
  await confirmEmail(page, page.request, email, 'teacher');
  const created = await page.request.post(CLASSROOM_API.classes, {
    headers,
    data: {
      title: `Art 8 ${run}`,
      gradeLevel: '8',
      subject: 'Art',
      school: {
        name: `St. Clare School ${run}`,
        address_1: '9 Market Street',
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
  const added = await page.request.post(`/api/classroom/classes/${classId}/students`, {
    headers,
    data: { students: [{ firstName: 'Maria', lastName: `Lopez${run}` }] },
  });
  expect(added.status()).toBe(201);
  const studentId = ((await added.json()) as { students: { id: string }[] }).students[0]!.id;
  const parent = await invitedParent(browser, page, {
    classId,
    studentId,
    email: `rosa.${run.toLowerCase()}@family.example`,
    firstName: 'Rosa',
    lastName: `Lopez${run}`,
  });
  await makeSchoolAdmin(email);

  const schoolId = await schoolOf(email);
  const settings = await page.request.put(CHAT_API.schoolSettings(schoolId), {
    headers,
    data: {
      enabled: true,
      timeZone: zoneInDaytime(),
      safeguardingLeadId: null,
      observerId: null,
      alwaysObserver: false,
      parentMessaging: false,
      parentsSeeReads: false,
      translation: false,
    },
  });
  expect(settings.status()).toBe(200);
  const started = await page.request.post(CHAT_API.conversations('user'), {
    headers,
    data: { classId, kind: 'direct', studentIds: [studentId], clientId: `start-${run}` },
  });
  expect(started.status()).toBe(200);
  const { id: conversationId } = (await started.json()) as { id: string };
  return { conversationId, parent, teacherName };
}

async function schoolOf(email: string): Promise<string> {
  const db = e2eDatabase();
  try {
    const row = await db
      .selectFrom('users')
      .select('school_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    if (!row.school_id) throw new Error(`${email} has no school`);
    return row.school_id;
  } finally {
    await db.destroy();
  }
}

import type { Browser, Page } from '@playwright/test';
import { CHAT_API } from '../../common/schemas/chat';
import { CLASSROOM_API } from '../../common/schemas/classroom';
import { confirmEmail, DEMO_PASSWORD } from './accounts';
import { makeSchoolAdmin } from './chat-school';
import { e2eDatabase } from './e2e-database';
import { expect } from './fixtures';
import { invitedParent } from './privacy-setup';

/** Where chat's clock is set in the browser journeys (CHAT_TEST_CLOCK on the e2e server). */
const CLOCK_PATH = '/dev/chat/clock';

/**
 * Sets chat's clock on the server (every chat call, the delivery and unread jobs run at that
 * moment at once); null gives the real time back. Answers how many held messages it delivered.
 */
export async function setChatClock(page: Page, now: string | null): Promise<number> {
  const answer = await page.request.post(CLOCK_PATH, {
    headers: { origin: new URL(page.url()).origin },
    data: { now },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { delivered: number }).delivered;
}

export interface ChatSchool {
  email: string;
  teacherName: string;
  schoolId: string;
  classId: string;
  classTitle: string;
  student: { id: string; username: string; loginCode: string; firstName: string; name: string };
  parent: Page;
  parentName: string;
}

/**
 * A new teacher of a new school, signed in on `page` and made its admin (so the school's
 * safeguarding lead, none being named); a class of one student in `grade`, whose parent signs
 * up from the teacher's invitation in a browser of their own; chat turned on in `timeZone`.
 */
export async function newChatSchool(
  page: Page,
  browser: Browser,
  { run, grade, timeZone }: { run: string; grade: string; timeZone: string },
): Promise<ChatSchool> {
  const email = `lead.${run.toLowerCase()}@school.example`;
  const teacher = { firstName: 'Clara', lastName: `Mendes${run}` };
  await page.goto('/');
  const headers = { origin: new URL(page.url()).origin };
  const signUp = await page.request.post('/api/auth/signup', {
    headers,
    data: {
      email,
      ...teacher,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      accountType: 'teacher',
    },
  });
  expect(signUp.status()).toBe(200);
  await confirmEmail(page, page.request, email, 'teacher');
  const classTitle = `Religion ${grade} ${run}`;
  const created = await page.request.post(CLASSROOM_API.classes, {
    headers,
    data: {
      title: classTitle,
      gradeLevel: grade,
      subject: 'Religion',
      school: {
        name: `Holy Family School ${run}`,
        address_1: '12 Chapel Street',
        address_2: '',
        city: 'Springfield',
        zip: '62704',
        country_code: 'US',
        state_code: 'IL',
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id: classId } = (await created.json()) as { id: string };
  const studentNames = { firstName: 'Maria', lastName: `Lopez${run}` };
  const added = await page.request.post(`/api/classroom/classes/${classId}/students`, {
    headers,
    data: { students: [studentNames] },
  });
  expect(added.status()).toBe(201);
  const [student] = (
    (await added.json()) as { students: { id: string; username: string; loginCode: string }[] }
  ).students;
  const parentNames = { firstName: 'Rosa', lastName: `Lopez${run}` };
  const parent = await invitedParent(browser, page, {
    classId,
    studentId: student!.id,
    email: `rosa.${run.toLowerCase()}@family.example`,
    ...parentNames,
  });
  await makeSchoolAdmin(email);
  const schoolId = await schoolIdOf(email);
  const settings = await page.request.put(CHAT_API.schoolSettings(schoolId), {
    headers,
    data: {
      enabled: true,
      timeZone,
      safeguardingLeadId: null,
      observerId: null,
      alwaysObserver: false,
      parentMessaging: false,
      parentsSeeReads: false,
      translation: false,
    },
  });
  expect(settings.status()).toBe(200);
  return {
    email,
    teacherName: `${teacher.firstName} ${teacher.lastName}`,
    schoolId,
    classId,
    classTitle,
    student: {
      ...student!,
      firstName: studentNames.firstName,
      name: `${studentNames.firstName} ${studentNames.lastName}`,
    },
    parent,
    parentName: `${parentNames.firstName} ${parentNames.lastName}`,
  };
}

async function schoolIdOf(email: string): Promise<string> {
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

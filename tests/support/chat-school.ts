import type { Browser, Page } from '@playwright/test';
import { CHAT_API } from '../../common/schemas/chat';
import { e2eDatabase } from './e2e-database';
import { expect } from './fixtures';
import { invitedParent } from './privacy-setup';
import { CLASSROOM_API } from '../../common/schemas/classroom';
import { confirmEmail, DEMO_PASSWORD } from './accounts';

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
 * A new school with chat on in a daytime zone, a grade 8 student and her parent signed in in a
 * browser of their own (newChatSchool), and a direct conversation the teacher started with the
 * student (the parent added by the server). For journeys that start in a thread.
 */
export async function chatWithParent(
  page: Page,
  browser: Browser,
  run: string,
): Promise<{ conversationId: string; parent: Page; teacherName: string; schoolId: string }> {
  const school = await newChatSchool(page, browser, { run, grade: '8', timeZone: zoneInDaytime() });
  const started = await page.request.post(CHAT_API.conversations('user'), {
    headers: { origin: new URL(page.url()).origin },
    data: {
      classId: school.classId,
      kind: 'direct',
      studentIds: [school.student.id],
      clientId: `start-${run}`,
    },
  });
  expect(started.status()).toBe(200);
  const { id: conversationId } = (await started.json()) as { id: string };
  return {
    conversationId,
    parent: school.parent,
    teacherName: school.teacherName,
    schoolId: school.schoolId,
  };
}

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

import type { Browser, Page } from '@playwright/test';
import { firstStudentSignIn } from './accounts';
import { expect } from './fixtures';

/**
 * A class of its own for a student journey (issue 11, point 10): a new class of the demo
 * teacher with one new student, so what the student's home shows is only this journey's work.
 */
export async function classWithStudent(teacher: Page, run: string) {
  const headers = { origin: new URL(teacher.url()).origin };
  const title = `Journals ${run}`;
  const created = await teacher.request.post('/api/classroom/classes', {
    headers,
    data: {
      title,
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
    data: { students: [{ firstName: 'Lena', lastName: `Home${run}` }] },
  });
  expect(added.status()).toBe(201);
  const [student] = (
    (await added.json()) as { students: { id: string; username: string; loginCode: string }[] }
  ).students;
  return { classId, title, student: student! };
}

/** 'YYYY-MM-DD' `days` from today (negative: in the past), in the browser's time zone. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A fresh copy of the Psalm 23 activity named `title`, assigned to the class. */
export async function assignTo(
  teacher: Page,
  classId: string,
  title: string,
  dueDate: string | null = null,
): Promise<{ id: string; title: string; questionIds: string[] }> {
  const headers = { origin: new URL(teacher.url()).origin };
  const copy = await teacher.request.post('/api/activities/library/psalm-23/copy', {
    headers,
    data: {},
  });
  const { id } = (await copy.json()) as { id: string };
  const full = await (await teacher.request.get(`/api/activities/${id}`)).json();
  const edited = await teacher.request.post(`/api/activities/${id}`, {
    headers,
    data: { ...full, title, image: undefined },
  });
  expect(edited.status()).toBe(200);
  const assigned = await teacher.request.post(`/api/activities/${id}/assign`, {
    headers,
    data: { classIds: [classId], dueDate },
  });
  expect(assigned.status()).toBe(200);
  const questions = (full as { questions: { id: string }[] }).questions;
  return { id, title, questionIds: questions.map((question) => question.id) };
}

/** The new student signed in (a password chosen on the first sign-in) in a browser of their own. */
export async function signedInNewStudent(
  browser: Browser,
  student: { username: string; loginCode: string },
  viewport = { width: 1280, height: 800 },
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await firstStudentSignIn(page, {
    username: student.username,
    code: student.loginCode,
    password: 'shepherd-psalm',
  });
  return page;
}

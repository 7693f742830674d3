import type { Browser, Page } from '@playwright/test';
import { confirmEmail, DEMO_PASSWORD as PASSWORD } from './accounts';
import { expect } from './fixtures';
import { extractLink, readEmail } from './mailbox';

/** The demo school (its address is checked already), where a class is made by default. */
const DEMO_SCHOOL = {
  name: 'St. Brigid Catholic School',
  address_1: '410 Orchard Street',
  address_2: '',
  city: 'Springfield',
  zip: '62704',
  country_code: 'US',
  state_code: 'IL',
};

/** A new class of the teacher's with these students (first, last); answers their ids. */
export async function newClass(
  teacher: Page,
  run: string,
  names: [string, string][],
  school: Record<string, string> = DEMO_SCHOOL,
) {
  const headers = { origin: new URL(teacher.url()).origin };
  const created = await teacher.request.post('/api/classroom/classes', {
    headers,
    data: { title: `Privacy ${run}`, gradeLevel: '6', subject: 'Religion', school },
  });
  expect(created.status()).toBe(201);
  const classId = ((await created.json()) as { id: string }).id;
  const added = await teacher.request.post(`/api/classroom/classes/${classId}/students`, {
    headers,
    data: { students: names.map(([firstName, lastName]) => ({ firstName, lastName })) },
  });
  expect(added.status()).toBe(201);
  const { students } = (await added.json()) as { students: { id: string }[] };
  return { classId, studentIds: students.map((student) => student.id) };
}

/**
 * The teacher invites a parent for the student; the parent signs up with the invitation and
 * confirms the address, which signs them in to /parent, linked to the child.
 */
export async function invitedParent(
  browser: Browser,
  teacher: Page,
  { classId, studentId, email, firstName, lastName }: Record<string, string>,
): Promise<Page> {
  const origin = new URL(teacher.url()).origin;
  const invited = await teacher.request.post(
    `/api/classroom/classes/${classId}/students/${studentId}/parent_invitation`,
    { headers: { origin }, data: { email } },
  );
  expect(invited.status()).toBe(201);
  const parent = await (await browser.newContext()).newPage();
  const invitation = await readEmail(parent.request, email!);
  const signUpLink = new URL(extractLink(invitation.text, '/auth/parent/signup'), origin);
  const signup = await parent.request.post('/api/auth/signup', {
    headers: { origin },
    data: {
      email,
      firstName,
      lastName,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 5,
      accountType: 'parent',
      i: signUpLink.searchParams.get('i'),
    },
  });
  expect(signup.ok()).toBe(true);
  await confirmEmail(parent, parent.request, email!, 'parent');
  return parent;
}

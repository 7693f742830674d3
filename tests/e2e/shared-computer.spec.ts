import type { Page } from '@playwright/test';
import {
  DEMO,
  expectArea,
  expectSignIn,
  firstStudentSignIn,
  logOut,
  signedInPage,
  signIn,
} from '../support/accounts';
import { expect, test } from '../support/fixtures';

/**
 * Issue 15, point 14: a shared school computer never shows one child's writing to the next.
 * Maria types while her saves cannot reach the server and signs out; signing out saves her
 * draft into her own work and clears the browser; a classmate who signs in next on the same
 * browser and opens the same activity sees none of it.
 */

const DRAFT = 'Written by Maria on the library computer, not saved yet.';

/** A fresh library activity assigned to the demo class, and a new classmate with a code. */
async function prepareClass(teacher: Page) {
  const headers = { origin: new URL(teacher.url()).origin };
  const activity = (await (
    await teacher.request.post('/api/activities/library/psalm-23/copy', { headers, data: {} })
  ).json()) as { id: string };
  const classes = (await (await teacher.request.get('/api/activities/classes')).json()) as {
    id: string;
    title: string;
  }[];
  const classId = (classes.find((entry) => entry.title === 'Theology 7A') ?? classes[0]!).id;
  const assigned = await teacher.request.post(`/api/activities/${activity.id}/assign`, {
    headers,
    data: { classIds: [classId], dueDate: null },
  });
  expect(assigned.status()).toBe(200);
  const added = await teacher.request.post(`/api/classroom/classes/${classId}/students`, {
    headers,
    data: { students: [{ firstName: 'Ben', lastName: `Shared${Date.now().toString(36)}` }] },
  });
  expect(added.status()).toBe(201);
  const [ben] = ((await added.json()) as { students: { username: string; loginCode: string }[] })
    .students;
  return { classId, activityId: activity.id, ben: ben! };
}

test('the next student on a shared computer never sees the last one’s unsaved writing', async ({
  browser,
}) => {
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  const { classId, activityId, ben } = await prepareClass(teacher);
  const path = `/student/classes/${classId}/activities/${activityId}`;
  const projectApi = `/api/projects/student/classes/${classId}/activities/${activityId}`;

  // One browser, as on a school computer.
  const computer = await browser.newContext();
  const page = await computer.newPage();
  await signIn(page, 'student', DEMO.student);

  // Maria writes while no save reaches the server, and leaves the page before any does.
  let serverReachable = false;
  await page.route('**/api/projects/student/classes/**', (route) =>
    route.request().method() === 'PUT' && !serverReachable
      ? route.abort('connectionrefused')
      : route.continue(),
  );
  await page.goto(path);
  await page.getByRole('textbox').first().fill(DRAFT);
  await expect(page.getByTestId('save-status')).toHaveText('Offline, will retry', {
    timeout: 5_000,
  });
  // Back to her list inside the app (a page unload would send the draft on its way out).
  await page.getByRole('link', { name: 'Back to your activities' }).first().click();
  // The writing is not saved yet, so the page asks first; she leaves anyway.
  await page.getByRole('dialog').getByRole('button', { name: 'Leave anyway' }).click();
  await page.waitForURL((url) => url.pathname === '/student');
  await expectArea(page, 'student');
  const beforeLogout = await page.request.get(projectApi);
  expect(JSON.stringify((await beforeLogout.json()).project.answers)).not.toContain('library');
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('lectio.draft')),
    ),
  ).toHaveLength(1);

  // The connection is back when she signs out: the last save goes with her session.
  serverReachable = true;
  await logOut(page);
  await expectSignIn(page, 'student');
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('lectio.draft')),
    ),
  ).toEqual([]);

  // Ben signs in next on the same browser and opens the same activity.
  await firstStudentSignIn(page, {
    username: ben.username,
    code: ben.loginCode,
    password: 'shared-computer-1',
  });
  await page.goto(path);
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  const answer = page.getByRole('textbox').first();
  await expect(answer).toHaveText('');
  await expect(page.getByText(DRAFT)).toHaveCount(0);
  const bens = await page.request.get(projectApi);
  expect(JSON.stringify((await bens.json()).project.answers)).not.toContain('library');

  // Maria's words are in Maria's work, where her teacher sees them.
  const work = (await (
    await teacher.request.get(`/api/projects/classes/${classId}/activities/${activityId}`)
  ).json()) as { projects: { studentName: string; answers: Record<string, string> }[] };
  const marias = work.projects.find((project) => project.studentName.startsWith('Maria'));
  // Saved as rich text: the paragraph she typed.
  expect(Object.values(marias?.answers ?? {})).toContain(`<p>${DRAFT}</p>`);
  const others = work.projects.filter((project) => !project.studentName.startsWith('Maria'));
  expect(JSON.stringify(others.map((project) => project.answers))).not.toContain('library');

  await computer.close();
  await teacher.context().close();
});

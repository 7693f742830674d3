import type { Browser, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { ACTIVITIES_TAB_COPY, DASHBOARD_COPY, GRADEBOOK_COPY } from '../../common/copy/overview';
import { confirmEmail, firstStudentSignIn, signUp, uniqueEmail } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

/**
 * The teacher's overview against the built server (issue 11, points 4, 7, 9 and 16): a new
 * teacher with a class of three students and two activities. One activity was due three days
 * ago and two students hand it in (late), Ava first; the other is assigned in the dialog to two
 * chosen students with an open date and a due date next week. The teacher sees the counts and
 * the To review queue (oldest first) on the dashboard, the progress on the Activities tab, and
 * the gradebook with its filters, keyboard path and CSV, at 1280 and 375 px, with axe on each.
 */

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

interface Added {
  username: string;
  loginCode: string;
}

async function newActivity(teacher: Page, libraryId: string, title: string): Promise<string> {
  const headers = { origin: new URL(teacher.url()).origin };
  const copy = (await (
    await teacher.request.post(`/api/activities/library/${libraryId}/copy`, { headers, data: {} })
  ).json()) as { id: string };
  const full = await (await teacher.request.get(`/api/activities/${copy.id}`)).json();
  const saved = await teacher.request.post(`/api/activities/${copy.id}`, {
    headers,
    data: { ...full, title, dueDate: '' },
  });
  expect(saved.status()).toBe(200);
  return copy.id;
}

/** A student signs in with their code for the first time, writes and hands the work in. */
async function handIn(browser: Browser, student: Added, classId: string, activityId: string) {
  const page = await (await browser.newContext()).newPage();
  await firstStudentSignIn(page, {
    username: student.username,
    code: student.loginCode,
    password: `write-${unique()}`,
  });
  const api = `/api/projects/student/classes/${classId}/activities/${activityId}`;
  const headers = { origin: new URL(page.url()).origin };
  const { activity } = (await (await page.request.get(api)).json()) as {
    activity: { questions: { id: string }[] };
  };
  const answers = Object.fromEntries(
    activity.questions.map((question) => [question.id, 'The shepherd looks for every sheep.']),
  );
  expect((await page.request.put(api, { headers, data: { answers } })).status()).toBe(200);
  expect((await page.request.post(`${api}/submit`, { headers, data: {} })).status()).toBe(200);
  await page.context().close();
}

test('dashboard, Activities tab and gradebook show a class’s work as it is', async ({
  page: teacher,
  browser,
}) => {
  test.setTimeout(150_000);

  // A new teacher lands on an empty dashboard that says what to do first.
  const email = uniqueEmail('gradebook');
  await signUp(teacher, 'teacher', { email, password: 'mark-them-fairly', firstName: 'Nora' });
  await confirmEmail(teacher, teacher.request, email, 'teacher');
  await expect(teacher.getByText(DASHBOARD_COPY.noClassesTitle)).toBeVisible();
  await expect(teacher.getByRole('link', { name: DASHBOARD_COPY.createClass })).toBeVisible();
  await expectNoAxeViolations(teacher);

  // A class with three students, made through the API the class pages use.
  const headers = { origin: new URL(teacher.url()).origin };
  const classTitle = `Theology 8B ${unique()}`;
  const created = await teacher.request.post('/api/classroom/classes', {
    headers,
    data: {
      title: classTitle,
      gradeLevel: '8',
      subject: 'Theology',
      school: {
        name: 'St. Brigid School',
        address_1: '4 Abbey Lane',
        city: 'Dayton',
        zip: '45402',
        country_code: 'US',
        state_code: 'OH',
      },
    },
  });
  expect(created.status()).toBe(201);
  const classId = ((await created.json()) as { id: string }).id;
  const added = await teacher.request.post(`/api/classroom/classes/${classId}/students`, {
    headers,
    data: {
      students: [
        { firstName: 'Ava', lastName: 'Adams' },
        { firstName: 'Ben', lastName: 'Brooks' },
        { firstName: 'Cleo', lastName: 'Cruz' },
      ],
    },
  });
  expect(added.status()).toBe(201);
  const [ava, ben] = ((await added.json()) as { students: Added[] }).students;

  // The Lost Sheep was due three days ago; Ava, then Ben, hand it in now: both late.
  const sheep = `Lost Sheep ${unique()}`;
  const sheepId = await newActivity(teacher, 'psalm-23', sheep);
  const assigned = await teacher.request.post(`/api/activities/${sheepId}/assign`, {
    headers,
    data: { classIds: [classId], dueDate: day(-3) },
  });
  expect(assigned.status()).toBe(200);
  await handIn(browser, ava!, classId, sheepId);
  await handIn(browser, ben!, classId, sheepId);

  // The Good Samaritan goes to Ava and Cleo only, opening today and due in a week.
  const samaritan = `Good Samaritan ${unique()}`;
  const samaritanId = await newActivity(teacher, 'good-samaritan', samaritan);
  await teacher.goto(`/teacher/activities/${samaritanId}`);
  await teacher.getByRole('button', { name: 'Assign to classes' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Assign to classes' });
  await dialog.getByRole('checkbox', { name: classTitle }).check();
  await dialog.getByRole('radio', { name: 'Chosen students' }).check();
  await dialog.getByRole('checkbox', { name: 'Ava Adams' }).check();
  await dialog.getByRole('checkbox', { name: 'Cleo Cruz' }).check();
  await dialog.getByLabel('Open date (optional)').fill(day(0));
  await dialog.getByLabel('Due date (optional)').fill(day(7));
  await expectNoAxeViolations(teacher);
  await dialog.getByRole('button', { name: 'Save assignments' }).click();
  await expect(dialog).toBeHidden();
  await expect(teacher.getByTestId('notice')).toHaveText('Assignments saved.');

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await teacher.setViewportSize(viewport);

    // Dashboard: the class card's counts, the queue oldest first, the week's due date.
    await teacher.goto('/teacher');
    await expect(
      teacher.getByRole('heading', { level: 1, name: DASHBOARD_COPY.title }),
    ).toBeVisible();
    const card = teacher.getByTestId('class-card').filter({ hasText: classTitle });
    await expect(card).toContainText('3 students');
    await expect(card).toContainText('1 open activity');
    await expect(card).toContainText('2 to review');
    const queue = teacher.getByTestId('review-queue').getByRole('listitem');
    await expect(queue).toHaveCount(2);
    await expect(queue.nth(0)).toContainText(`Ava Adams — ${sheep}`);
    await expect(queue.nth(1)).toContainText(`Ben Brooks — ${sheep}`);
    await expect(queue.nth(0)).toContainText(DASHBOARD_COPY.late);
    await expect(teacher.getByTestId('review-total')).toHaveText('2');
    await expect(teacher.getByTestId('upcoming')).toContainText(samaritan);
    await expect(teacher.getByTestId('upcoming')).toContainText('0 of 2 handed in');
    await expect(teacher.getByTestId('recent')).toContainText(`Ben Brooks handed in ${sheep}`);
    await expectFitsWidth(teacher);
    await expectNoAxeViolations(teacher);

    // Activities tab: progress as counts and by student, late hand-ins flagged.
    await teacher.goto(`/teacher/classes/${classId}/activities`);
    await expect(
      teacher.getByRole('heading', { level: 2, name: ACTIVITIES_TAB_COPY.title }),
    ).toBeVisible();
    const lost = teacher.getByTestId('assignment').filter({ hasText: sheep });
    const lostCounts = lost.getByRole('list', { name: ACTIVITIES_TAB_COPY.progressLabel(sheep) });
    await expect(lostCounts.locator('[data-state="handed_in"]')).toHaveText('●Handed in 2');
    await expect(lostCounts.locator('[data-state="not_started"]')).toHaveText('○Not started 1');
    await expect(lost).toContainText('2 late');
    await expect(lost).toContainText(ACTIVITIES_TAB_COPY.wholeClass);
    const good = teacher.getByTestId('assignment').filter({ hasText: samaritan });
    await expect(good).toContainText('For 2 chosen students');
    await expect(good).toContainText(`Due `);
    await expect(
      good
        .getByRole('list', { name: ACTIVITIES_TAB_COPY.progressLabel(samaritan) })
        .locator('[data-state="not_started"]'),
    ).toHaveText('○Not started 2');
    await good.getByText(ACTIVITIES_TAB_COPY.showStudents).click();
    await expect(good).toContainText('Ava Adams');
    await expect(good).toContainText('Cleo Cruz');
    await expect(good).not.toContainText('Ben Brooks');
    await expectFitsWidth(teacher);
    await expectNoAxeViolations(teacher);

    // Gradebook: statuses and late flags as text; Cleo was not chosen for nothing.
    await teacher.goto(`/teacher/classes/${classId}/gradebook`);
    const grid = teacher.getByTestId('gradebook');
    await expect(grid.getByRole('row')).toHaveCount(4);
    const avaRow = grid.getByRole('row', { name: /Ava Adams/ });
    await expect(avaRow.getByRole('cell').nth(0)).toContainText('Handed in');
    await expect(avaRow.getByRole('cell').nth(0)).toContainText(GRADEBOOK_COPY.late);
    await expect(avaRow.getByRole('cell').nth(1)).toContainText('Not started');
    const benRow = grid.getByRole('row', { name: /Ben Brooks/ });
    await expect(benRow.getByRole('cell').nth(1)).toContainText(GRADEBOOK_COPY.notAssigned);
    await expectFitsWidth(teacher);
    await expectNoAxeViolations(teacher);
  }
  await teacher.setViewportSize(VIEWPORTS.desktop);

  // Filters by keyboard: Late only leaves Ava and Ben; a status narrows it further.
  const status = teacher.getByLabel(GRADEBOOK_COPY.status);
  await status.focus();
  await teacher.keyboard.press('Tab');
  await expect(teacher.getByRole('checkbox', { name: GRADEBOOK_COPY.lateOnly })).toBeFocused();
  await teacher.keyboard.press('Space');
  await expect(teacher.getByTestId('gradebook-shown')).toHaveText('Showing 2 of 3 students.');
  const grid = teacher.getByTestId('gradebook');
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(grid).not.toContainText('Cleo Cruz');
  await status.selectOption({ label: 'Approved' });
  await expect(teacher.getByText(GRADEBOOK_COPY.noMatches)).toBeVisible();
  await status.selectOption({ label: 'Handed in' });
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(teacher);

  // Tab on through the download, into the grid's region and its first cell; Enter opens it.
  await status.focus();
  await teacher.keyboard.press('Tab');
  await teacher.keyboard.press('Tab');
  await expect(teacher.getByRole('link', { name: GRADEBOOK_COPY.download })).toBeFocused();
  await teacher.keyboard.press('Tab');
  await expect(teacher.getByTestId('gradebook-region')).toBeFocused();
  await teacher.keyboard.press('Tab');
  const firstCell = grid.getByRole('link').first();
  await expect(firstCell).toBeFocused();
  await expect(firstCell).toContainText('Handed in');
  const href = await firstCell.getAttribute('href');
  expect(href).toMatch(/^\/teacher\/review\/[0-9a-f-]{36}$/);

  // The CSV: a download with the class's name, the same statuses in words.
  const [download] = await Promise.all([
    teacher.waitForEvent('download'),
    teacher.getByRole('link', { name: GRADEBOOK_COPY.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^gradebook-theology-8b-[a-z0-9-]+\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    `Last name,First name,${sheep} (status),${sheep} (points),${samaritan} (status),${samaritan} (points)`,
  );
  expect(lines.slice(1)).toEqual([
    'Adams,Ava,Handed in (late),,Not started,',
    'Brooks,Ben,Handed in (late),,Not assigned,',
    'Cruz,Cleo,Not started,,Not started,',
  ]);

  await teacher.goto(`/teacher/classes/${classId}/gradebook`);
  await firstCell.focus();
  await teacher.keyboard.press('Enter');
  await expect(teacher).toHaveURL(new RegExp(`${href}$`));

  // The navigation's Gradebook opens the only class's gradebook.
  await teacher.goto('/teacher/gradebook');
  await expect(teacher).toHaveURL(new RegExp(`/teacher/classes/${classId}/gradebook$`));
  await expect(teacher.getByTestId('gradebook').getByRole('row')).toHaveCount(4);
});

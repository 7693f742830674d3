import { assignActivity } from '../support/activities';
import { DEMO, signedInPage } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { classWithStudent, signedInNewStudent } from '../support/student-class';

/**
 * Student writing against the built server and its demo class: the demo teacher assigns a
 * library activity (made unique per run), the demo student writes with autosave — including
 * saves made while the server is unreachable, which arrive once it is back — and the teacher,
 * in a second browser, sees the words appear live, then on the review screen comments, awards
 * points and approves, which locks the work.
 */

const SAVE_AND_DELIVER_MS = 2_000;

test('a student writes with autosave and the teacher guides it live', async ({ browser }) => {
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  const activity = await assignActivity(teacher);
  const student = await signedInPage(browser, 'student', DEMO.student);

  // The student area lists the activity with the student's points.
  await expect(student.getByRole('heading', { name: 'Your activities' })).toBeVisible();
  await expectNoAxeViolations(student);
  await student.getByRole('link', { name: `Write: ${activity.title}` }).click();
  await expect(student.getByRole('heading', { level: 1, name: activity.title })).toBeVisible();
  const answer = student.getByRole('textbox').first();
  const status = student.getByTestId('save-status');
  await expect(status).toHaveText('Saved');
  await expectNoAxeViolations(student);

  // The teacher opens the class's work from the activity and sees it live.
  await teacher.goto('/teacher/activities');
  await teacher.getByRole('link', { name: 'Students’ work in Theology 7A' }).first().waitFor();
  await teacher.goto(`/teacher/classes/${activity.classId}/activities/${activity.id}`);
  await expect(teacher.getByTestId('live-state')).toHaveText('Live');
  const card = teacher.locator('article[data-student="Maria Gomez"]');
  await expect(card.getByTestId('work-status')).toHaveText('Not started');
  await expectNoAxeViolations(teacher);

  await answer.fill('The Lord is my shepherd, so I am never alone.');
  await expect(status).toHaveText('Saving…');
  await expect(status).toHaveText('Saved', { timeout: 5_000 });
  // Within 2 s of the student's save, the words are on the teacher's screen.
  await expect(card.getByTestId('work-answers')).toContainText('never alone', {
    timeout: SAVE_AND_DELIVER_MS,
  });
  await expect(card.getByTestId('word-count')).toHaveText('10 words');

  // The server becomes unreachable: the draft stays, the page says so and retries.
  await student.route('**/api/projects/student/classes/**', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue(),
  );
  await answer.fill('The Lord is my shepherd, so I am never alone. Even in the dark valley.');
  await expect(status).toHaveText('Offline, will retry', { timeout: 5_000 });
  await student.unroute('**/api/projects/student/classes/**');
  await expect(status).toHaveText('Saved', { timeout: 10_000 });
  await expect(card.getByTestId('work-answers')).toContainText('dark valley', {
    timeout: SAVE_AND_DELIVER_MS,
  });

  // The teacher opens the review screen from the row, comments, awards points and approves.
  await card.getByRole('link', { name: 'Review Maria Gomez' }).click();
  await expect(
    teacher.getByRole('heading', { level: 1, name: 'Review: Maria Gomez' }),
  ).toBeVisible();
  await teacher.getByLabel('Comment', { exact: true }).fill('Beautiful: the dark valley is real.');
  await teacher.getByRole('button', { name: 'Send comment' }).click();
  await expect(teacher.getByText('Comment sent. The student sees it now.')).toBeVisible();
  const pointsBefore = Number(
    (await (await student.request.get('/api/projects/student/activities')).json()).points,
  );
  await teacher.getByLabel('Points to award').fill('3');
  await teacher.getByRole('button', { name: 'Award', exact: true }).click();
  await expect(teacher.getByTestId('review-message')).toHaveText(
    `Points awarded. The student now has ${pointsBefore + 3} points and has been told.`,
  );
  await teacher.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(teacher.getByTestId('review-status')).toContainText('Approved');

  // The student sees the feedback, and the approved work is locked.
  await student.reload();
  await expect(student.getByText('Beautiful: the dark valley is real.')).toBeVisible();
  await expect(student.getByRole('note')).toContainText('approved or archived');
  await expect(student.getByRole('textbox').first()).toHaveText(/dark valley/);
  // The formatted answer is read-only: no toolbar, and the text cannot be edited.
  await expect(student.getByRole('textbox').first()).toHaveAttribute('aria-readonly', 'true');
  await expect(student.getByRole('textbox').first()).toHaveAttribute('contenteditable', 'false');
  await expect(student.getByRole('toolbar')).toHaveCount(0);
  await expectNoAxeViolations(student);
  await teacher.context().close();
  await student.context().close();
});

test('a draft typed while offline survives closing the page and is saved on return', async ({
  browser,
}) => {
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  const activity = await assignActivity(teacher);
  await teacher.context().close();
  const student = await signedInPage(browser, 'student', DEMO.student);
  const path = `/student/classes/${activity.classId}/activities/${activity.id}`;
  await student.goto(path);
  await student.route('**/api/projects/student/classes/**', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue(),
  );
  await student.getByRole('textbox').first().fill('Written on the bus with no signal.');
  await expect(student.getByTestId('save-status')).toHaveText('Offline, will retry', {
    timeout: 5_000,
  });
  // Leave without the save having arrived; come back with the server reachable.
  await student.goto('/student');
  await student.unroute('**/api/projects/student/classes/**');
  await student.goto(path);
  await expect(student.getByRole('textbox').first()).toHaveText(
    'Written on the bus with no signal.',
  );
  await expect(student.getByTestId('save-status')).toHaveText('Saved', { timeout: 5_000 });
  const saved = await student.request.get(
    `/api/projects/student/classes/${activity.classId}/activities/${activity.id}`,
  );
  expect(JSON.stringify((await saved.json()).project.answers)).toContain('no signal');

  // Handing it in earns the submission points once.
  const before = Number(
    (await (await student.request.get('/api/projects/student/activities')).json()).points,
  );
  await student.getByRole('button', { name: 'Hand it in' }).click();
  const handedIn = student.getByRole('status').filter({ hasText: 'Handed in!' });
  await expect(handedIn).toHaveText(/^Handed in! You now have \d+ points\.$/);
  // Other journeys may give the same demo student points meanwhile: at least the 10 arrived.
  const shown = Number((await handedIn.textContent())?.match(/\d+/)?.[0]);
  expect(shown).toBeGreaterThanOrEqual(before + 10);
  await student.context().close();
});

test('a student spends points in the Avatar Store and wears what they bought', async ({
  browser,
}) => {
  // A student of its own: the demo student earns points in other journeys running alongside,
  // which would change the balance between the purchase and the check.
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  const { student: newStudent } = await classWithStudent(teacher, `avatar${Date.now()}`);
  const awarded = await teacher.request.post(`/api/projects/students/${newStudent.id}/points`, {
    headers: { origin: new URL(teacher.url()).origin },
    data: { points: 25 },
  });
  expect(awarded.status()).toBe(200);
  await teacher.context().close();

  const student = await signedInNewStudent(browser, newStudent);
  await student.getByRole('link', { name: 'Avatar Store' }).click();
  await expect(student.getByRole('heading', { level: 1, name: 'Avatar Store' })).toBeVisible();
  const points = student.getByTestId('avatar-points');
  const before = 25;
  await expect(points).toHaveText(`You have ${before} points`);
  await expectNoAxeViolations(student);

  // Items the student cannot afford yet are disabled: buy the first one that can be bought.
  const buy = student
    .getByRole('button', { name: /^Buy .+ for \d+ points$/, disabled: false })
    .first();
  const label = (await buy.getAttribute('aria-label')) ?? '';
  const [, name, price] = /^Buy (.+) for (\d+) points$/.exec(label) ?? [];
  await buy.click();
  // Buying asks first, with the price and the balance after.
  const confirm = student.getByRole('dialog', { name: `Buy ${name}?` });
  await expect(confirm).toContainText(
    `It costs ${price} points. You will have ${before - Number(price)} points left.`,
  );
  await confirm.getByRole('button', { name: `Buy for ${price} points` }).click();
  await expect(student.getByRole('status').filter({ hasText: 'is yours' })).toHaveText(
    `${name} is yours. Wear it whenever you like.`,
  );
  await expect(points).toHaveText(`You have ${before - Number(price)} points`);
  await student.getByRole('button', { name: `Wear ${name}` }).click();
  await expect(student.getByRole('status').filter({ hasText: 'now wearing' })).toHaveText(
    `You are now wearing ${name}.`,
  );
  await expect(student.getByRole('img', { name: 'Your avatar' })).toBeVisible();
  await student.goto('/student');
  await expect(student.getByRole('img', { name: 'Your avatar' })).toBeVisible();
  await student.context().close();
});

test('a parent sees their child’s writing and edits work that is still active', async ({
  browser,
}) => {
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  const activity = await assignActivity(teacher);
  await teacher.context().close();
  const student = await signedInPage(browser, 'student', DEMO.student);
  await student.goto(`/student/classes/${activity.classId}/activities/${activity.id}`);
  await student.getByRole('textbox').first().fill('My shepherd walks ahead of me.');
  await expect(student.getByTestId('save-status')).toHaveText('Saved', { timeout: 5_000 });
  await student.context().close();

  const parent = await signedInPage(browser, 'parent', DEMO.parent);
  const work = parent.getByRole('article').filter({ hasText: activity.title });
  await expect(work.getByRole('textbox').first()).toHaveValue('My shepherd walks ahead of me.');
  await expectNoAxeViolations(parent);
  await work.getByRole('textbox').first().fill('My shepherd walks ahead of me, always.');
  await work.getByRole('button', { name: 'Save changes' }).click();
  await expect(work.getByRole('status')).toHaveText('Saved.');
  await parent.reload();
  await expect(
    parent.getByRole('article').filter({ hasText: activity.title }).getByRole('textbox').first(),
  ).toHaveValue('My shepherd walks ahead of me, always.');
  await parent.context().close();
});

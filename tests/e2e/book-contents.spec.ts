import { CLASSROOM_SCREENS } from '../../common/copy/classroom-screens';
import { DEMO, signedInPage } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';
import { assignTo, classWithStudent, signedInNewStudent } from '../support/student-class';

/**
 * Making a book (issue 12, point 5): "Approved work only" is the default; the teacher checks
 * each student's pieces, and a student with nothing to include is left out with a warning,
 * before and after the book is made. A class of its own with two students: Lena writes a
 * draft, Noah writes nothing.
 */

const COPY = CLASSROOM_SCREENS.books;
const run = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('the teacher makes a book of approved work only, sees who is left out and why', async ({
  browser,
}) => {
  const tag = run();
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  const { classId, student } = await classWithStudent(teacher, tag);
  const headers = { origin: new URL(teacher.url()).origin };
  const added = await teacher.request.post(`/api/classroom/classes/${classId}/students`, {
    headers,
    data: { students: [{ firstName: 'Noah', lastName: `Quiet${tag}` }] },
  });
  expect(added.status()).toBe(201);
  const activity = await assignTo(teacher, classId, `Still Waters ${tag}`);
  const lena = await signedInNewStudent(browser, student);
  const api = `/api/projects/student/classes/${classId}/activities/${activity.id}`;
  const saved = await lena.request.put(api, {
    headers,
    data: { answers: { [activity.questionIds[0]!]: 'The quiet water is like prayer at night.' } },
  });
  expect(saved.status()).toBe(200);
  await lena.context().close();

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await teacher.setViewportSize(viewport);
    await teacher.goto(`/teacher/classes/${classId}/books`);
    const form = teacher.getByRole('form', { name: COPY.create });
    await expect(form.getByRole('group', { name: COPY.contents })).toBeVisible();
    // Approved work only is the default.
    await expect(form.getByLabel(COPY.approvedOnly)).toBeChecked();
    const check = form.getByRole('region', { name: COPY.check });
    await expect(check).toContainText(COPY.checkHint);

    await form.getByLabel(activity.title, { exact: true }).check();
    await form.getByLabel(`Lena Home${tag}`, { exact: true }).check();
    await form.getByLabel(`Noah Quiet${tag}`, { exact: true }).check();
    const warnings = check.getByTestId('book-warnings');
    await expect(warnings.getByRole('listitem')).toHaveText([
      `Lena Home${tag} has no approved work and is left out`,
      `Noah Quiet${tag} has no approved work and is left out`,
    ]);
    // Lena's draft is listed but cannot be ticked while only approved work prints.
    const draft = check.getByLabel(`${activity.title}, by Lena`);
    await expect(draft).toBeDisabled();
    await expect(check).toContainText(COPY.notApproved);
    await expect(check).toContainText(COPY.totals(0, 0));
    await expectNoAxeViolations(teacher);
    await expectFitsWidth(teacher);

    // Drafts included: Lena's piece prints, Noah is still left out.
    await form.getByLabel(COPY.allWritten).check();
    await expect(warnings.getByRole('listitem')).toHaveText([
      `Noah Quiet${tag} has no written work and is left out`,
    ]);
    await expect(draft).toBeChecked();
    await expect(check).toContainText(COPY.totals(1, 1));
    // Unticking her only piece leaves her out too; ticking it again brings her back.
    await draft.uncheck();
    await expect(warnings.getByRole('listitem')).toHaveCount(2);
    await draft.check();
    await expect(warnings.getByRole('listitem')).toHaveCount(1);
  }

  // Made by keyboard: the title, a dedication, then Create book with Enter.
  const form = teacher.getByRole('form', { name: COPY.create });
  const name = `Still Waters Book ${tag}`;
  await form.getByLabel(COPY.name).fill(name);
  await form.getByLabel(COPY.dedication).fill('For our families.');
  await form.getByRole('button', { name: COPY.create }).focus();
  await teacher.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText(COPY.created);
  const card = teacher.locator(`[data-book="${name}"]`);
  await expect(card.getByRole('list', { name: `Left out of ${name}` })).toHaveText(
    `Noah Quiet${tag} has no written work and is left out`,
  );
  await expect(card).toContainText(COPY.counts(1, 1, 0));
  await expectNoAxeViolations(teacher);
  await expectFitsWidth(teacher);
  await teacher.screenshot({ path: 'test-results/book-contents-375.png', fullPage: true });
  await teacher.setViewportSize(VIEWPORTS.desktop);
  await teacher.screenshot({ path: 'test-results/book-contents-1280.png', fullPage: true });
  await teacher.context().close();
});

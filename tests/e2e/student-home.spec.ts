import { APP_SHELL } from '../../common/copy/app-shell';
import { goToSection } from '../support/classes';
import type { Page } from '@playwright/test';
import { DEMO, signedInPage } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { VIEWPORTS, expect, expectNoAxeViolations, test } from '../support/fixtures';
import {
  assignTo,
  classWithStudent,
  dayFromToday,
  signedInNewStudent,
} from '../support/student-class';

/**
 * Issue 11, points 10 and 13: a new student's home teaches what will appear; once the teacher
 * assigns, returns and approves work, the home shows due dates in words, the returned work with
 * its feedback count and the approved piece; the portfolio reads a piece as a page with its
 * formatting; the Avatar Store explains what the student cannot afford, asks before buying,
 * and lets them wear and take off what they bought, by keyboard alone. At 1280 and 375 px.
 */

const headersOf = (page: Page) => ({ origin: new URL(page.url()).origin });

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`a student's home, portfolio and Avatar Store at ${name} width`, async ({ browser }) => {
    test.setTimeout(120_000);
    const run = `${name}${Date.now().toString(36)}`;
    const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
    const { classId, title: classTitle, student } = await classWithStudent(teacher, run);
    const page = await signedInNewStudent(browser, student, viewport);

    // Nothing assigned yet: every section says what will appear there.
    await expect(page.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible();
    await expect(page.getByText(`Welcome back, Lena.`)).toBeVisible();
    await expect(page.getByTestId('student-points')).toHaveText('0 points');
    for (const [section, empty] of [
      ['Due soon', 'Nothing due'],
      ['Returned to you', 'Nothing to revise'],
      ['Recently approved', 'Nothing approved yet'],
      ['Your activities', 'No activities yet'],
    ] as const) {
      const region = page.getByRole('region', { name: section });
      await expect(region.getByText(empty, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Your teacher’s activities will appear here.')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);

    // The teacher assigns four activities; the student writes two, one is returned with two
    // comments, the other approved.
    const tomorrow = await assignTo(teacher, classId, `Tomorrow ${run}`, dayFromToday(1));
    const late = await assignTo(teacher, classId, `Late ${run}`, dayFromToday(-2));
    const revise = await assignTo(teacher, classId, `Revise ${run}`);
    const approved = await assignTo(teacher, classId, `Approved ${run}`);
    for (const [work, answer] of [
      [revise, '<p>My first try.</p>'],
      [approved, '<p>I am <strong>never</strong> alone.</p><ul><li>Green pastures</li></ul>'],
    ] as const) {
      const saved = await page.request.put(
        `/api/projects/student/classes/${classId}/activities/${work.id}`,
        { headers: headersOf(page), data: { answers: { [work.questionIds[0]!]: answer } } },
      );
      expect(saved.status()).toBe(200);
      // Handed in: only handed-in work can be returned for revision.
      const handedIn = await page.request.post(
        `/api/projects/student/classes/${classId}/activities/${work.id}/submit`,
        { headers: headersOf(page), data: {} },
      );
      expect(handedIn.status()).toBe(200);
    }
    const view = async (activityId: string) =>
      (
        (await (
          await teacher.request.get(`/api/projects/classes/${classId}/activities/${activityId}`)
        ).json()) as { projects: { projectId: string }[] }
      ).projects[0]!.projectId;
    const reviseId = await view(revise.id);
    for (const body of ['Say more about the shepherd.', 'Where do you see green pastures?']) {
      const comment = await teacher.request.post(`/api/projects/${reviseId}/comments`, {
        headers: headersOf(teacher),
        data: { body },
      });
      expect(comment.status()).toBe(200);
    }
    for (const [projectId, status] of [
      [reviseId, 'returned'],
      [await view(approved.id), 'approved'],
    ]) {
      const changed = await teacher.request.post(`/api/projects/${projectId}/status`, {
        headers: headersOf(teacher),
        data: { status },
      });
      expect(changed.status()).toBe(200);
    }

    await page.reload();
    const dueSoon = page.getByRole('region', { name: /^Due soon/ });
    // Late first, with the due dates in words.
    await expect(dueSoon.getByRole('listitem')).toHaveCount(2);
    await expect(dueSoon.getByRole('listitem').first()).toContainText(late.title);
    await expect(dueSoon.getByRole('listitem').first()).toContainText('2 days late');
    await expect(dueSoon.getByRole('link', { name: `Start: ${tomorrow.title}` })).toBeVisible();
    await expect(dueSoon.getByRole('listitem').nth(1)).toContainText('Due tomorrow');
    const returned = page.getByRole('region', { name: /^Returned to you/ });
    await expect(returned.getByRole('link', { name: `Revise: ${revise.title}` })).toBeVisible();
    await expect(returned).toContainText('2 comments');
    const recent = page.getByRole('region', { name: /^Recently approved/ });
    await expect(recent.getByRole('link', { name: `Read: ${approved.title}` })).toBeVisible();
    const all = page.getByRole('region', { name: 'Your activities' });
    await expect(all.getByRole('heading', { level: 3, name: classTitle })).toBeVisible();
    await expect(all.getByRole('listitem')).toHaveCount(4);
    await expect(all.getByRole('listitem').filter({ hasText: revise.title })).toContainText(
      'Returned for revision',
    );
    await expect(page.getByRole('img', { name: 'Your avatar' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);

    // The portfolio lists the written pieces by class; one reads as a page, formatted.
    await goToSection(page, APP_SHELL.nav.student.portfolio);
    await expect(page.getByRole('heading', { level: 1, name: 'My portfolio' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download all my writing (PDF)' })).toBeVisible();
    const classSection = page.getByRole('region', { name: classTitle });
    await expect(classSection.getByRole('listitem')).toHaveCount(2);
    await expect(
      classSection.getByRole('listitem').filter({ hasText: approved.title }),
    ).toContainText('6 words');
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
    await classSection.getByRole('link', { name: `Read ${approved.title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: approved.title })).toBeVisible();
    const piece = page.getByRole('article');
    await expect(piece.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(piece.locator('strong', { hasText: 'never' })).toBeVisible();
    await expect(piece.getByRole('listitem').filter({ hasText: 'Green pastures' })).toBeVisible();
    // A page to read, not a form.
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(piece).toContainText('Approved');
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);

    // The Avatar Store with 20 points (10 for each of the two hand-ins): what costs more is
    // disabled and says why.
    await teacher.context().close();
    await page.goto('/student');
    await expect(page.getByTestId('student-points')).toHaveText('20 points');
    await page.getByRole('link', { name: 'Avatar Store' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Avatar Store' })).toBeVisible();
    await expect(page.getByTestId('avatar-points')).toHaveText('You have 20 points');
    const sunset = page.getByRole('button', { name: /^Buy .+ for 25 points$/ }).first();
    await expect(sunset).toBeDisabled();
    await expect(sunset).toHaveAccessibleDescription('You need 5 more points');
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);

    // By keyboard: focus the 15-point item, buy it after the confirmation, wear, take off.
    const buy = page.getByRole('button', { name: /^Buy .+ for 15 points$/ }).first();
    const [, item] = /^Buy (.+) for 15 points$/.exec((await buy.getAttribute('aria-label'))!)!;
    await buy.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Buy ${item}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('It costs 15 points. You will have 5 points left.');
    // Focus moves into the dialog (its Close button first); Tab reaches the purchase.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Buy for 15 points' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'is yours' })).toHaveText(
      `${item} is yours. Wear it whenever you like.`,
    );
    await expect(page.getByTestId('avatar-points')).toHaveText('You have 5 points');
    // The account menu shows the avatar the student wears, and follows what they put on.
    const menuAvatar = page.getByTestId('account-avatar');
    const before = await menuAvatar.innerHTML();
    const wear = page.getByRole('button', { name: `Wear ${item}` });
    await wear.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'now wearing' })).toHaveText(
      `You are now wearing ${item}.`,
    );
    await expect.poll(() => menuAvatar.innerHTML()).not.toBe(before);
    const takeOff = page.getByRole('button', { name: `Take off ${item}` });
    await takeOff.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'took off' })).toHaveText(
      `You took off ${item}.`,
    );
    await expect(page.getByRole('button', { name: `Wear ${item}` })).toBeVisible();
    await expect.poll(() => menuAvatar.innerHTML()).toBe(before);
    await page.context().close();
  });
}

import type { Page } from '@playwright/test';
import { FEEDBACK_COPY } from '../../common/copy/feedback';
import { studentWritingPath } from '../../common/routes';
import { assignActivity } from '../support/activities';
import { DEMO, signedInPage } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/**
 * The feedback loop end to end (issue 11, points 8 and 12), with the teacher and the student
 * in two browsers at once: assign → write and hand in → the teacher comments on a selected
 * passage → the student's open page shows it highlighted within a second, without a reload →
 * return for revision → the student revises and hands in version 2 → the teacher reads the
 * history, scores with the rubric (total shown) and approves → the student's page turns
 * read-only, live. At 1280 px the passage is selected with the mouse; at 375 px the comment
 * and the return are made with the keyboard alone.
 */

const LIVE_MS = 1_000;
const REVIEW = FEEDBACK_COPY.review;
const STUDENT = FEEDBACK_COPY.student;

/** Selects `words` inside the rendered answer, as a reader dragging over them would. */
async function selectWords(page: Page, words: string) {
  await page.evaluate((wanted) => {
    const container = document.querySelector('[data-question]')!;
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return;
    }
    throw new Error(`"${wanted}" is not in the answer`);
  }, words);
}

for (const width of [1280, 375]) {
  const keyboard = width === 375;
  test(`assign, write, comment on a passage, return, revise, approve: live at ${width} px`, async ({
    browser,
  }) => {
    // Two browsers through the whole loop: longer than one page's journey.
    test.setTimeout(120_000);
    const viewport = { width, height: 900 };
    const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
    await teacher.setViewportSize(viewport);
    const activity = await assignActivity(teacher);
    const student = await signedInPage(browser, 'student', DEMO.student);
    await student.setViewportSize(viewport);

    // The student writes and hands in.
    await student.goto(studentWritingPath(activity.classId, activity.id));
    await expect(student.getByRole('heading', { level: 1, name: activity.title })).toBeVisible();
    const panel = student.getByTestId('feedback-panel');
    await expect(panel.getByRole('heading', { name: STUDENT.panel })).toBeVisible();
    await expect(panel).toContainText(STUDENT.noFeedback);
    await expect(student.getByTestId('student-live')).toHaveText(STUDENT.live);
    const answer = student.getByRole('textbox').first();
    await answer.fill('The shepherd walks with me in the dark valley.');
    await expect(student.getByTestId('save-status')).toHaveText('Saved', { timeout: 5_000 });
    await student.getByRole('button', { name: 'Hand it in' }).click();
    await expect(student.getByText(/Handed in!/)).toBeVisible();
    await expectNoAxeViolations(student);

    // The teacher's class view: a calm row with the status and one way in.
    await teacher.goto(`/teacher/classes/${activity.classId}/activities/${activity.id}`);
    const row = teacher.locator('article[data-student="Maria Gomez"]');
    await expect(row.getByTestId('work-status')).toHaveText(FEEDBACK_COPY.status.handedIn);
    await expect(row.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(teacher);
    if (keyboard) await expectFitsWidth(teacher);
    await row.getByRole('link', { name: 'Review Maria Gomez' }).click();
    await expect(
      teacher.getByRole('heading', { level: 1, name: REVIEW.title('Maria Gomez') }),
    ).toBeVisible();
    await expect(teacher.getByTestId('review-status')).toHaveText(
      `${FEEDBACK_COPY.status.handedIn} · Version 1`,
    );
    await expect(teacher.getByText(REVIEW.noComments)).toBeVisible();
    await expectNoAxeViolations(teacher);
    if (keyboard) await expectFitsWidth(teacher);

    // A comment on a passage: selected with the mouse, or typed with the keyboard alone.
    if (keyboard) {
      await teacher.getByLabel(REVIEW.about).focus();
      await teacher.keyboard.press('ArrowDown');
      await teacher.keyboard.press('Tab');
      await expect(teacher.getByLabel(REVIEW.passage)).toBeFocused();
      await teacher.keyboard.type('dark valley');
      await teacher.keyboard.press('Tab');
      await teacher.keyboard.type('What does the dark valley feel like?');
      await teacher.keyboard.press('Tab');
      await expect(teacher.getByRole('button', { name: REVIEW.send })).toBeFocused();
      await teacher.keyboard.press('Enter');
    } else {
      await selectWords(teacher, 'dark valley');
      await teacher.getByRole('button', { name: REVIEW.commentOnSelection }).click();
      await expect(teacher.getByLabel(REVIEW.passage)).toHaveValue('dark valley');
      await expect(teacher.getByLabel(REVIEW.commentBody, { exact: true })).toBeFocused();
      await teacher.keyboard.type('What does the dark valley feel like?');
      await teacher.getByRole('button', { name: REVIEW.send }).click();
    }
    await expect(teacher.getByText(REVIEW.sent)).toBeVisible();
    const teacherHighlight = teacher.getByTestId('highlight');
    await expect(teacherHighlight).toHaveText('dark valley');
    await expect(teacher.getByTestId('comment')).toContainText(
      'What does the dark valley feel like?',
    );

    // The student's open page shows it, highlighted in their writing, within a second.
    await expect(panel.getByTestId('comment')).toContainText(
      'What does the dark valley feel like?',
      {
        timeout: LIVE_MS,
      },
    );
    await expect(panel.getByTestId('comment')).toContainText('“dark valley”');
    await expect(panel.getByTestId('student-writing').getByTestId('highlight')).toHaveText(
      'dark valley',
    );
    // The highlight is reachable by keyboard and names its comment.
    await panel.getByTestId('student-writing').getByTestId('highlight').focus();
    await expect(
      panel.getByTestId('student-writing').getByTestId('highlight'),
    ).toHaveAccessibleDescription(/What does the dark valley feel like\?/);
    await expectNoAxeViolations(student);

    // The student replies; the teacher sees it threaded under the comment.
    await panel.getByRole('button', { name: REVIEW.reply }).click();
    await panel.getByLabel(/^Reply to /).fill('Scary, but I am not alone.');
    await panel.getByRole('button', { name: STUDENT.sendReply }).click();
    await expect(panel.getByText(STUDENT.replied)).toBeVisible();
    await teacher.reload();
    await expect(teacher.locator('[data-role="student"]')).toContainText(
      'Scary, but I am not alone.',
    );

    // Return for revision, with a note.
    if (keyboard) {
      await teacher.getByRole('button', { name: REVIEW.returnForRevision }).focus();
      await teacher.keyboard.press('Enter');
      const dialog = teacher.getByRole('dialog', { name: REVIEW.returnTitle });
      await expect(dialog).toBeVisible();
      await teacher.keyboard.press('Tab');
      await expect(dialog.getByLabel(REVIEW.returnNote)).toBeFocused();
      await teacher.keyboard.type('Add one more example from your week.');
      await teacher.keyboard.press('Tab');
      await teacher.keyboard.press('Enter');
    } else {
      await teacher.getByRole('button', { name: REVIEW.returnForRevision }).click();
      const dialog = teacher.getByRole('dialog', { name: REVIEW.returnTitle });
      await expectNoAxeViolations(teacher);
      await dialog.getByLabel(REVIEW.returnNote).fill('Add one more example from your week.');
      await dialog.getByRole('button', { name: REVIEW.confirmReturn }).click();
    }
    await expect(teacher.getByTestId('review-message')).toHaveText(REVIEW.returned);
    await expect(teacher.getByTestId('review-status')).toContainText(FEEDBACK_COPY.status.returned);

    // The student sees the Returned banner live, revises and hands in again.
    const state = student.getByTestId('work-state');
    await expect(state).toContainText(
      STUDENT.returnedNote('Add one more example from your week.'),
      {
        timeout: LIVE_MS,
      },
    );
    await expect(state).toContainText(STUDENT.returnedAction);
    await expectNoAxeViolations(student);
    if (keyboard) await expectFitsWidth(student);
    await answer.fill(
      'The shepherd walks with me in the dark valley. On Monday my friend helped me.',
    );
    await expect(student.getByTestId('save-status')).toHaveText('Saved', { timeout: 5_000 });
    await student.getByRole('button', { name: 'Hand it in' }).click();
    await expect(state).toHaveCount(0);

    // The teacher sees version 2 (live) and reads the history.
    await expect(teacher.getByTestId('review-status')).toHaveText(
      `${FEEDBACK_COPY.status.handedIn} · Version 2`,
      { timeout: 2_000 },
    );
    const history = teacher.getByTestId('version-history');
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await history.getByRole('button', { name: /Version 1/ }).click();
    await expect(teacher.getByText(REVIEW.viewing(1))).toBeVisible();
    await expect(teacher.locator('[data-question]').first()).toHaveText(
      'The shepherd walks with me in the dark valley.',
    );
    await expect(teacher.getByTestId('highlight')).toHaveText('dark valley');

    // Rubric: one form, criterion and level names, the total as it is chosen.
    const rubric = teacher.getByRole('form', { name: REVIEW.rubric });
    await rubric
      .getByRole('group', { name: 'Understanding the images' })
      .getByLabel(/Proficient/)
      .check();
    await rubric
      .getByRole('group', { name: 'Personal reflection' })
      .getByLabel(/Exemplary/)
      .check();
    await rubric
      .getByRole('group', { name: 'Clear writing' })
      .getByLabel(/Developing/)
      .check();
    await expect(teacher.getByTestId('rubric-total')).toHaveText(REVIEW.total(9, 12));
    await rubric.getByRole('button', { name: REVIEW.saveScore }).click();
    await expect(rubric.getByText(REVIEW.scoreSaved(9, 12))).toBeVisible();
    await expectNoAxeViolations(teacher);

    // Approve: the student's page turns read-only, live, and says so.
    await teacher.getByRole('button', { name: REVIEW.approve, exact: true }).click();
    await expect(teacher.getByTestId('review-message')).toHaveText(REVIEW.approved);
    await expect(state).toContainText(STUDENT.approvedTitle, { timeout: LIVE_MS });
    await expect(state).toContainText(STUDENT.approvedNote);
    await expect(panel).toContainText(STUDENT.score(9, 12));
    await expect(student.getByRole('textbox').first()).toHaveAttribute('aria-readonly', 'true');
    await expect(student.getByRole('button', { name: 'Hand it in' })).toHaveCount(0);
    await panel.getByText(/Earlier versions \(2\)/).click();
    await expectNoAxeViolations(student);
    if (keyboard) await expectFitsWidth(student);

    await teacher.context().close();
    await student.context().close();
  });
}

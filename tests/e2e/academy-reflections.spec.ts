import { ACADEMY_PATHS } from '../../common/academy/routes';
import { LESSON_PAGE } from '../../common/copy/academy-learning';
import { REFLECTION_COPY, REVIEW_COPY } from '../../common/copy/academy-reflections';
import { WRITING_COPY } from '../../common/copy/writing';
import { academyUrl } from '../support/academy';
import {
  PSALM_PROMPT,
  courseWithParticipant,
  expectCalmAtBothWidths,
} from '../support/academy-pages';
import { signInAcademy } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test('a reflection is handed in, returned with feedback live, revised and accepted', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { instructor, participant, course } = await courseWithParticipant();
  const [lessonId] = course.lessonIds as [string];
  const rosa = await (await browser.newContext()).newPage();
  const thomas = await (await browser.newContext()).newPage();

  // The participant writes and hands in.
  await signInAcademy(rosa, 'participant', participant);
  await rosa.goto(academyUrl(ACADEMY_PATHS.learnLesson(course.id, lessonId)));
  const reflection = rosa.getByRole('region', { name: REFLECTION_COPY.heading });
  const state = reflection.getByTestId('reflection-state');
  const answer = reflection.getByRole('textbox', { name: PSALM_PROMPT });
  // Until it is handed in, the lesson says so rather than offer a Mark complete that fails.
  const completion = rosa.getByTestId('completion');
  await expect(completion.getByRole('status')).toHaveText(LESSON_PAGE.handInThenMark);
  await expect(completion.getByRole('button')).toHaveCount(0);
  await answer.fill('Still. I never sit still.');
  await expect(reflection.getByTestId('save-status')).toHaveText(WRITING_COPY.save.saved);
  await reflection.getByRole('button', { name: REFLECTION_COPY.handIn }).click();
  await expect(state).toHaveText(REFLECTION_COPY.status.submitted);
  await expect(completion.getByRole('button', { name: LESSON_PAGE.markComplete })).toBeVisible();

  // The instructor finds it in the course's Reflections tab and returns it with a note.
  await signInAcademy(thomas, 'instructor', instructor);
  await thomas.goto(academyUrl(ACADEMY_PATHS.reviewQueue(course.id)));
  await expect(thomas.getByTestId('waiting-count')).toHaveText(REVIEW_COPY.waiting(1));
  await expectCalmAtBothWidths(thomas);
  await thomas.getByRole('link', { name: /Rosa Martin/ }).click();
  await expect(thomas.getByRole('heading', { name: 'Rosa Martin' })).toBeVisible();
  await expect(thomas.getByText('Still. I never sit still.')).toBeVisible();
  await expectCalmAtBothWidths(thomas);
  await thomas
    .getByRole('textbox', { name: REVIEW_COPY.feedbackLabel, exact: true })
    .fill('What keeps you from sitting still?');
  await thomas.getByRole('button', { name: REVIEW_COPY.addFeedback }).click();
  await expect(thomas.getByText('What keeps you from sitting still?').first()).toBeVisible();
  // Returning needs a note: without one the instructor is told so.
  await thomas.getByRole('button', { name: REVIEW_COPY.returnIt }).click();
  await expect(thomas.getByRole('alert').filter({ hasText: /Say what to change/ })).toBeVisible();
  await thomas
    .getByRole('textbox', { name: REVIEW_COPY.noteLabel })
    .fill('Say a little more, then hand it in again.');
  await thomas.getByRole('button', { name: REVIEW_COPY.returnIt }).click();
  await expect(thomas.getByText(REVIEW_COPY.returnedDone)).toBeVisible();

  // The participant's open page shows it without a reload, and the answer opens again.
  await expect(state).toHaveText(REFLECTION_COPY.status.returned);
  await expect(reflection.getByText('Say a little more, then hand it in again.')).toBeVisible();
  await expect(reflection.getByText('What keeps you from sitting still?')).toBeVisible();
  await expectCalmAtBothWidths(rosa);
  await answer.fill('Still. I never sit still, and I am afraid of the quiet.');
  await expect(reflection.getByTestId('save-status')).toHaveText(WRITING_COPY.save.saved);
  await reflection.getByRole('button', { name: REFLECTION_COPY.handInAgain }).click();
  await expect(state).toHaveText(REFLECTION_COPY.status.resubmitted);

  // Back in the queue, marked as handed in again; accepted.
  await thomas.goto(academyUrl(ACADEMY_PATHS.reviewQueue(course.id)));
  await expect(thomas.getByText(REVIEW_COPY.resubmitted)).toBeVisible();
  await thomas.getByRole('link', { name: /Rosa Martin/ }).click();
  await expect(thomas.getByText('I am afraid of the quiet', { exact: false })).toBeVisible();
  await thomas.getByRole('button', { name: REVIEW_COPY.acceptIt }).click();
  await expect(thomas.getByText(REVIEW_COPY.acceptedDone)).toBeVisible();
  await expect(state).toHaveText(REFLECTION_COPY.status.accepted);
  await expect(answer).toHaveAttribute('aria-readonly', 'true');
  // The history keeps both hand-ins.
  await reflection.getByText(REFLECTION_COPY.history(2)).click();
  await expect(reflection.getByText(/Hand-in 1,/)).toBeVisible();
});

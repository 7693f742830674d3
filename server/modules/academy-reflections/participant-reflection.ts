import type { Kysely } from 'kysely';
import {
  EDITABLE_REFLECTION_STATUSES,
  HAND_IN_FROM,
  REFLECTION_MESSAGES as M,
  type ReflectionStatus,
} from '../../../common/academy/reflections';
import { hasVisibleText } from '../../../common/academy/lesson-html';
import { plainTextOf, wordCountOf } from '../../../common/writing/rich-text';
import { sanitizeAnswer } from '../../../common/writing/sanitize';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { NotificationRecipient } from '../academy-notifications/notify';
import { notifyReflection } from '../academy-notifications/reflection-events';
import type { LessonWithPrompts } from './lesson-prompts';
import type { ReflectionRow } from './reflection-views';

interface Whose {
  courseId: string;
  userId: string;
  lesson: LessonWithPrompts;
}

/** The participant's reflection on the lesson, or undefined before their first keystroke. */
export function findReflection(
  db: Kysely<Database>,
  { userId, lesson }: Pick<Whose, 'userId' | 'lesson'>,
): Promise<ReflectionRow | undefined> {
  return db
    .selectFrom('course_reflections')
    .select(['id', 'status', 'answers', 'updated_at', 'submitted_at'])
    .where('lesson_id', '=', lesson.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

const lockedError = (status: ReflectionStatus) =>
  new AppError('CONFLICT', { answers: status === 'accepted' ? M.accepted : M.locked });

/**
 * The autosave: every answer, written over the last save, while the reflection is a draft or
 * returned (409 once handed in or accepted, saying why). Answers to prompts the lesson does
 * not have are dropped; each is sanitised as the Journals' answers are.
 */
export async function saveReflection(
  db: Kysely<Database>,
  { courseId, userId, lesson }: Whose,
  answers: Record<string, string>,
  now = new Date(),
) {
  if (lesson.prompts.length === 0) {
    throw new AppError('CONFLICT', { answers: M.noPrompts });
  }
  const promptIds = new Set(lesson.prompts.map((prompt) => prompt.id));
  const kept = Object.fromEntries(
    Object.entries(answers)
      .filter(([promptId]) => promptIds.has(promptId))
      .map(([promptId, text]) => [promptId, sanitizeAnswer(text)]),
  );
  const wordCount = Object.values(kept).reduce((sum, text) => sum + wordCountOf(text), 0);
  const json = JSON.stringify(kept);
  const at = now.toISOString();
  const saved = await db
    .insertInto('course_reflections')
    .values({
      id: crypto.randomUUID(),
      course_id: courseId,
      lesson_id: lesson.id,
      user_id: userId,
      answers: json,
      word_count: wordCount,
      status: 'draft',
      submitted_at: null,
      decided_at: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['lesson_id', 'user_id'])
        .doUpdateSet({ answers: json, word_count: wordCount, updated_at: at })
        .where('course_reflections.status', 'in', [...EDITABLE_REFLECTION_STATUSES]),
    )
    .returning(['id', 'status'])
    .executeTakeFirst();
  if (!saved) {
    const current = await findReflection(db, { userId, lesson });
    throw lockedError(current?.status ?? 'submitted');
  }
  return { id: saved.id, status: saved.status, updatedAt: at, wordCount };
}

/** How many of the lesson's prompts have an answer with words in it. */
function answeredCount(lesson: LessonWithPrompts, answers: Record<string, string>): number {
  return lesson.prompts.filter((prompt) => {
    const answer = answers[prompt.id] ?? '';
    return hasVisibleText(answer) && plainTextOf(answer).trim() !== '';
  }).length;
}

/**
 * Hands the reflection in: a draft becomes submitted, a returned one resubmitted, and its
 * answers are kept as the next numbered version. Every prompt needs an answer. Handing in
 * again what is already with the instructor changes nothing (a double click, a retry); an
 * accepted reflection cannot be handed in.
 */
export async function handInReflection(
  db: Kysely<Database>,
  whose: Whose,
  now = new Date(),
): Promise<ReflectionRow & { notified?: NotificationRecipient[] }> {
  return db.transaction().execute(async (trx) => {
    const current = await findReflection(trx, whose);
    if (!current) {
      throw new AppError('BAD_REQUEST', {
        answers: M.unanswered(0, whose.lesson.prompts.length),
      });
    }
    const next = HAND_IN_FROM[current.status];
    if (!next) {
      if (current.status === 'accepted') throw lockedError('accepted');
      return current;
    }
    const answers = JSON.parse(current.answers) as Record<string, string>;
    const answered = answeredCount(whose.lesson, answers);
    if (answered < whose.lesson.prompts.length) {
      throw new AppError('BAD_REQUEST', {
        answers: M.unanswered(answered, whose.lesson.prompts.length),
      });
    }
    const at = now.toISOString();
    // Only the request that moves it from this state hands it in; a second one at once finds
    // nothing to update and answers what the first did.
    const moved = await trx
      .updateTable('course_reflections')
      .set({ status: next, submitted_at: at, updated_at: at })
      .where('id', '=', current.id)
      .where('status', '=', current.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      return (await findReflection(trx, whose)) ?? current;
    }
    const last = await trx
      .selectFrom('reflection_versions')
      .select((eb) => eb.fn.max('number').as('number'))
      .where('reflection_id', '=', current.id)
      .executeTakeFirst();
    await trx
      .insertInto('reflection_versions')
      .values({
        id: crypto.randomUUID(),
        reflection_id: current.id,
        number: Number(last?.number ?? 0) + 1,
        answers: current.answers,
        submitted_at: at,
      })
      .execute();
    const notified = await notifyReflection(trx, {
      kind: next === 'resubmitted' ? 'reflection_resubmitted' : 'reflection_handed_in',
      courseId: whose.courseId,
      reflectionId: current.id,
      actorId: whose.userId,
    });
    return { ...current, status: next, submitted_at: at, updated_at: at, notified };
  });
}

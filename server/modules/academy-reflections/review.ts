import type { Kysely } from 'kysely';
import {
  AWAITING_REVIEW_STATUSES,
  REFLECTION_LIMITS,
  REFLECTION_MESSAGES as M,
} from '../../../common/academy/reflections';
import type {
  ReflectionAnchor,
  ReviewQueueAnswer,
  ReviewedReflection,
} from '../../../common/schemas/academy-reflections';
import { plainTextOf } from '../../../common/writing/rich-text';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { NotificationRecipient } from '../academy-notifications/notify';
import { notifyReflection } from '../academy-notifications/reflection-events';
import { lessonWithPrompts } from './lesson-prompts';
import { reflectionView } from './reflection-views';

const notFound = () => new AppError('NOT_FOUND', { reflection: M.notFound });
const fullName = (row: { first_name: string; last_name: string }) =>
  `${row.first_name} ${row.last_name}`.trim();

/**
 * The review queue (point 13): reflections handed in and not yet answered, who has waited
 * longest first, a page at a time (`after` is the last id of the previous page).
 */
export async function reviewQueue(
  db: Kysely<Database>,
  courseId: string,
  { after, lessonId }: { after?: string; lessonId?: string },
): Promise<ReviewQueueAnswer> {
  let query = db
    .selectFrom('course_reflections as r')
    .innerJoin('users', 'users.id', 'r.user_id')
    .innerJoin('course_lessons as l', 'l.id', 'r.lesson_id')
    .select([
      'r.id',
      'r.status',
      'r.submitted_at',
      'r.word_count',
      'r.user_id',
      'users.first_name',
      'users.last_name',
      'l.id as lesson_id',
      'l.title as lesson_title',
    ])
    .where('r.course_id', '=', courseId)
    .where('r.status', 'in', [...AWAITING_REVIEW_STATUSES]);
  if (lessonId) query = query.where('r.lesson_id', '=', lessonId);
  const waiting = await db
    .selectFrom('course_reflections')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('course_id', '=', courseId)
    .where('status', 'in', [...AWAITING_REVIEW_STATUSES])
    .$if(lessonId !== undefined, (q) => q.where('lesson_id', '=', lessonId ?? ''))
    .executeTakeFirstOrThrow();
  if (after) {
    const cursor = await db
      .selectFrom('course_reflections')
      .select(['submitted_at', 'id'])
      .where('id', '=', after)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    if (cursor?.submitted_at) {
      const at = cursor.submitted_at;
      query = query.where((eb) =>
        eb.or([
          eb('r.submitted_at', '>', at),
          eb.and([eb('r.submitted_at', '=', at), eb('r.id', '>', cursor.id)]),
        ]),
      );
    }
  }
  const rows = await query
    .orderBy('r.submitted_at')
    .orderBy('r.id')
    .limit(REFLECTION_LIMITS.queuePage + 1)
    .execute();
  const page = rows.slice(0, REFLECTION_LIMITS.queuePage);
  return {
    items: page.map((row) => ({
      id: row.id,
      status: row.status,
      submittedAt: row.submitted_at ?? '',
      wordCount: row.word_count,
      participant: { id: row.user_id, name: fullName(row) },
      lesson: { id: row.lesson_id, title: row.lesson_title },
    })),
    next: rows.length > page.length ? (page.at(-1)?.id ?? null) : null,
    waiting: Number(waiting.count),
  };
}

/** The reflection of this course, or 404 (a reflection of another course included). */
async function reflectionOfCourse(db: Kysely<Database>, courseId: string, reflectionId: string) {
  const row = await db
    .selectFrom('course_reflections')
    .innerJoin('users', 'users.id', 'course_reflections.user_id')
    .select([
      'course_reflections.id',
      'course_reflections.status',
      'course_reflections.answers',
      'course_reflections.updated_at',
      'course_reflections.submitted_at',
      'course_reflections.lesson_id',
      'course_reflections.user_id',
      'users.first_name',
      'users.last_name',
    ])
    .where('course_reflections.id', '=', reflectionId)
    .where('course_reflections.course_id', '=', courseId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** One reflection as the instructor reads it: the lesson's prompts, history and feedback. */
export async function reviewedReflection(
  db: Kysely<Database>,
  courseId: string,
  reflectionId: string,
): Promise<ReviewedReflection> {
  const row = await reflectionOfCourse(db, courseId, reflectionId);
  const lesson = await lessonWithPrompts(db, courseId, row.lesson_id);
  const view = await reflectionView(db, row);
  return {
    ...view,
    id: row.id,
    participant: { id: row.user_id, name: fullName(row) },
    lesson: {
      id: lesson.id,
      title: lesson.title,
      prompts: lesson.prompts.map(({ id, text }) => ({ id, text })),
    },
  };
}

/** The latest hand-in's number and answers: what feedback is about. */
async function latestVersion(db: Kysely<Database>, reflectionId: string) {
  const version = await db
    .selectFrom('reflection_versions')
    .select(['number', 'answers'])
    .where('reflection_id', '=', reflectionId)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!version) throw new AppError('CONFLICT', { reflection: M.notAwaiting });
  return { number: version.number, answers: JSON.parse(version.answers) as Record<string, string> };
}

/** Whether the anchor's words are exactly where it says, in the latest hand-in's answer. */
function anchorHolds(answers: Record<string, string>, anchor: ReflectionAnchor): boolean {
  const text = plainTextOf(answers[anchor.promptId] ?? '');
  return anchor.end > anchor.start && text.slice(anchor.start, anchor.end) === anchor.quote;
}

/**
 * Feedback on the latest hand-in: general, or about a passage the instructor selected (its
 * words must still be there). A reflection never handed in has nothing to comment on.
 */
export async function addReflectionComment(
  db: Kysely<Database>,
  {
    courseId,
    reflectionId,
    authorId,
    body,
    anchor,
  }: {
    courseId: string;
    reflectionId: string;
    authorId: string;
    body: string;
    anchor?: ReflectionAnchor;
  },
  now = new Date(),
): Promise<{
  id: string;
  participantId: string;
  lessonId: string;
  notified: NotificationRecipient[];
}> {
  const row = await reflectionOfCourse(db, courseId, reflectionId);
  const version = await latestVersion(db, row.id);
  if (anchor && !anchorHolds(version.answers, anchor)) {
    throw new AppError('CONFLICT', { anchor: M.anchorInvalid });
  }
  const id = crypto.randomUUID();
  // The comment and its notification commit together.
  const notified = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('reflection_comments')
      .values({
        id,
        reflection_id: row.id,
        version_number: version.number,
        author_id: authorId,
        body,
        decision: null,
        prompt_id: anchor?.promptId ?? null,
        anchor_start: anchor?.start ?? null,
        anchor_end: anchor?.end ?? null,
        quote: anchor?.quote ?? null,
        created_at: now.toISOString(),
      })
      .execute();
    return notifyReflection(trx, {
      kind: 'reflection_feedback',
      courseId,
      reflectionId: row.id,
      actorId: authorId,
    });
  });
  return { id, participantId: row.user_id, lessonId: row.lesson_id, notified };
}

/**
 * Returns the reflection with a note, or accepts it. Only a reflection waiting for review can
 * be decided, and only once: two instructors deciding at once, one wins and the other is told
 * it is no longer waiting.
 */
export async function decideReflection(
  db: Kysely<Database>,
  {
    courseId,
    reflectionId,
    authorId,
    decision,
    note,
  }: {
    courseId: string;
    reflectionId: string;
    authorId: string;
    decision: 'returned' | 'accepted';
    note: string;
  },
  now = new Date(),
): Promise<{ participantId: string; lessonId: string; notified: NotificationRecipient[] }> {
  const row = await reflectionOfCourse(db, courseId, reflectionId);
  const at = now.toISOString();
  const notified = await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('course_reflections')
      .set({ status: decision, decided_at: at, updated_at: at })
      .where('id', '=', row.id)
      .where('status', 'in', [...AWAITING_REVIEW_STATUSES])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      throw new AppError('CONFLICT', { reflection: M.notAwaiting });
    }
    const version = await latestVersion(trx, row.id);
    if (note !== '' || decision === 'returned') {
      await trx
        .insertInto('reflection_comments')
        .values({
          id: crypto.randomUUID(),
          reflection_id: row.id,
          version_number: version.number,
          author_id: authorId,
          body: note,
          decision,
          prompt_id: null,
          anchor_start: null,
          anchor_end: null,
          quote: null,
          created_at: at,
        })
        .execute();
    }
    return notifyReflection(trx, {
      kind: decision === 'returned' ? 'reflection_returned' : 'reflection_accepted',
      courseId,
      reflectionId: row.id,
      actorId: authorId,
    });
  });
  return { participantId: row.user_id, lessonId: row.lesson_id, notified };
}

import type { Kysely } from 'kysely';
import { type CreateBookInput } from '../../../common/schemas/publishing';
import type { Question } from '../../../common/schemas/activities';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { generateAccessCode } from '../classroom/generate-access-code';
import { parseAnswers } from '../projects/project-views';
import { pieceBody } from '../projects/piece-body';
import { PUBLISHING_MESSAGES } from '../../../common/publishing/messages';

/** How often a new code is drawn when the first one is taken. */
const CODE_ATTEMPTS = 8;

/**
 * Creates an unpublished book from the chosen students' work on the chosen activities: each
 * piece is a snapshot (the activity's title, then each question and the student's answer), so
 * the printed book does not change when a student edits later. The book gets its 5-character
 * store code now; only publishing makes it findable.
 */
export async function createBook(
  db: Kysely<Database>,
  { classId, teacherId }: { classId: string; teacherId: string },
  input: Required<CreateBookInput>,
): Promise<string> {
  const activities = await db
    .selectFrom('activities as act')
    .innerJoin('activity_assignments as a', 'a.activity_id', 'act.id')
    .select(['act.id', 'act.title', 'act.questions'])
    .where('a.class_id', '=', classId)
    .where('act.id', 'in', input.activityIds)
    .execute();
  const students = await db
    .selectFrom('class_students')
    .select('student_id')
    .where('class_id', '=', classId)
    .where('student_id', 'in', input.studentIds)
    .execute();
  if (
    activities.length !== new Set(input.activityIds).size ||
    students.length !== new Set(input.studentIds).size
  ) {
    throw new AppError('BAD_REQUEST', { activityIds: PUBLISHING_MESSAGES.notInClass });
  }
  const projects = await db
    .selectFrom('projects')
    .select(['student_id', 'activity_id', 'answers'])
    .where('class_id', '=', classId)
    .where('activity_id', 'in', input.activityIds)
    .where('student_id', 'in', input.studentIds)
    .where('word_count', '>', 0)
    .execute();
  if (projects.length === 0) {
    throw new AppError('BAD_REQUEST', { studentIds: PUBLISHING_MESSAGES.nothingWritten });
  }

  const order = new Map(input.activityIds.map((id, index) => [id, index]));
  const now = new Date().toISOString();
  const bookId = crypto.randomUUID();
  for (let attempt = 1; ; attempt++) {
    const code = generateAccessCode();
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('books')
          .values({
            id: bookId,
            code,
            name: input.name,
            class_id: classId,
            teacher_id: teacherId,
            type: input.type,
            open_class_order: input.openClassOrder ? 1 : 0,
            published_at: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        const writers = [...new Set(projects.map((project) => project.student_id))];
        await trx
          .insertInto('book_students')
          .values(writers.map((studentId) => ({ book_id: bookId, student_id: studentId })))
          .execute();
        await trx
          .insertInto('book_pieces')
          .values(
            projects.map((project) => {
              const activity = activities.find((entry) => entry.id === project.activity_id)!;
              return {
                id: crypto.randomUUID(),
                book_id: bookId,
                student_id: project.student_id,
                position: order.get(project.activity_id) ?? 0,
                title: activity.title,
                body: pieceBody(
                  JSON.parse(activity.questions) as Question[],
                  parseAnswers(project.answers),
                ),
                created_at: now,
              };
            }),
          )
          .execute();
      });
      return bookId;
    } catch (error) {
      // A taken code breaks the unique constraint: draw another (the transaction left nothing).
      const taken = await db
        .selectFrom('books')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirst();
      if (!taken || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

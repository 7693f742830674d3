import type { Kysely, Transaction } from 'kysely';
import { type CreateBookInput } from '../../../common/schemas/publishing';
import type { Question } from '../../../common/schemas/activities';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { generateAccessCode } from '../classroom/generate-access-code';
import { parseAnswers } from '../projects/project-views';
import { pieceBody } from '../projects/piece-body';
import { PUBLISHING_MESSAGES } from '../../../common/publishing/messages';
import { selectBookContents, type PlannedActivity } from './select-book-contents';
import type { PlannedRoomPiece } from './select-room-pieces';

/** How often a new code is drawn when the first one is taken. */
const CODE_ATTEMPTS = 8;

/**
 * Creates an unpublished book from the chosen students' work on the chosen activities, as
 * selectBookContents decides from the teacher's choice (approved work only by default, minus
 * the pieces unticked; students with nothing are left out and remembered for the warning): each
 * piece is a snapshot (the activity's title, then each question and the student's answer, or a
 * writing room's text as published), so the printed book does not change when a student edits
 * later. The book gets its 5-character store code now; only publishing makes it findable.
 */
export async function createBook(
  db: Kysely<Database>,
  { classId, teacherId }: { classId: string; teacherId: string },
  input: Required<CreateBookInput>,
): Promise<string> {
  const plan = await selectBookContents(db, classId, input);
  if (plan.included.length === 0 && plan.roomPieces.length === 0) {
    throw new AppError('BAD_REQUEST', {
      studentIds:
        input.contents === 'approved'
          ? PUBLISHING_MESSAGES.nothingApproved
          : PUBLISHING_MESSAGES.nothingWritten,
    });
  }
  const { activities, included: projects, roomPieces } = plan;

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
            contents: input.contents,
            dedication: input.dedication === '' ? null : input.dedication,
            excluded_pieces:
              input.excludedPieces.length > 0 ? JSON.stringify(input.excludedPieces) : null,
            left_out: plan.leftOut.length > 0 ? JSON.stringify(plan.leftOut) : null,
            published_at: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await trx
          .insertInto('book_sections')
          .values(
            activities.map((activity, position) => ({
              book_id: bookId,
              position,
              activity_id: activity.id,
              title: activity.title,
              passage_reference: activity.passageReference,
            })),
          )
          .execute();
        const writers = [
          ...new Set([
            ...projects.map((project) => project.studentId),
            ...roomPieces.flatMap((piece) => piece.authorIds),
          ]),
        ];
        await trx
          .insertInto('book_students')
          .values(writers.map((studentId) => ({ book_id: bookId, student_id: studentId })))
          .execute();
        // A book may hold co-authored pieces only.
        if (projects.length > 0) {
          await trx
            .insertInto('book_pieces')
            .values(
              projects.map((project) => {
                const activity = activities.find((entry) => entry.id === project.activityId)!;
                return {
                  id: crypto.randomUUID(),
                  book_id: bookId,
                  student_id: project.studentId,
                  activity_id: project.activityId,
                  position: project.position,
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
        }
        await insertRoomPieces(trx, bookId, activities, roomPieces, now);
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

/**
 * A writing room's co-authored piece (issue 18, point 10) as a book piece: its text as
 * published, under its first author (book_pieces.student_id), and every author in print order
 * (book_piece_authors), a snapshot like the piece itself.
 */
async function insertRoomPieces(
  trx: Transaction<Database>,
  bookId: string,
  activities: PlannedActivity[],
  pieces: PlannedRoomPiece[],
  now: string,
): Promise<void> {
  for (const piece of pieces) {
    const id = crypto.randomUUID();
    await trx
      .insertInto('book_pieces')
      .values({
        id,
        book_id: bookId,
        student_id: piece.authorIds[0]!,
        activity_id: piece.activityId,
        position: piece.position,
        title: activities.find((entry) => entry.id === piece.activityId)!.title,
        body: piece.body,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('book_piece_authors')
      .values(
        piece.authorIds.map((studentId, position) => ({
          book_piece_id: id,
          student_id: studentId,
          position,
        })),
      )
      .execute();
  }
}

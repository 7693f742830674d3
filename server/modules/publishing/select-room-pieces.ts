import type { Kysely } from 'kysely';
import type { BookContentsAnswer } from '../../../common/schemas/publishing';
import type { BookContents, Database } from '../../db/schema';
import { isEligible } from './book-eligibility';

export interface PlannedRoomPiece {
  pieceId: string;
  activityId: string;
  /** The section's place in the book. */
  position: number;
  body: string;
  /** Every author, in print order; the first is the book piece's student. */
  authorIds: string[];
}

/**
 * The writing rooms published into the class book (issue 18, point 10) that a book of these
 * choices offers: each room's one co-authored piece on a chosen activity with at least one
 * chosen author. It prints when the contents choice allows it (publishing approved it), it is
 * not unticked, and every one of its authors is chosen: a student the teacher left out of the
 * book is never named in it.
 */
export async function selectRoomPieces(
  db: Kysely<Database>,
  classId: string,
  choice: {
    contents: BookContents;
    activityIds: string[];
    /** Chosen students of the class (already checked). */
    studentIds: string[];
    excluded: string[];
  },
): Promise<{ answer: BookContentsAnswer['roomPieces']; included: PlannedRoomPiece[] }> {
  if (choice.activityIds.length === 0) return { answer: [], included: [] };
  const pieces = await db
    .selectFrom('writing_room_pieces')
    .select(['id', 'activity_id', 'title', 'body', 'word_count', 'status'])
    .where('class_id', '=', classId)
    .where('activity_id', 'in', choice.activityIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (pieces.length === 0) return { answer: [], included: [] };
  const authors = await db
    .selectFrom('writing_room_piece_authors')
    .innerJoin('students', 'students.id', 'writing_room_piece_authors.student_id')
    .select([
      'writing_room_piece_authors.piece_id',
      'writing_room_piece_authors.student_id',
      'students.first_name',
      'students.last_name',
    ])
    .where(
      'writing_room_piece_authors.piece_id',
      'in',
      pieces.map((piece) => piece.id),
    )
    .orderBy('writing_room_piece_authors.position')
    .execute();

  const chosen = new Set(choice.studentIds);
  const excluded = new Set(choice.excluded);
  const position = new Map(choice.activityIds.map((id, index) => [id, index]));
  const answer: BookContentsAnswer['roomPieces'] = [];
  const included: PlannedRoomPiece[] = [];
  for (const piece of pieces) {
    const own = authors
      .filter((author) => author.piece_id === piece.id)
      .map((author) => ({
        studentId: author.student_id,
        name: `${author.first_name} ${author.last_name}`.trim(),
      }));
    if (!own.some((author) => chosen.has(author.studentId))) continue;
    const activityId = piece.activity_id!;
    const missingAuthors = own.filter((author) => !chosen.has(author.studentId));
    const eligible = isEligible(choice.contents, piece);
    const isIncluded = eligible && missingAuthors.length === 0 && !excluded.has(piece.id);
    answer.push({
      pieceId: piece.id,
      activityId,
      title: piece.title,
      authors: own,
      missingAuthors: missingAuthors.map((author) => author.name),
      status: piece.status,
      eligible,
      included: isIncluded,
    });
    if (isIncluded) {
      included.push({
        pieceId: piece.id,
        activityId,
        position: position.get(activityId)!,
        body: piece.body,
        authorIds: own.map((author) => author.studentId),
      });
    }
  }
  answer.sort((a, b) => position.get(a.activityId)! - position.get(b.activityId)!);
  included.sort((a, b) => a.position - b.position);
  return { answer, included };
}

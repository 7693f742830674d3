import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface BookPieceRow {
  studentId: string;
  activityId: string | null;
  position: number;
  title: string;
  body: string;
  firstName: string;
  lastName: string;
}

/** A book's pieces of writing in print order: by child (first name, last name), then position. */
export function loadBookPieces(db: Kysely<Database>, bookId: string): Promise<BookPieceRow[]> {
  return db
    .selectFrom('book_pieces')
    .innerJoin('students', 'students.id', 'book_pieces.student_id')
    .innerJoin('book_students', (join) =>
      join
        .onRef('book_students.book_id', '=', 'book_pieces.book_id')
        .onRef('book_students.student_id', '=', 'book_pieces.student_id'),
    )
    .select([
      'book_pieces.student_id as studentId',
      'book_pieces.activity_id as activityId',
      'book_pieces.position',
      'book_pieces.title',
      'book_pieces.body',
      'students.first_name as firstName',
      'students.last_name as lastName',
    ])
    .where('book_pieces.book_id', '=', bookId)
    .orderBy('students.first_name')
    .orderBy('students.last_name')
    .orderBy('book_pieces.student_id')
    .orderBy('book_pieces.position')
    .execute();
}

/** First name and last initial, as the store names children everywhere. */
export function authorName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName} ${initial.toUpperCase()}.` : firstName;
}

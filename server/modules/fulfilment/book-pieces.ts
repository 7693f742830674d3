import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface BookPieceRow {
  id: string;
  studentId: string;
  activityId: string | null;
  position: number;
  title: string;
  body: string;
  firstName: string;
  lastName: string;
  /** A writing room's co-authored piece: every author in print order (issue 18, point 10). */
  coAuthors: BookPieceAuthor[] | null;
}

export interface BookPieceAuthor {
  studentId: string;
  firstName: string;
  lastName: string;
}

/**
 * A book's pieces of writing in print order: by child (first name, last name; a co-authored
 * piece by its first author), then position.
 */
export async function loadBookPieces(
  db: Kysely<Database>,
  bookId: string,
): Promise<BookPieceRow[]> {
  const [pieces, coAuthors] = await Promise.all([
    db
      .selectFrom('book_pieces')
      .innerJoin('students', 'students.id', 'book_pieces.student_id')
      .innerJoin('book_students', (join) =>
        join
          .onRef('book_students.book_id', '=', 'book_pieces.book_id')
          .onRef('book_students.student_id', '=', 'book_pieces.student_id'),
      )
      .select([
        'book_pieces.id',
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
      .execute(),
    db
      .selectFrom('book_piece_authors')
      .innerJoin('book_pieces', 'book_pieces.id', 'book_piece_authors.book_piece_id')
      .innerJoin('students', 'students.id', 'book_piece_authors.student_id')
      .select([
        'book_piece_authors.book_piece_id as pieceId',
        'book_piece_authors.student_id as studentId',
        'students.first_name as firstName',
        'students.last_name as lastName',
      ])
      .where('book_pieces.book_id', '=', bookId)
      .orderBy('book_piece_authors.position')
      .execute(),
  ]);
  return pieces.map((piece) => {
    const authors = coAuthors.filter((author) => author.pieceId === piece.id);
    return {
      ...piece,
      coAuthors:
        authors.length > 0
          ? authors.map(({ studentId, firstName, lastName }) => ({
              studentId,
              firstName,
              lastName,
            }))
          : null,
    };
  });
}

/** First name and last initial, as the store names children everywhere. */
export function authorName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName} ${initial.toUpperCase()}.` : firstName;
}

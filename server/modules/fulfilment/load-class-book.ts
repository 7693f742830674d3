import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Question } from '../../../common/schemas/activities';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Database } from '../../db/schema';
import { BOOK_COPY } from '../../../common/publishing/book-copy';
import { authorName, loadBookPieces, type BookPieceRow } from './book-pieces';
import type { ClassBook, ClassBookPiece, ClassBookSection } from './render-class-book';

/** Pictures are printed at most this wide: 4.5 in at 300 dpi would be 1350 px; 1200 is plenty. */
const IMAGE_PIXELS = 1200;

/**
 * A book as the renderer lays it out: its sections (one per activity, in the teacher's
 * order), their pieces by author, each activity's picture while the activity has one, the
 * class, school, year and dedication. Books made before sections existed (migration 0029)
 * become one section per piece title.
 */
export async function loadClassBook(
  db: Kysely<Database>,
  storage: FileStorage,
  bookId: string,
): Promise<ClassBook> {
  const [book, sections, pieces] = await Promise.all([
    db
      .selectFrom('books')
      .innerJoin('classes', 'classes.id', 'books.class_id')
      .leftJoin('schools', 'schools.id', 'classes.school_id')
      .select([
        'books.name',
        'books.dedication',
        'books.created_at',
        'classes.title as classTitle',
        'schools.name as schoolName',
      ])
      .where('books.id', '=', bookId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('book_sections')
      .leftJoin('activities', 'activities.id', 'book_sections.activity_id')
      .select([
        'book_sections.position',
        'book_sections.activity_id as activityId',
        'book_sections.title',
        'book_sections.passage_reference as passageReference',
        'activities.image_key as imageKey',
        'activities.questions',
      ])
      .where('book_sections.book_id', '=', bookId)
      .orderBy('book_sections.position')
      .execute(),
    loadBookPieces(db, bookId),
  ]);

  let layout: ClassBookSection[];
  if (sections.length > 0) {
    layout = await Promise.all(
      sections.map(async (section) => ({
        title: section.title,
        passageReference: section.passageReference,
        image: section.imageKey ? await printImage(storage, section.imageKey) : null,
        prompts: section.questions
          ? (JSON.parse(section.questions) as Question[]).map((question) => question.prompt)
          : [],
        pieces: pieces
          .filter((piece) => piece.activityId === section.activityId && piece.activityId !== null)
          .concat(
            // A piece whose activity was deleted still prints in its section, by position.
            pieces.filter(
              (piece) => piece.activityId === null && piece.position === section.position,
            ),
          )
          .map(printedPiece),
      })),
    );
  } else {
    const titles = [...new Set(pieces.map((piece) => piece.title))];
    layout = titles.map((title) => ({
      title,
      passageReference: '',
      image: null,
      prompts: [],
      pieces: pieces.filter((piece) => piece.title === title).map(printedPiece),
    }));
  }
  return {
    title: book.name,
    className: book.classTitle,
    schoolName: book.schoolName ?? null,
    year: String(new Date(book.created_at).getUTCFullYear()),
    dedication: book.dedication,
    sections: layout,
  };
}

/**
 * A piece under its author's name, or a writing room's under all its authors' ("Ana P., Ben K.
 * and Cara M."), each named as the store names children.
 */
function printedPiece(piece: BookPieceRow): ClassBookPiece {
  if (!piece.coAuthors) {
    return {
      studentId: piece.studentId,
      author: authorName(piece.firstName, piece.lastName),
      body: piece.body,
    };
  }
  return {
    studentId: piece.studentId,
    authorIds: piece.coAuthors.map((author) => author.studentId),
    author: BOOK_COPY.authors(
      piece.coAuthors.map((author) => authorName(author.firstName, author.lastName)),
    ),
    body: piece.body,
  };
}

/** The picture made small enough to embed quickly (a phone photo can be 12 MP); null if gone. */
export async function printImage(storage: FileStorage, key: string): Promise<Buffer | null> {
  const bytes = await storage.get(key);
  if (!bytes) return null;
  try {
    return await sharp(bytes)
      .rotate()
      .resize({
        width: IMAGE_PIXELS,
        height: IMAGE_PIXELS,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    return null; // Not an image sharp can read: the section prints without it.
  }
}

import type { Kysely } from 'kysely';
import { WRITING_COPY } from '../../../common/copy/writing';
import type { Database } from '../../db/schema';
import type { SignedInAccount } from '../../plugins/session';
import { renderOrderPdf } from '../fulfilment/render-order-pdf';
import { studentWritingPieces } from './student-writing';

/** The student's own writing, every activity, as a PDF they can keep. */
export async function renderWritingPdf(
  db: Kysely<Database>,
  student: Pick<SignedInAccount, 'id' | 'firstName' | 'lastName'>,
): Promise<Buffer> {
  const pieces = await studentWritingPieces(db, student.id);
  const author = `${student.firstName} ${student.lastName}`;
  return renderOrderPdf({
    orderNumber: 'MY-WRITING',
    // The cover names the author under the title, so the title need not.
    bookName: WRITING_COPY.student.pdfTitle,
    className: [...new Set(pieces.map((piece) => piece.classTitle))].join(', '),
    schoolName: null,
    books: [
      {
        childName: author,
        copies: 1,
        pieces: pieces.map((piece) => ({ author, title: piece.title, body: piece.body })),
      },
    ],
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  createBookSchema,
  PUBLISHING_MESSAGES,
  type TeacherBook,
  type TeacherOrdersAnswer,
} from '../../../common/schemas/publishing';
import { AppError } from '../../errors';
import { parseBody } from '../../lib/validation';
import { ACTIVITY_MESSAGES } from '../../../common/schemas/activities';
import { requireTeacher } from '../../access/guards';
import { requireTeacherOfClass } from '../../access/teaches-class';
import { creditBalance } from '../credits/ledger';
import { authorName, loadBookPieces } from '../fulfilment/generate-order-pdf';
import { renderOrderPdf } from '../fulfilment/render-order-pdf';
import { RECORD_ID } from '../../../common/schemas/ids';
import { createBook } from './create-book';

type ClassRequest = FastifyRequest<{ Params: { classId: string } }>;
type BookRequest = FastifyRequest<{ Params: { bookId: string } }>;

const notFound = () => new AppError('NOT_FOUND', { book: PUBLISHING_MESSAGES.notFound });

/**
 * Publishing under /api/classroom: a class's books, creating one from students' writing, its
 * PDF preview, publishing into the bookstore and back, and the orders and credits a teacher
 * has from their books. Every call checks the teacher teaches the book's class.
 */
export async function publishingRoutes(app: FastifyInstance) {
  async function classOf(request: ClassRequest) {
    const { classId } = request.params;
    if (!RECORD_ID.test(classId)) throw notFound();
    return { classId, ...(await requireTeacherOfClass(request, classId)) };
  }

  async function bookOf(request: BookRequest) {
    const { bookId } = request.params;
    const book = RECORD_ID.test(bookId)
      ? await app.db.selectFrom('books').selectAll().where('id', '=', bookId).executeTakeFirst()
      : undefined;
    if (!book) throw notFound();
    await requireTeacherOfClass(request, book.class_id);
    return book;
  }

  app.get('/classes/:classId/books', async (request: ClassRequest): Promise<TeacherBook[]> => {
    const { classId } = await classOf(request);
    const rows = await app.db
      .selectFrom('books as b')
      .select((eb) => [
        'b.id',
        'b.name',
        'b.code',
        'b.type',
        'b.open_class_order',
        'b.published_at',
        eb
          .selectFrom('book_students')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('book_students.book_id', '=', 'b.id')
          .as('studentCount'),
        eb
          .selectFrom('book_pieces')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('book_pieces.book_id', '=', 'b.id')
          .as('pieceCount'),
        eb
          .selectFrom('orders')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('orders.book_id', '=', 'b.id')
          .where('orders.status', 'in', ['paid', 'in_production', 'shipped'])
          .as('paidOrders'),
      ])
      .where('b.class_id', '=', classId)
      .orderBy('b.created_at', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      code: row.code,
      type: row.type,
      openClassOrder: row.open_class_order === 1,
      publishedAt: row.published_at,
      studentCount: Number(row.studentCount ?? 0),
      pieceCount: Number(row.pieceCount ?? 0),
      paidOrders: Number(row.paidOrders ?? 0),
    }));
  });

  app.post('/classes/:classId/books', async (request: ClassRequest, reply) => {
    const { classId, teacherId } = await classOf(request);
    const input = parseBody(createBookSchema, request.body);
    const id = await createBook(app.db, { classId, teacherId }, input);
    return reply.status(201).send({ id });
  });

  /** The whole book as it would print, for the teacher to check before publishing. */
  app.get('/books/:bookId/preview', async (request: BookRequest, reply) => {
    const book = await bookOf(request);
    const [klass, pieces] = await Promise.all([
      app.db
        .selectFrom('classes')
        .leftJoin('schools', 'schools.id', 'classes.school_id')
        .select(['classes.title', 'schools.name as schoolName'])
        .where('classes.id', '=', book.class_id)
        .executeTakeFirstOrThrow(),
      loadBookPieces(app.db, book.id),
    ]);
    const bytes = await renderOrderPdf({
      orderNumber: `PREVIEW-${book.code}`,
      bookName: book.name,
      className: klass.title,
      schoolName: klass.schoolName ?? null,
      books: [
        {
          childName: null,
          copies: 1,
          pieces: pieces.map((piece) => ({
            author: authorName(piece.firstName, piece.lastName),
            title: piece.title,
            body: piece.body,
          })),
        },
      ],
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${book.code}-preview.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  app.post('/books/:bookId/publish', async (request: BookRequest) => {
    const book = await bookOf(request);
    const publishedAt = book.published_at ?? new Date().toISOString();
    await app.db
      .updateTable('books')
      .set({ published_at: publishedAt, updated_at: new Date().toISOString() })
      .where('id', '=', book.id)
      .execute();
    return { code: book.code, publishedAt };
  });

  app.post('/books/:bookId/unpublish', async (request: BookRequest) => {
    const book = await bookOf(request);
    await app.db
      .updateTable('books')
      .set({ published_at: null, updated_at: new Date().toISOString() })
      .where('id', '=', book.id)
      .execute();
    return { code: book.code, publishedAt: null };
  });

  /** Orders placed for the teacher's books, and their credit balance and ledger. */
  app.get('/orders', async (request): Promise<TeacherOrdersAnswer> => {
    const teacher = await requireTeacher(request, ACTIVITY_MESSAGES.teachersOnly);
    const [orders, ledger] = await Promise.all([
      app.db
        .selectFrom('orders')
        .innerJoin('books', 'books.id', 'orders.book_id')
        .select([
          'orders.number',
          'books.name as bookName',
          'orders.status',
          'orders.copies',
          'orders.total_cents as totalCents',
          'orders.created_at as createdAt',
        ])
        .where('books.teacher_id', '=', teacher.id)
        .where('orders.status', '!=', 'awaiting_payment')
        .orderBy('orders.created_at', 'desc')
        .limit(200)
        .execute(),
      app.db
        .selectFrom('credit_ledger')
        .select(['kind', 'credits', 'created_at as createdAt', 'note'])
        .where('teacher_id', '=', teacher.id)
        // Holds and releases are a cart's bookkeeping; the history shows what was spent.
        .where('kind', 'in', ['grant', 'reward', 'redemption'])
        .orderBy('seq', 'desc')
        .limit(200)
        .execute(),
    ]);
    return {
      orders,
      credits: { balance: await creditBalance(app.db, teacher.id), ledger },
    };
  });
}

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema, ignoredBodySchema } from '../../../common/schemas/fields';
import { RECORD_ID } from '../../../common/schemas/ids';
import {
  bookContentsQuerySchema,
  bookContentsSchema,
  bookParamsSchema,
  bookPublicationSchema,
  classBooksParamsSchema,
  createBookSchema,
  createdBookSchema,
  teacherBookSchema,
  teacherOrdersAnswerSchema,
} from '../../../common/schemas/publishing';
import { requireTeacher } from '../../access/guards';
import { requireTeacherOfClass } from '../../access/teaches-class';
import { AppError } from '../../errors';
import { createBook } from './create-book';
import { findBook } from './find-book';
import { listClassBooks } from './list-class-books';
import { listTeacherOrders } from './list-teacher-orders';
import { publishBook, unpublishBook } from './publish-book';
import { renderBookPreview } from './render-book-preview';
import { selectBookContents } from './select-book-contents';
import { ACTIVITY_MESSAGES } from '../../../common/activities/messages';
import { PUBLISHING_MESSAGES } from '../../../common/publishing/messages';

const tags = ['publishing'];
const notFound = () => new AppError('NOT_FOUND', { book: PUBLISHING_MESSAGES.notFound });

/** The class from the route, taught by the signed-in teacher; anyone else gets a 404. */
async function classOf(request: FastifyRequest, classId: string) {
  if (!RECORD_ID.test(classId)) throw notFound();
  return { classId, ...(await requireTeacherOfClass(request, classId)) };
}

/** The book from the route, of a class the signed-in teacher teaches; else a 404. */
async function bookOf(request: FastifyRequest, bookId: string) {
  const book = await findBook(request.server.db, bookId);
  if (!book) throw notFound();
  await requireTeacherOfClass(request, book.class_id);
  return book;
}

/**
 * Publishing under /api/publishing: a class's books, creating one from students' writing, its
 * PDF preview, publishing into the bookstore and back, and the orders and credits a teacher
 * has from their books. Every call checks the teacher teaches the book's class.
 */
export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/classes/:classId/books',
    {
      schema: {
        summary: "The class's books, newest first",
        tags,
        params: classBooksParamsSchema,
        response: { 200: z.array(teacherBookSchema), 404: errorAnswerSchema },
      },
    },
    async (request) => {
      const { classId } = await classOf(request, request.params.classId);
      return listClassBooks(app.db, classId);
    },
  );

  app.post(
    '/classes/:classId/books',
    {
      schema: {
        summary: "Make an unpublished book of chosen students' writing on chosen activities",
        tags,
        params: classBooksParamsSchema,
        body: createBookSchema,
        response: { 201: createdBookSchema, 400: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const { classId, teacherId } = await classOf(request, request.params.classId);
      const id = await createBook(app.db, { classId, teacherId }, request.body);
      return reply.status(201).send({ id });
    },
  );

  /* book-pdf (issue 12): what a book of these choices would hold, before making it */
  app.post(
    '/classes/:classId/book-contents',
    {
      schema: {
        summary: "What a book of these choices would hold: each student's pieces, who is left out",
        tags,
        params: classBooksParamsSchema,
        body: bookContentsQuerySchema,
        response: { 200: bookContentsSchema, 400: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => {
      const { classId } = await classOf(request, request.params.classId);
      return (await selectBookContents(app.db, classId, request.body)).answer;
    },
  );

  /** The whole book as it would print, for the teacher to check before publishing. */
  app.get(
    '/books/:bookId/preview',
    {
      schema: {
        summary: 'The book as it would print (PDF)',
        tags,
        params: bookParamsSchema,
        response: { 200: z.any().describe('application/pdf'), 404: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const book = await bookOf(request, request.params.bookId);
      const bytes = await renderBookPreview(app, book);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${book.code}-preview.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.post(
    '/books/:bookId/publish',
    {
      schema: {
        summary: "Put the book's store code into the bookstore's search",
        tags,
        params: bookParamsSchema,
        body: ignoredBodySchema,
        response: { 200: bookPublicationSchema, 400: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => publishBook(app.db, await bookOf(request, request.params.bookId)),
  );

  app.post(
    '/books/:bookId/unpublish',
    {
      schema: {
        summary: "Take the book out of the bookstore's search",
        tags,
        params: bookParamsSchema,
        body: ignoredBodySchema,
        response: { 200: bookPublicationSchema, 400: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => unpublishBook(app.db, await bookOf(request, request.params.bookId)),
  );

  /** Orders placed for the teacher's books, and their credit balance and ledger. */
  app.get(
    '/orders',
    {
      schema: {
        summary: "Orders of the teacher's books, and their credits",
        tags,
        response: {
          200: teacherOrdersAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const teacher = await requireTeacher(request, ACTIVITY_MESSAGES.teachersOnly);
      return listTeacherOrders(app.db, teacher.id);
    },
  );
};

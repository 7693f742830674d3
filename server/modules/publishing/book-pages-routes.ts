import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import { bookPagesParamsSchema, bookPagesSchema } from '../../../common/schemas/publishing';
import { PUBLISHING_MESSAGES } from '../../../common/publishing/messages';
import { AppError } from '../../errors';
import { bookPageCounts } from './book-pages';

/**
 * GET /api/store/books/:code/pages: the page counts of a published book's Standard and
 * Premium copies for the store's choice screen (issue 12, point 7). Public like the store's
 * book search; an unpublished or unknown code is a 404.
 */
export const bookPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/books/:code/pages',
    {
      schema: {
        summary: 'Page counts of a published book, Standard and Premium',
        tags: ['store'],
        params: bookPagesParamsSchema,
        response: { 200: bookPagesSchema, 400: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const book = await app.db
        .selectFrom('books')
        .select(['id', 'updated_at'])
        .where('code', '=', request.params.code)
        .where('published_at', 'is not', null)
        .executeTakeFirst();
      if (!book) throw new AppError('NOT_FOUND', { book: PUBLISHING_MESSAGES.notFound });
      const counts = await bookPageCounts(app, book);
      return reply.header('cache-control', 'public, max-age=300').send(counts);
    },
  );
};

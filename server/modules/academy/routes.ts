import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COURSE_ACCESS_MESSAGES } from '../../../common/academy/messages';
import {
  catalogueAnswerSchema,
  catalogueQuerySchema,
} from '../../../common/schemas/academy-catalogue';
import { errorAnswers } from '../../../common/schemas/fields';
import { idParam, RECORD_ID } from '../../../common/schemas/ids';
import { isPublicCourse } from '../../access/course-joining';
import { sendStoredFile, STORED_FILE_REFUSALS } from '../../adapters/storage/send-stored-file';
import { AppError } from '../../errors';
import { storedFileOf } from '../academy-builder/file-routes';
import { listCatalogue } from './list-catalogue';

/** The Academy's API (issue 13, decision 0020), at /api/academy. */
export const academyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses',
    {
      schema: {
        summary: "The Academy's public catalogue: published public courses, newest first",
        tags: ['academy'],
        querystring: catalogueQuerySchema,
        response: { 200: catalogueAnswerSchema },
      },
    },
    async (request, reply) => {
      // Public and the same for everyone: shared caches may keep it a minute.
      reply.header('cache-control', 'public, max-age=60');
      return { courses: await listCatalogue(app.db, request.query.category) };
    },
  );

  app.get(
    '/courses/:courseId/cover',
    {
      schema: {
        summary:
          "A published public course's cover image, for anyone (the catalogue's and the course page's); any other course's is its 404",
        tags: ['academy'],
        params: z.object({ courseId: idParam }),
        response: {
          200: z.any().describe('The image'),
          206: z.any().describe('The byte range asked for (Range)'),
          304: z.null().describe('Not modified'),
          ...errorAnswers(404),
          ...STORED_FILE_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const notFound = new AppError('NOT_FOUND', { course: COURSE_ACCESS_MESSAGES.courseNotFound });
      const { courseId } = request.params;
      if (!RECORD_ID.test(courseId)) throw notFound;
      const course = await app.db
        .selectFrom('courses')
        .select(['status', 'visibility', 'cover_file_key'])
        .where('id', '=', courseId)
        .executeTakeFirst();
      // Unlisted and private courses' files stay with their members (/api/academy/files).
      if (!course?.cover_file_key || !isPublicCourse(course)) throw notFound;
      const file = await storedFileOf(app.db, course.cover_file_key, 'original');
      const contentType =
        file?.contentType ?? (file ? (await app.storage.head(file.key))?.contentType : undefined);
      // A cover is a picture: anything else is never served from here.
      if (!file || !contentType?.startsWith('image/')) throw notFound;
      const sent = await sendStoredFile(request, reply, {
        storage: app.storage,
        key: file.key,
        access: 'public',
        contentType,
        disposition: 'inline',
      });
      if (!sent) throw notFound;
      return reply;
    },
  );
};

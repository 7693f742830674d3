import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUILDER_MESSAGES as M } from '../../../common/academy/builder-messages';
import { fileKeySchema } from '../../../common/schemas/academy-blocks';
import { COURSE_FILE_VARIANTS, uploadIdOfFileKey } from '../../../common/schemas/academy-builder';
import { errorAnswers } from '../../../common/schemas/fields';
import { idParam } from '../../../common/schemas/ids';
import { courseUsesFile } from '../../access/course-files';
import { loadCourse } from '../../access/course-role';
import { sendStoredFile, STORED_FILE_REFUSALS } from '../../adapters/storage/send-stored-file';
import { AppError } from '../../errors';

const notFound = () => new AppError('NOT_FOUND', { file: M.fileNotFound });

/** What to send for a key: the stored file, its type and name, or null when there is none. */
export async function storedFileOf(
  db: Parameters<typeof courseUsesFile>[0],
  key: string,
  variant: (typeof COURSE_FILE_VARIANTS)[number],
) {
  const uploadId = uploadIdOfFileKey(key);
  if (!uploadId)
    return variant === 'original' ? { key, contentType: undefined, name: undefined } : null;
  const upload = await db
    .selectFrom('uploads')
    .select(['status', 'storage_key', 'poster_key', 'content_type', 'file_name'])
    .where('id', '=', uploadId)
    .executeTakeFirst();
  if (!upload || upload.status === 'failed' || upload.status === 'uploading') return null;
  if (variant === 'poster') {
    return upload.poster_key
      ? { key: upload.poster_key, contentType: 'image/jpeg', name: undefined }
      : null;
  }
  return upload.storage_key
    ? {
        key: upload.storage_key,
        contentType: upload.content_type ?? undefined,
        name: upload.file_name,
      }
    : null;
}

/**
 * /api/academy/files (issue 13, point 5): the one read route for a course's files (lesson
 * images, videos, attachments, the cover), used by the builder and the lesson page alike.
 * `GET /courses/:courseId/:fileKey[?variant=poster]` (the key's slashes encoded) answers only the course's staff and
 * active participants (others get its 404), and only for a key the course uses; with Range
 * requests (video), and private cache headers.
 */
export const academyFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses/:courseId/:fileKey',
    {
      schema: {
        summary: 'A file a course uses (block or cover), for its members; Range for video',
        tags: ['academy-builder'],
        params: z.object({
          courseId: idParam,
          fileKey: z.string().describe('The file key, slashes encoded'),
        }),
        querystring: z.object({ variant: z.enum(COURSE_FILE_VARIANTS).default('original') }),
        response: {
          200: z.any().describe('The file'),
          206: z.any().describe('The byte range asked for (Range)'),
          302: z.null().describe('Redirect to a presigned bucket address (S3_DOWNLOADS=redirect)'),
          304: z.null().describe('Not modified'),
          ...errorAnswers(401, 404),
          ...STORED_FILE_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const { course } = await loadCourse(request, request.params.courseId, 'member');
      const key = fileKeySchema.safeParse(request.params.fileKey);
      if (!key.success || !(await courseUsesFile(app.db, course.id, key.data))) throw notFound();
      const file = await storedFileOf(app.db, key.data, request.query.variant);
      const sent =
        file &&
        (await sendStoredFile(request, reply, {
          storage: app.storage,
          key: file.key,
          access: 'private',
          ...(file.name ? { fileName: file.name } : {}),
          ...(file.contentType ? { contentType: file.contentType } : {}),
          // Pictures and videos show in the page; anything else is saved, never rendered.
          disposition: /^(image|video)\//.test(
            file.contentType ?? (await app.storage.head(file.key))?.contentType ?? '',
          )
            ? 'inline'
            : 'attachment',
        }));
      if (!sent) throw notFound();
      return reply;
    },
  );
};

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STARTER_LIBRARY } from '../../../common/library';
import {
  ACTIVITY_LIMITS,
  ACTIVITY_MESSAGES,
  activityInputSchema,
  assignSchema,
  imageUploadSchema,
  unassignSchema,
} from '../../../common/schemas/activities';
import { parseBody } from '../../lib/validation';
import { assignActivity, unassignActivity } from './assign-activity';
import { createActivity } from './create-activity';
import { copyLibraryActivity } from './copy-library-activity';
import { duplicateActivity } from './duplicate-activity';
import { getActivity, readActivityRow } from './get-activity';
import { RECORD_ID } from '../../../common/schemas/ids';
import { loadOwnActivity, requireTeacher } from './guards';
import { removeActivityImage, replaceActivityImage } from './image-storage';
import { deleteActivity } from './delete-activity';
import { listActivities } from './list-activities';
import { authorizeImageReader } from './read-image';
import { listTeacherClasses } from './teacher-classes';
import { updateActivity } from './update-activity';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** Base64 grows bytes by 4/3; a little room for the JSON around it and the alt text. */
const IMAGE_BODY_LIMIT = Math.ceil((ACTIVITY_LIMITS.imageBytes * 4) / 3) + 16_384;

/**
 * Reflection activities under /api/activities (issue 5, point 3). Signed-in teachers only;
 * each activity is its owner's alone (others get 404, audited). State changes are POSTs with
 * JSON bodies, like every other call of the API (the CSRF check requires JSON).
 */
export async function activitiesRoutes(app: FastifyInstance) {
  /** The caller's own activity from the :id parameter, with the teacher. */
  async function own(request: IdRequest) {
    const teacher = await requireTeacher(request);
    return { teacher, activity: await loadOwnActivity(request, teacher, request.params.id) };
  }

  app.get('/', async (request) => {
    const teacher = await requireTeacher(request);
    return listActivities(app.db, teacher.id);
  });

  app.post('/', async (request, reply) => {
    const teacher = await requireTeacher(request);
    const values = parseBody(activityInputSchema, request.body);
    const row = await createActivity(app.db, teacher.id, values);
    return reply.status(201).send(await getActivity(app.db, row));
  });

  app.get('/library', async (request) => {
    await requireTeacher(request);
    return STARTER_LIBRARY;
  });

  app.post(
    '/library/:libraryId/copy',
    async (request: FastifyRequest<{ Params: { libraryId: string } }>, reply) => {
      const teacher = await requireTeacher(request);
      const row = await copyLibraryActivity(app.db, teacher.id, request.params.libraryId);
      return reply.status(201).send(await getActivity(app.db, row));
    },
  );

  app.get('/classes', async (request) => {
    const teacher = await requireTeacher(request);
    return listTeacherClasses(app.db, teacher.id);
  });

  app.get('/:id', async (request: IdRequest) => {
    const { activity } = await own(request);
    return getActivity(app.db, activity);
  });

  app.post('/:id', async (request: IdRequest) => {
    const { activity } = await own(request);
    const values = parseBody(activityInputSchema, request.body);
    return getActivity(app.db, await updateActivity(app.db, activity, values));
  });

  app.post('/:id/duplicate', async (request: IdRequest, reply) => {
    const { activity } = await own(request);
    const copy = await duplicateActivity(app.db, app.storage, activity);
    return reply.status(201).send(await getActivity(app.db, copy));
  });

  app.post('/:id/delete', async (request: IdRequest, reply) => {
    const { activity } = await own(request);
    await deleteActivity(app.db, app.storage, activity);
    return reply.status(204).send();
  });

  app.post('/:id/assign', async (request: IdRequest) => {
    const { activity } = await own(request);
    await assignActivity(app, request, activity, parseBody(assignSchema, request.body));
    return getActivity(app.db, activity);
  });

  app.post('/:id/unassign', async (request: IdRequest) => {
    const { activity } = await own(request);
    const { classIds } = parseBody(unassignSchema, request.body);
    await unassignActivity(app, request, activity, classIds);
    return getActivity(app.db, activity);
  });

  app.post<{ Params: { id: string } }>(
    '/:id/image',
    { bodyLimit: IMAGE_BODY_LIMIT, errorHandler: imageBodyTooLarge },
    async (request) => {
      const { activity } = await own(request);
      await replaceActivityImage(
        app.db,
        app.storage,
        activity,
        parseBody(imageUploadSchema, request.body),
      );
      return getActivity(app.db, await readActivityRow(app.db, activity.id));
    },
  );

  app.post('/:id/image/delete', async (request: IdRequest) => {
    const { activity } = await own(request);
    await removeActivityImage(app.db, app.storage, activity);
    return getActivity(app.db, await readActivityRow(app.db, activity.id));
  });

  app.get('/:id/image', async (request: IdRequest, reply: FastifyReply) => {
    const activity = RECORD_ID.test(request.params.id)
      ? await app.db
          .selectFrom('activities')
          .selectAll()
          .where('id', '=', request.params.id)
          .executeTakeFirst()
      : undefined;
    await authorizeImageReader(request, activity);
    const file = activity?.image_key ? await app.storage.stream(activity.image_key) : null;
    if (!file) return reply.status(404).send({ errors: { image: ACTIVITY_MESSAGES.imageMissing } });
    return (
      reply
        .header('content-type', file.info.contentType)
        .header('content-length', file.info.size)
        .header('etag', file.info.etag)
        // Private: only signed-in readers may see it. The address changes with each new image.
        .header('cache-control', 'private, max-age=3600')
        .send(file.body)
    );
  });
}

/** A body over the image limit gets the image size message, not a generic 'Invalid request'. */
function imageBodyTooLarge(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.status(413).send({ errors: { data: ACTIVITY_MESSAGES.imageTooLarge } });
  }
  throw error;
}

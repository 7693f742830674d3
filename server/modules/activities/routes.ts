import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STARTER_LIBRARY } from '../../../common/library';
import {
  activityAnswerSchema,
  activityInputSchema,
  activitySummarySchema,
  activityImageSchema,
  assignSchema,
  libraryActivitySchema,
  teacherClassSchema,
  unassignSchema,
} from '../../../common/schemas/activities';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import { requireTeacherOfClass } from '../../access/teaches-class';
import { assignActivity, unassignActivity } from './assign-activity';
import { createActivity } from './create-activity';
import { copyLibraryActivity } from './copy-library-activity';
import { duplicateActivity } from './duplicate-activity';
import { findActivityRow, getActivity, readActivityRow } from './get-activity';
import { loadOwnActivity, requireTeacher } from './guards';
import { removeActivityImage, replaceActivityImage } from './image-storage';
import { deleteActivity } from './delete-activity';
import { listActivities } from './list-activities';
import { sendStoredFile, STORED_FILE_REFUSALS } from '../../adapters/storage/send-stored-file';
import { authorizeImageReader } from './read-image';
import { listTeacherClasses } from './teacher-classes';
import { updateActivity } from './update-activity';
import { ACTIVITY_MESSAGES } from '../../../common/activities/messages';

const tags = ['activities'];
const idParams = z.object({ id: z.string() });
/** Teachers only: nobody signed in gets 401, anyone else 403. */
const teacherRefusals = errorAnswers(401, 403);
/** Someone else's or a missing activity: 404. */
const ownRefusals = errorAnswers(401, 403, 404);

/**
 * Reflection activities under /api/activities (issue 5, point 3). Signed-in teachers only;
 * each activity is its owner's alone (others get 404, audited). State changes are POSTs with
 * JSON bodies, like every other call of the API (the CSRF check requires JSON).
 */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller's own activity from the :id parameter, with the teacher. */
  async function own(request: FastifyRequest, id: string) {
    const teacher = await requireTeacher(request);
    return { teacher, activity: await loadOwnActivity(request, teacher, id) };
  }

  /** The teacher must teach every class named (404 and an audit row otherwise). */
  async function teachEach(request: FastifyRequest, classIds: string[]) {
    for (const classId of classIds) await requireTeacherOfClass(request, classId);
  }

  app.get(
    '/',
    {
      schema: {
        summary: "The teacher's activities, most recently changed first",
        tags,
        response: { 200: z.array(activitySummarySchema), ...teacherRefusals },
      },
    },
    async (request) => {
      const teacher = await requireTeacher(request);
      return listActivities(app.db, teacher.id);
    },
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Create an activity',
        tags,
        body: activityInputSchema,
        response: { 201: activityAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const teacher = await requireTeacher(request);
      const row = await createActivity(app.db, teacher.id, request.body);
      return reply.status(201).send(await getActivity(app.db, row));
    },
  );

  app.get(
    '/library',
    {
      schema: {
        summary: 'The starter library of ready-made activities',
        tags,
        response: { 200: z.array(libraryActivitySchema).readonly(), ...teacherRefusals },
      },
    },
    async (request) => {
      await requireTeacher(request);
      return STARTER_LIBRARY;
    },
  );

  app.post(
    '/library/:libraryId/copy',
    {
      schema: {
        summary: "Copy a library activity into the teacher's own",
        tags,
        params: z.object({ libraryId: z.string() }),
        body: ignoredBodySchema,
        response: { 201: activityAnswerSchema, ...ownRefusals },
      },
    },
    async (request, reply) => {
      const teacher = await requireTeacher(request);
      const row = await copyLibraryActivity(app.db, teacher.id, request.params.libraryId);
      return reply.status(201).send(await getActivity(app.db, row));
    },
  );

  app.get(
    '/classes',
    {
      schema: {
        summary: 'The classes the teacher may assign activities to',
        tags,
        response: { 200: z.array(teacherClassSchema), ...teacherRefusals },
      },
    },
    async (request) => {
      const teacher = await requireTeacher(request);
      return listTeacherClasses(app.db, teacher.id);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'One activity with its assignments',
        tags,
        params: idParams,
        response: { 200: activityAnswerSchema, ...ownRefusals },
      },
    },
    async (request) => {
      const { activity } = await own(request, request.params.id);
      return getActivity(app.db, activity);
    },
  );

  app.post(
    '/:id',
    {
      schema: {
        summary: "Replace an activity's content",
        tags,
        params: idParams,
        body: activityInputSchema,
        response: { 200: activityAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { activity } = await own(request, request.params.id);
      return getActivity(app.db, await updateActivity(app.db, activity, request.body));
    },
  );

  app.post(
    '/:id/duplicate',
    {
      schema: {
        summary: 'Copy an activity (not its assignments)',
        tags,
        params: idParams,
        body: ignoredBodySchema,
        response: { 201: activityAnswerSchema, ...ownRefusals },
      },
    },
    async (request, reply) => {
      const { activity } = await own(request, request.params.id);
      const copy = await duplicateActivity(app.db, app.storage, activity);
      return reply.status(201).send(await getActivity(app.db, copy));
    },
  );

  app.post(
    '/:id/delete',
    {
      schema: {
        summary: 'Delete an activity, its assignments and its image',
        tags,
        params: idParams,
        body: ignoredBodySchema,
        response: { 204: z.null().describe('No content'), ...ownRefusals },
      },
    },
    async (request, reply) => {
      const { activity } = await own(request, request.params.id);
      await deleteActivity(app.db, app.storage, activity);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/assign',
    {
      schema: {
        summary:
          'Assign an activity to classes the teacher teaches (or chosen students), with open and due dates',
        tags,
        params: idParams,
        body: assignSchema,
        response: { 200: activityAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { teacher, activity } = await own(request, request.params.id);
      const { classIds, dueDate, opensOn, students } = request.body;
      await teachEach(request, classIds);
      await assignActivity(app.db, {
        activityId: activity.id,
        classIds,
        dueDate,
        opensOn,
        students,
        assignedBy: teacher.id,
      });
      return getActivity(app.db, activity);
    },
  );

  app.post(
    '/:id/unassign',
    {
      schema: {
        summary: 'Take an activity off classes the teacher teaches',
        tags,
        params: idParams,
        body: unassignSchema,
        response: { 200: activityAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { activity } = await own(request, request.params.id);
      const { classIds } = request.body;
      await teachEach(request, classIds);
      await unassignActivity(app.db, { activityId: activity.id, classIds });
      return getActivity(app.db, activity);
    },
  );

  app.post(
    '/:id/image',
    {
      schema: {
        summary:
          "Make a finished image upload (POST /api/uploads, kind image) the activity's image, with its alternative text",
        tags,
        params: idParams,
        body: activityImageSchema,
        response: { 200: activityAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { activity } = await own(request, request.params.id);
      await replaceActivityImage(app.db, app.storage, activity, request.body);
      return getActivity(app.db, await readActivityRow(app.db, activity.id));
    },
  );

  app.post(
    '/:id/image/delete',
    {
      schema: {
        summary: "Remove the activity's image",
        tags,
        params: idParams,
        body: ignoredBodySchema,
        response: { 200: activityAnswerSchema, ...ownRefusals },
      },
    },
    async (request) => {
      const { activity } = await own(request, request.params.id);
      await removeActivityImage(app.db, app.storage, activity);
      return getActivity(app.db, await readActivityRow(app.db, activity.id));
    },
  );

  app.get(
    '/:id/image',
    {
      schema: {
        summary:
          "The activity's image, for its owner and the teachers and students it is assigned to",
        tags,
        params: idParams,
        response: {
          200: z.any().describe('image/png, image/jpeg, image/webp or image/gif'),
          ...errorAnswers(404),
          ...STORED_FILE_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const activity = await findActivityRow(app.db, request.params.id);
      await authorizeImageReader(request, activity);
      const sent =
        !!activity?.image_key &&
        (await sendStoredFile(request, reply, {
          storage: app.storage,
          key: activity.image_key,
          access: 'private',
          // The address changes with each new image (`?v=`), so the reader's browser keeps it.
          privateMaxAgeSeconds: 3600,
        }));
      if (!sent) {
        return reply.status(404).send({ errors: { image: ACTIVITY_MESSAGES.imageMissing } });
      }
      return reply;
    },
  );
};

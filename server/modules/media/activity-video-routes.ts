import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import { idParam } from '../../../common/schemas/ids';
import { activityVideoAnswerSchema, attachVideoSchema } from '../../../common/schemas/media';
import { findActivityRow } from '../activities/get-activity';
import { loadOwnActivity, requireTeacher } from '../activities/guards';
import { authorizeImageReader } from '../activities/read-image';
import { attachVideo, detachVideo } from './attach-video';
import { isOwner } from './authorize-video';
import { findVideo } from './find-video';
import { toVideoAnswer } from './video-answer';

const tags = ['activities', 'media'];
const idParams = z.object({ id: idParam.min(1) });

/**
 * An activity's video under /api/activities/:id/video, beside the activity's own calls and
 * under the same rules as its image: only the owner changes it; its readers (the owner, the
 * teachers and students of the classes it is assigned to) see it. Readers other than the
 * uploader see it only once it is ready; the uploader sees every state.
 */
export const activityVideoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/video',
    {
      schema: {
        summary:
          "The activity's video, for its owner and the teachers and students it is assigned to",
        tags,
        params: idParams,
        response: { 200: activityVideoAnswerSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const activity = await findActivityRow(app.db, request.params.id);
      await authorizeImageReader(request, activity);
      const video = activity?.video_upload_id
        ? await findVideo(app.db, activity.video_upload_id)
        : undefined;
      if (!video) return { video: null };
      // The reader authorizeImageReader resolved (an adult or a student).
      const mine = request.account ? isOwner(request.account, video) : false;
      return { video: mine || video.status === 'ready' ? toVideoAnswer(video) : null };
    },
  );

  app.post(
    '/:id/video',
    {
      schema: {
        summary: 'Show one of the teacher’s videos (processing or ready) in the activity',
        tags,
        params: idParams,
        body: attachVideoSchema,
        response: { 200: activityVideoAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const teacher = await requireTeacher(request);
      const activity = await loadOwnActivity(request, teacher, request.params.id);
      const video = await attachVideo(app.db, activity, {
        ownerId: teacher.id,
        uploadId: request.body.uploadId,
      });
      return { video: toVideoAnswer(video) };
    },
  );

  app.post(
    '/:id/video/delete',
    {
      schema: {
        summary: 'Stop showing a video in the activity (the video stays the teacher’s)',
        tags,
        params: idParams,
        body: ignoredBodySchema,
        response: { 200: activityVideoAnswerSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const teacher = await requireTeacher(request);
      const activity = await loadOwnActivity(request, teacher, request.params.id);
      await detachVideo(app.db, activity);
      return { video: null };
    },
  );
};

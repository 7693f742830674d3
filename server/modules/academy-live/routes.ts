import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../../common/schemas/fields';
import { idParam } from '../../../common/schemas/ids';
import type { LiveCourseEvent } from '../../../common/schemas/academy-live';
import { isCourseStaff, loadCourse } from '../../access/course-role';
import { courseParticipantScope, courseScope, courseStaffScope } from './scopes';

/**
 * A course's changes as Server-Sent Events (issue 13: feedback and board posts arrive live),
 * at /api/academy/live/courses/:courseId. A member hears the course's board and their own
 * work; an instructor hears the board and everything waiting for review. `event: change`
 * points at what changed; `ready` (on every connection) and `resync` (after the live channel
 * came back) tell the page to read everything again, so nothing is missed.
 */
export const academyLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses/:courseId',
    {
      schema: {
        summary: "A course's changes as Server-Sent Events (event: change)",
        tags: ['academy'],
        params: z.object({ courseId: idParam }),
        response: {
          200: z.any().describe('text/event-stream of LiveCourseEvent'),
          ...errorAnswers(401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { courseId } = request.params;
      const { account, role } = await loadCourse(request, courseId, 'member');
      const scopes = [
        courseScope(courseId),
        isCourseStaff(role)
          ? courseStaffScope(courseId)
          : courseParticipantScope(courseId, account.id),
      ];
      const stream = app.liveStreams.open(request, reply, { account });
      const send = (data: LiveCourseEvent, event = 'change') => stream.send({ event, data });
      const unsubscribes = scopes.map((scope) =>
        app.live.subscribe(scope, (event) => send({ change: event.type, id: event.id })),
      );
      const stopCatchingUp = app.live.onReconnect(() =>
        send({ change: 'resync', id: courseId }, 'resync'),
      );
      stream.onEnd(() => {
        for (const unsubscribe of unsubscribes) unsubscribe();
        stopCatchingUp();
      });
      await app.live.ready();
      send({ change: 'ready', id: courseId }, 'ready');
    },
  );
};

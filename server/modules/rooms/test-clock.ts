import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import { requireAdult } from '../../access/guards';
import { runSessionClock } from './session-actions';

/** Where browser tests run the sessions' clock at a moment of their choosing. */
export const ROOMS_TEST_CLOCK_PATH = '/dev/rooms/clock';

/**
 * A test hook for browser journeys (issue 18, point 14): runs the sessions' clock (timers, the
 * closing warning, the circle's movements) as if it were `now`, so a journey sees rooms close
 * after the 60-second warning without waiting a minute. Registered with chat's test clock
 * (CHAT_TEST_CLOCK, which production refuses); signed-in adults only.
 */
export const roomsTestClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ROOMS_TEST_CLOCK_PATH,
    {
      schema: {
        hide: true,
        body: z.object({ now: z.iso.datetime() }),
        response: {
          200: z.object({ changed: z.number() }),
          400: errorAnswerSchema,
          401: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      await requireAdult(request);
      return { changed: await runSessionClock(app, new Date(request.body.now)) };
    },
  );
};

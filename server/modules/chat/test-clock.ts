import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import { requireAdult } from '../../access/guards';
import { deliverDueMessages } from './deliver-due';
import { noticeUnreadMessages } from './unread-notices';

/** Where browser tests set chat's clock (CHAT_TEST_CLOCK only; never in production). */
export const CHAT_TEST_CLOCK_PATH = '/dev/chat/clock';
/** The moment kept in app_meta, so every instance reads the same clock. */
const APP_META_KEY = 'chat_test_clock';

/** Chat's clock under CHAT_TEST_CLOCK: the moment a test set, else the real time. */
export function storedChatClock(app: FastifyInstance): () => Promise<Date> {
  return async () => {
    const row = await app.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', APP_META_KEY)
      .executeTakeFirst();
    return row ? new Date(row.value) : new Date();
  };
}

/**
 * A test hook for browser journeys (issue 17, point 15): sets chat's clock to `now` for every
 * chat call, then runs the delivery and unread jobs at that moment, as the scheduler would;
 * `now: null` gives chat the real time back.
 * Registered only when CHAT_TEST_CLOCK is on, which production refuses; signed-in adults only.
 */
export const chatTestClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CHAT_TEST_CLOCK_PATH,
    {
      schema: {
        hide: true,
        // null gives chat the real time back (a journey cleaning up after itself).
        body: z.object({ now: z.iso.datetime().nullable() }),
        response: {
          200: z.object({ now: z.string().nullable(), delivered: z.number() }),
          400: errorAnswerSchema,
          401: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      await requireAdult(request);
      if (request.body.now === null) {
        await app.db.deleteFrom('app_meta').where('key', '=', APP_META_KEY).execute();
        return { now: null, delivered: 0 };
      }
      const now = new Date(request.body.now);
      await app.db
        .insertInto('app_meta')
        .values({
          key: APP_META_KEY,
          value: now.toISOString(),
          updated_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: now.toISOString() }))
        .execute();
      const delivered = await deliverDueMessages(app, { now });
      await noticeUnreadMessages(app, { now });
      return { now: now.toISOString(), delivered };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACADEMY_NOTIFICATION_MESSAGES as M } from '../../../common/academy/notifications-messages';
import { academyEmailPreferenceSchema } from '../../../common/schemas/academy-notifications';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import { idParam, RECORD_ID } from '../../../common/schemas/ids';
import {
  listQuerySchema,
  notificationListSchema,
  readAllAnswerSchema,
  readAnswerSchema,
} from '../../../common/schemas/notifications';
import { requireAcademyAccount } from '../../access/course-role';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { countUnread, listNotifications } from '../notifications/list-notifications';
import { markAllNotificationsRead, markNotificationRead } from '../notifications/mark-read';
import { notificationScope } from '../notifications/record-notifications';

const tags = ['academy-notifications'];
const SITE = 'academy';
const notFound = () => new AppError('NOT_FOUND', { notification: M.notFound });

/**
 * The Academy's notification centre (issue 13, point 14) at /api/academy/notifications, on the
 * Academy's host only: the Journals' list, mark-read and stream, read for site 'academy'
 * rows of the signed-in Academy account, and its notification email preference.
 */
export const academyNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // As sharing's calls: only on the Academy's host (sessions are per host, decision 0020).
  app.addHook('onRequest', async (request, reply) => {
    if (request.site !== 'academy') {
      return reply.status(404).send({ errors: { path: 'Not found' } });
    }
  });

  app.get(
    '/',
    {
      schema: {
        summary: "The signed-in account's Academy notifications, newest first, and unread count",
        tags,
        querystring: listQuerySchema,
        response: { 200: notificationListSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const account = await requireAcademyAccount(request);
      return listNotifications(app.db, { userId: account.id }, request.query, SITE);
    },
  );

  app.post(
    '/read_all',
    {
      schema: {
        summary: 'Marks all of them read (again: no change)',
        tags,
        body: ignoredBodySchema,
        response: { 200: readAllAnswerSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const recipient = { userId: (await requireAcademyAccount(request)).id };
      const marked = await markAllNotificationsRead(app.db, recipient, new Date(), SITE);
      return { marked, unread: await countUnread(app.db, recipient, SITE) };
    },
  );

  app.post(
    '/:notificationId/read',
    {
      schema: {
        summary: 'Marks one of them read (again: no change)',
        tags,
        params: z.object({ notificationId: idParam }),
        body: ignoredBodySchema,
        response: { 200: readAnswerSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const account = await requireAcademyAccount(request);
      const recipient = { userId: account.id };
      const { notificationId } = request.params;
      const notification = RECORD_ID.test(notificationId)
        ? await markNotificationRead(app.db, recipient, notificationId, new Date(), SITE)
        : undefined;
      if (!notification) {
        // Someone else's notification (or a Journals one) looks exactly like a missing one.
        await writeAudit(app.db, {
          action: 'notification_access_denied',
          actorType: 'user',
          actorId: account.id,
          targetType: null,
          targetId: null,
          ip: request.ip,
          details: { notificationId: notificationId.slice(0, 40), site: SITE },
        });
        throw notFound();
      }
      return { notification, unread: await countUnread(app.db, recipient, SITE) };
    },
  );

  app.get(
    '/live',
    {
      schema: {
        summary: 'Server-Sent Events: `event: notification` when one arrives for the account',
        description: 'A pointer, no data: the page re-reads its list; `ready` once subscribed.',
        tags,
        response: { 200: z.any().describe('text/event-stream'), ...errorAnswers(401, 429) },
      },
    },
    async (request, reply) => {
      const account = await requireAcademyAccount(request);
      const stream = app.liveStreams.open(request, reply, { account });
      const unsubscribe = app.live.subscribe(
        notificationScope({ userId: account.id }, SITE),
        (event) => {
          if (event.type === 'notification') stream.send({ event: 'notification', data: {} });
        },
      );
      stream.onEnd(unsubscribe);
      // Subscribed before `ready`: one recorded after the page's re-read is not missed.
      await app.live.ready();
      stream.send({ event: 'ready', data: {} });
    },
  );

  app.get(
    '/preference',
    {
      schema: {
        summary: 'How the account gets notification email: immediate, daily digest, or off',
        tags,
        response: { 200: academyEmailPreferenceSchema, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const account = await requireAcademyAccount(request);
      const row = await app.db
        .selectFrom('users')
        .select('notification_email')
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      return { notificationEmail: row.notification_email };
    },
  );

  app.put(
    '/preference',
    {
      schema: {
        summary: 'Sets how the account gets notification email (the same choice again: no change)',
        tags,
        body: academyEmailPreferenceSchema,
        response: { 200: academyEmailPreferenceSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const account = await requireAcademyAccount(request);
      const { notificationEmail } = request.body;
      await app.db
        .updateTable('users')
        .set({ notification_email: notificationEmail, updated_at: new Date().toISOString() })
        .where('id', '=', account.id)
        .execute();
      return { notificationEmail };
    },
  );
};

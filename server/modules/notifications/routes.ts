import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_MESSAGES as M } from '../../../common/notifications/messages';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import { PATHS } from '../../../common/routes';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import { RECORD_ID } from '../../../common/schemas/ids';
import {
  audienceParamsSchema,
  classParamsSchema,
  listQuerySchema,
  liveParamsSchema,
  notificationListSchema,
  notificationParamsSchema,
  readAllAnswerSchema,
  readAnswerSchema,
  studentEmailSettingSchema,
  unsubscribeAnswerSchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
} from '../../../common/schemas/notifications';
import { loadTaughtClass } from '../../access/teaches-class';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { countUnread, listNotifications } from './list-notifications';
import { streamNotifications } from './live';
import { markAllNotificationsRead, markNotificationRead } from './mark-read';
import { recipientOf } from './recipient-of';
import { readStudentEmailSetting, setStudentEmailSetting } from './student-email-setting';
import { turnOffNotificationEmail } from './unsubscribe';
import { readUnsubscribeToken, unsubscribeKey } from './unsubscribe-token';
import { acceptOneClickBodies } from '../../lib/one-click-unsubscribe';

const tags = ['notifications'];
const notFound = () => new AppError('NOT_FOUND', { notification: M.notFound });

/**
 * The notification centre (issue 11, points 14–15) under /api/notifications: the signed-in
 * account's own notifications (list, mark read, mark all read), their live stream, a class's
 * student email setting, and the one-click unsubscribe of notification email.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:audience',
    {
      schema: {
        summary: "The signed-in account's notifications, newest first, with the unread count",
        tags,
        params: audienceParamsSchema,
        querystring: listQuerySchema,
        response: { 200: notificationListSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const recipient = await recipientOf(request, request.params.audience);
      return listNotifications(app.db, recipient, request.query);
    },
  );

  app.post(
    '/:audience/read_all',
    {
      schema: {
        summary: "Marks all the signed-in account's notifications read (again: no change)",
        tags,
        params: audienceParamsSchema,
        body: ignoredBodySchema,
        response: { 200: readAllAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const recipient = await recipientOf(request, request.params.audience);
      const marked = await markAllNotificationsRead(app.db, recipient);
      return { marked, unread: await countUnread(app.db, recipient) };
    },
  );

  app.post(
    '/:audience/:notificationId/read',
    {
      schema: {
        summary: 'Marks one of the signed-in account’s notifications read (again: no change)',
        tags,
        params: notificationParamsSchema,
        body: ignoredBodySchema,
        response: { 200: readAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { audience, notificationId } = request.params;
      const recipient = await recipientOf(request, audience);
      if (!RECORD_ID.test(notificationId)) throw notFound();
      const notification = await markNotificationRead(app.db, recipient, notificationId);
      if (!notification) {
        // Someone else's notification looks exactly like one that does not exist.
        await writeAudit(app.db, {
          action: 'notification_access_denied',
          actorType: 'userId' in recipient ? 'user' : 'student',
          actorId: 'userId' in recipient ? recipient.userId : recipient.studentId,
          targetType: null,
          targetId: null,
          ip: request.ip,
          details: { notificationId: notificationId.slice(0, 40) },
        });
        throw notFound();
      }
      return { notification, unread: await countUnread(app.db, recipient) };
    },
  );

  app.get(
    '/live/:accountId',
    {
      schema: {
        summary: 'Server-Sent Events: `event: notification` when one arrives for the account',
        description:
          'The account id must be the signed-in adult’s or student’s own; the page re-reads its list on each event.',
        tags,
        params: liveParamsSchema,
        response: {
          200: z.any().describe('text/event-stream'),
          ...errorAnswers(401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      await streamNotifications(app, request, reply, request.params.accountId);
    },
  );

  for (const method of ['GET', 'PUT'] as const) {
    app.route({
      method,
      url: '/classes/:classId/student_email',
      schema: {
        summary:
          method === 'GET'
            ? 'Whether the class’s students with a verified Google email get notification email'
            : 'A teacher of the class allows or stops notification email to its students',
        tags,
        params: classParamsSchema,
        ...(method === 'PUT' ? { body: studentEmailSettingSchema } : {}),
        response: { 200: studentEmailSettingSchema, ...errorAnswers(400, 401, 403, 404) },
      },
      handler: async (request) => {
        const { classRow, teacherId } = await loadTaughtClass(request, request.params.classId);
        if (method === 'GET')
          return { allowed: await readStudentEmailSetting(app.db, classRow.id) };
        const { allowed } = request.body as z.infer<typeof studentEmailSettingSchema>;
        await setStudentEmailSetting(app.db, classRow.id, allowed);
        await writeAudit(app.db, {
          action: allowed ? 'class_student_email_allowed' : 'class_student_email_stopped',
          actorType: 'user',
          actorId: teacherId,
          targetType: 'class',
          targetId: classRow.id,
          ip: request.ip,
        });
        return { allowed };
      },
    });
  }

  await app.register(unsubscribeRoutes);
};

/**
 * RFC 8058 one-click unsubscribe. A mail client POSTs `List-Unsubscribe=One-Click` as a form,
 * without cookies or Origin: the signed token is the only authority (the CSRF rule exempts
 * this path). GET never unsubscribes (link scanners follow links): a browser is sent to the
 * page that asks for a click; other clients learn whether email is already off.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptOneClickBodies(app);

  const recipientOfToken = async (token: unknown) => {
    const recipient = readUnsubscribeToken(await unsubscribeKey(app.db), token);
    if (!recipient) throw new AppError('NOT_FOUND', { token: M.unsubscribeInvalid });
    return recipient;
  };

  app.get(
    '/unsubscribe',
    {
      schema: {
        summary: 'Whether notification email is off for the token’s account (never changes it)',
        description: 'A browser (Accept: text/html) is redirected to the page that confirms.',
        tags,
        querystring: unsubscribeQuerySchema,
        response: {
          200: unsubscribeAnswerSchema,
          303: z.null().describe('Redirect to the confirmation page'),
          ...errorAnswers(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { t } = request.query;
      if ((request.headers.accept ?? '').includes('text/html')) {
        const query = t ? `?t=${encodeURIComponent(t)}` : '';
        // Each site's emails link to its own host: its own page confirms.
        const page =
          request.site === 'academy' ? ACADEMY_PATHS.emailUnsubscribe : PATHS.emailUnsubscribe;
        return reply.redirect(`${page}${query}`, 303);
      }
      const recipient = await recipientOfToken(t);
      const row =
        'userId' in recipient
          ? await app.db
              .selectFrom('users')
              .select('notification_email')
              .where('id', '=', recipient.userId)
              .executeTakeFirst()
          : await app.db
              .selectFrom('students')
              .select('notification_email')
              .where('id', '=', recipient.studentId)
              .executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', { token: M.unsubscribeInvalid });
      return { unsubscribed: row.notification_email === 'off' };
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        summary: 'One-click unsubscribe (RFC 8058): turns notification email off',
        tags,
        querystring: unsubscribeQuerySchema,
        body: unsubscribeBodySchema,
        response: { 200: unsubscribeAnswerSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const recipient = await recipientOfToken(request.query.t);
      await turnOffNotificationEmail(app.db, recipient);
      await writeAudit(app.db, {
        action: 'notification_email_unsubscribed',
        actorType: 'userId' in recipient ? 'user' : 'student',
        actorId: 'userId' in recipient ? recipient.userId : recipient.studentId,
        targetType: 'userId' in recipient ? 'user' : 'student',
        targetId: 'userId' in recipient ? recipient.userId : recipient.studentId,
        ip: request.ip,
      });
      return { unsubscribed: true };
    },
  );
};

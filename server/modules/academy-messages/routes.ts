import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conversationParamsSchema,
  conversationsAnswerSchema,
  conversationsQuerySchema,
  courseParamsSchema,
  messageParamsSchema,
  messageSentSchema,
  messagesOkSchema,
  messagingSettingsSchema,
  sendMessageSchema,
  threadAnswerSchema,
  threadQuerySchema,
} from '../../../common/schemas/academy-messages';
import { errorAnswers } from '../../../common/schemas/fields';
import { emptyBodySchema } from '../../../common/schemas/privacy';
import { assertMayOpenConversation, loadCourseMessaging } from '../../access/course-messages';
import {
  announceAcademyNotifications,
  type NotificationRecipient,
} from '../academy-notifications/notify';
import {
  listConversations,
  participantFor,
  participantName,
  readMessages,
  viewerOf,
} from './conversations';
import { conversationChanged, messagingSwitched } from './messages-live';
import { markRead, sendMessage, setMessaging, withdrawMessage } from './write-messages';

const tags = ['academy-messages'];

export interface AcademyMessagesOptions {
  /** The clock of sends, reads and the withdrawal window: tests pass their own. */
  now?: () => Date;
}

/**
 * Academy course messaging (issue 17, point 1), at /api/academy/messages: a participant writes
 * privately to the course's instructors, an instructor to a participant. Every call goes
 * through server/access/course-messages.ts; anyone outside the course gets its 404.
 */
export const academyMessagesRoutes: FastifyPluginAsyncZod<AcademyMessagesOptions> = async (
  app,
  { now = () => new Date() },
) => {
  app.get(
    '/courses/:courseId/conversations',
    {
      schema: {
        summary: 'My conversations in the course, latest first (instructors: every participant’s)',
        tags,
        params: courseParamsSchema,
        querystring: conversationsQuerySchema,
        response: { 200: conversationsAnswerSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const messaging = await loadCourseMessaging(request, request.params.courseId);
      const page = await listConversations(app.db, messaging, request.query.after);
      return { viewer: viewerOf(messaging), ...page };
    },
  );

  app.get(
    '/courses/:courseId/conversations/:participantId',
    {
      schema: {
        summary: 'A conversation’s latest 50 messages, or the 50 before `before`',
        tags,
        params: conversationParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: threadAnswerSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { courseId, participantId } = request.params;
      const messaging = await loadCourseMessaging(request, courseId);
      await assertMayOpenConversation(request, messaging, participantId);
      const { conversation } = await participantFor(app.db, messaging, participantId);
      const page = await readMessages(
        app.db,
        messaging,
        conversation?.id,
        participantId,
        request.query.before,
        now(),
      );
      return {
        viewer: viewerOf(messaging),
        participantId,
        participantName: await participantName(app.db, messaging, participantId),
        ...page,
      };
    },
  );

  app.post(
    '/courses/:courseId/conversations/:participantId/messages',
    {
      schema: {
        summary: 'Send a message (once per client id)',
        tags,
        params: conversationParamsSchema,
        body: sendMessageSchema,
        response: { 200: messageSentSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { courseId, participantId } = request.params;
      const messaging = await loadCourseMessaging(request, courseId);
      await assertMayOpenConversation(request, messaging, participantId);
      const notices: NotificationRecipient[] = [];
      const sent = await sendMessage(
        app.db,
        messaging,
        participantId,
        request.body,
        notices,
        now(),
      );
      await conversationChanged(app, courseId, participantId);
      await announceAcademyNotifications(app.live, notices);
      return sent;
    },
  );

  app.post(
    '/courses/:courseId/conversations/:participantId/read',
    {
      schema: {
        summary: 'Mark the conversation read up to now',
        tags,
        params: conversationParamsSchema,
        body: emptyBodySchema,
        response: { 200: messagesOkSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { courseId, participantId } = request.params;
      const messaging = await loadCourseMessaging(request, courseId);
      await assertMayOpenConversation(request, messaging, participantId);
      const { conversation } = await participantFor(app.db, messaging, participantId);
      await markRead(app.db, conversation?.id, messaging.account.id, now());
      return { ok: true as const };
    },
  );

  app.post(
    '/courses/:courseId/messages/:messageId/withdraw',
    {
      schema: {
        summary: 'Withdraw my message in its first 5 minutes',
        tags,
        params: messageParamsSchema,
        body: emptyBodySchema,
        response: { 200: messagesOkSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { courseId, messageId } = request.params;
      const messaging = await loadCourseMessaging(request, courseId);
      const participantId = await withdrawMessage(app.db, messaging, messageId, now());
      await conversationChanged(app, courseId, participantId);
      return { ok: true as const };
    },
  );

  app.put(
    '/courses/:courseId/settings',
    {
      schema: {
        summary: 'Turn the course’s messaging on or off (instructors)',
        tags,
        params: courseParamsSchema,
        body: messagingSettingsSchema,
        response: { 200: messagesOkSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { courseId } = request.params;
      await loadCourseMessaging(request, courseId, 'staff');
      await setMessaging(app.db, courseId, request.body.messagingOn, now());
      await messagingSwitched(app, courseId);
      return { ok: true as const };
    },
  );
};

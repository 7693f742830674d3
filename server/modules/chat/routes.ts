import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import {
  audienceParamsSchema,
  blockParamsSchema,
  blockSchema,
  blocksSchema,
  dateRangeSchema,
  exportParamsSchema,
  oversightListSchema,
  oversightLogSchema,
  oversightQuerySchema,
  studentParamsSchema,
  careFlagsSchema,
  consentsSchema,
  chatClassesSchema,
  chatSettingsSchema,
  classParamsSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationParamsSchema,
  createConversationSchema,
  createdConversationSchema,
  flagParamsSchema,
  independentChatSchema,
  liftMuteParamsSchema,
  messageParamsSchema,
  muteSchema,
  mutesParamsSchema,
  mutesSchema,
  myChatSettingsSchema,
  okSchema,
  recipientsSchema,
  removeMemberSchema,
  reportSchema,
  schoolChatSettingsSchema,
  schoolParamsSchema,
  sendMessageSchema,
  sentMessageSchema,
  threadQuerySchema,
  threadSchema,
  updateSchoolChatSchema,
  userConversationParamsSchema,
  userMessageParamsSchema,
} from '../../../common/schemas/chat';
import {
  classChatPolicy,
  leadsAnySafeguarding,
  loadConversation,
  requireChatCaller,
} from '../../access/chat';
import { callerOf, refuseStudentAccess, requireAdult, requireParent } from '../../access/guards';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import { blockParent, blockedBy, unblockParent } from './blocks';
import { consentRoleOf, consentsFor, giveConsent } from './consent';
import { exportConversation, oversightLogOf, searchConversations } from './oversight';
import { loadClassStudent, loadTaughtClass } from '../../access/teaches-class';
import { dismissCareFlag, listCareFlags } from './care-flags';
import { chatAttachmentRoutes } from './attachment-routes';
import { listConversations } from './list-conversations';
import { streamChat } from './live';
import { markRead, removeMember, reportMessage, withdrawMessage } from './moderation';
import { liftMute, muteStudent, mutesOf } from './mutes';
import { readThread } from './read-thread';
import { chatClasses, recipientsIn } from './recipients';
import { sendMessage } from './send-message';
import {
  readChatSettings,
  setIndependentChat,
  updateMySettings,
  updateSchoolChat,
} from './settings';
import { startConversation } from './start-conversation';
import { translationAvailable } from './translate-message';
import { chatTranslationRoutes } from './translation-routes';

const tags = ['chat'];
const ok = { ok: true as const };

export interface ChatRoutesOptions {
  /** PUBLIC_BASE_URL, for links in the care flag's email. */
  publicBaseUrl: string;
  /** The moment a call happens (tests and the browser journeys move it). */
  now?: () => Promise<Date>;
}

/**
 * Safe chat (issue 17, decision 0024) at /api/chat. Every call goes through server/access/chat:
 * who is calling (`user` or `student`), whether chat is on for the class, and the conversation's
 * members; anyone else gets the same 404 as for a record that does not exist.
 */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (
  app,
  { publicBaseUrl, now = async () => new Date() },
) => {
  const linkBase = publicBaseUrl.replace(/\/+$/, '');
  const policies = (classId: string) => classChatPolicy(app.db, classId);
  // "Show in my language" (issue 17, point 13): its own file, under the same prefix and clock.
  await app.register(chatTranslationRoutes, { now });

  // Issue 17, point 9: pictures and PDFs, in a plugin of their own (it parses raw bytes).
  await app.register(chatAttachmentRoutes, { now });

  app.get(
    '/:audience/classes',
    {
      schema: {
        summary: 'The classes the caller may message in',
        tags,
        params: audienceParamsSchema,
        response: { 200: chatClassesSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const caller = await requireChatCaller(request, request.params.audience);
      return chatClasses(request, caller);
    },
  );

  app.get(
    '/:audience/classes/:classId/recipients',
    {
      schema: {
        summary: 'Who the caller may start a conversation with in a class, and why not',
        tags,
        params: classParamsSchema,
        response: { 200: recipientsSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = await requireChatCaller(request, request.params.audience);
      return recipientsIn(request, caller, request.params.classId);
    },
  );

  app.get(
    '/:audience/conversations',
    {
      schema: {
        summary: 'The caller’s conversations with their unread counts (announcements first)',
        tags,
        params: audienceParamsSchema,
        querystring: conversationListQuerySchema,
        response: { 200: conversationListSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const caller = await requireChatCaller(request, request.params.audience);
      return listConversations(app.db, caller, request.query);
    },
  );

  app.post(
    '/:audience/conversations',
    {
      schema: {
        summary: 'Start a conversation (once per client id); the server adds the second adult',
        tags,
        params: audienceParamsSchema,
        body: createConversationSchema,
        response: { 200: createdConversationSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = await requireChatCaller(request, request.params.audience);
      return startConversation(request, caller, request.body, await now());
    },
  );

  app.get(
    '/:audience/conversations/:conversationId',
    {
      schema: {
        summary: 'A conversation and its latest messages (a school admin’s read is audited)',
        tags,
        params: conversationParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: threadSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = await requireChatCaller(request, request.params.audience);
      const conversation = await loadConversation(request, caller, request.params.conversationId);
      return readThread(app.db, caller, conversation, await now(), {
        translation: translationAvailable(request, conversation),
        before: request.query.before,
      });
    },
  );

  app.post(
    '/:audience/conversations/:conversationId/messages',
    {
      schema: {
        summary: 'Send a message (once per client id), delivered in the window',
        tags,
        params: conversationParamsSchema,
        body: sendMessageSchema,
        response: { 200: sentMessageSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = await requireChatCaller(request, request.params.audience);
      const conversation = await loadConversation(request, caller, request.params.conversationId, {
        audit: false,
      });
      const message = await sendMessage(app, caller, conversation, request.body, {
        now: await now(),
        publicBaseUrl: linkBase,
      });
      return { message };
    },
  );

  app.post(
    '/:audience/conversations/:conversationId/read',
    {
      schema: {
        summary: 'Mark everything delivered so far as read',
        tags,
        params: conversationParamsSchema,
        body: ignoredBodySchema,
        response: { 200: okSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = await requireChatCaller(request, request.params.audience);
      const conversation = await loadConversation(request, caller, request.params.conversationId, {
        audit: false,
      });
      await markRead(app, caller, conversation, await now());
      return ok;
    },
  );

  app.post(
    '/:audience/conversations/:conversationId/leave',
    {
      schema: {
        summary: 'Leave a conversation (never the second adult, never leaving it private)',
        tags,
        params: conversationParamsSchema,
        body: ignoredBodySchema,
        response: { 200: okSchema, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = await requireChatCaller(request, request.params.audience);
      const conversation = await loadConversation(request, caller, request.params.conversationId, {
        audit: false,
      });
      await removeMember(request, caller, conversation, caller.key, await now());
      return ok;
    },
  );

  app.post(
    '/user/conversations/:conversationId/remove_member',
    {
      schema: {
        summary: 'The conversation’s starter removes someone (never the second adult)',
        tags,
        params: userConversationParamsSchema,
        body: removeMemberSchema,
        response: { 200: okSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = await requireChatCaller(request, 'user');
      const conversation = await loadConversation(request, caller, request.params.conversationId, {
        audit: false,
      });
      await removeMember(request, caller, conversation, request.body.memberKey, await now());
      return ok;
    },
  );

  app.post(
    '/user/messages/:messageId/withdraw',
    {
      schema: {
        summary: 'Withdraw my message within 5 minutes (kept for the record)',
        tags,
        params: userMessageParamsSchema,
        body: ignoredBodySchema,
        response: { 200: okSchema, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = await requireChatCaller(request, 'user');
      await withdrawMessage(request, caller, request.params.messageId, await now());
      return ok;
    },
  );

  app.post(
    '/:audience/messages/:messageId/report',
    {
      schema: {
        summary: 'Report a message with a reason (once per message and person)',
        tags,
        params: messageParamsSchema,
        body: reportSchema,
        response: { 200: okSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = await requireChatCaller(request, request.params.audience);
      await reportMessage(
        request,
        caller,
        request.params.messageId,
        request.body.reason,
        await now(),
      );
      return ok;
    },
  );

  app.get(
    '/:audience/live',
    {
      schema: {
        summary: 'Server-Sent Events: `chat` with a conversation id when something arrives',
        tags,
        params: audienceParamsSchema,
        response: { 200: z.string(), ...errorAnswers(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const caller = await requireChatCaller(request, request.params.audience);
      await streamChat(app, request, reply, caller);
      return reply;
    },
  );

  // ---- Settings ----

  app.get(
    '/settings',
    {
      schema: {
        summary: 'The signed-in adult’s chat settings',
        tags,
        response: { 200: chatSettingsSchema, ...errorAnswers(401) },
      },
    },
    async (request) => readChatSettings(app.db, await requireAdult(request)),
  );

  app.put(
    '/schools/:schoolId/settings',
    {
      schema: {
        summary: 'A school admin turns chat on or off and sets the school’s rules (audited)',
        tags,
        params: schoolParamsSchema,
        body: updateSchoolChatSchema,
        response: { 200: schoolChatSettingsSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) =>
      updateSchoolChat(
        app.db,
        await requireAdult(request),
        request.params.schoolId,
        request.body,
        await now(),
      ),
  );

  app.put(
    '/independent',
    {
      schema: {
        summary: 'A teacher without a school turns chat on (accepting the terms) or off',
        tags,
        body: independentChatSchema,
        response: { 200: chatSettingsSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) =>
      setIndependentChat(app.db, await requireAdult(request), request.body, await now()),
  );

  app.put(
    '/me',
    {
      schema: {
        summary: 'My quiet hours and chat email',
        tags,
        body: myChatSettingsSchema,
        response: { 200: myChatSettingsSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const account = await requireAdult(request);
      return updateMySettings(app.db, account.id, request.body, await now());
    },
  );

  // ---- Moderation ----

  app.get(
    '/classes/:classId/mutes',
    {
      schema: {
        summary: 'The class’s muted students',
        tags,
        params: mutesParamsSchema,
        response: { 200: mutesSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      return { mutes: await mutesOf(app.db, taught.classRow.id, await now()) };
    },
  );

  app.post(
    '/classes/:classId/mutes',
    {
      schema: {
        summary: 'Mute a student’s messages in the class for an hour, a day, or until lifted',
        tags,
        params: mutesParamsSchema,
        body: muteSchema,
        response: { 200: mutesSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      const student = await loadClassStudent(request, taught, request.body.studentId);
      const at = await now();
      await muteStudent(
        app.db,
        {
          classId: taught.classRow.id,
          studentId: student.id,
          duration: request.body.duration,
          by: taught.teacherId,
        },
        at,
      );
      return { mutes: await mutesOf(app.db, taught.classRow.id, at) };
    },
  );

  app.post(
    '/classes/:classId/mutes/:studentId/lift',
    {
      schema: {
        summary: 'Lift a student’s mute',
        tags,
        params: liftMuteParamsSchema,
        body: ignoredBodySchema,
        response: { 200: mutesSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      const student = await loadClassStudent(request, taught, request.params.studentId);
      const at = await now();
      await liftMute(
        app.db,
        { classId: taught.classRow.id, studentId: student.id, by: taught.teacherId },
        at,
      );
      return { mutes: await mutesOf(app.db, taught.classRow.id, at) };
    },
  );

  // ---- Oversight, consent and blocks ----

  app.get(
    '/oversight/conversations',
    {
      schema: {
        summary: 'A school admin searches the school’s conversations (audited)',
        tags,
        querystring: oversightQuerySchema,
        response: { 200: oversightListSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) =>
      searchConversations(request, await requireChatCaller(request, 'user'), request.query),
  );

  app.get(
    '/oversight/conversations/:conversationId/export.:format',
    {
      schema: {
        summary: 'A school admin exports one conversation as CSV or PDF over dates (audited)',
        tags,
        params: exportParamsSchema,
        querystring: dateRangeSchema,
        response: {
          200: z.any().describe('text/csv or application/pdf'),
          ...errorAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const caller = await requireChatCaller(request, 'user');
      const file = await exportConversation(request, caller, request.params.conversationId, {
        format: request.params.format,
        ...request.query,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  app.get(
    '/classes/:classId/oversight_log',
    {
      schema: {
        summary: 'Which school admins read or exported the class’s conversations',
        tags,
        params: mutesParamsSchema,
        response: { 200: oversightLogSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      return oversightLogOf(app.db, taught.classRow.id);
    },
  );

  app.get(
    '/consents',
    {
      schema: {
        summary: 'The students under 13 whose consent a parent or school admin may give',
        tags,
        response: { 200: consentsSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => consentsFor(app.db, await requireAdult(request)),
  );

  app.post(
    '/students/:studentId/consent',
    {
      schema: {
        summary: 'A parent or the school gives COPPA consent for a student under 13 to message',
        tags,
        params: studentParamsSchema,
        body: ignoredBodySchema,
        response: { 200: okSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const { account, actor } = await callerOf(request);
      const role = account ? await consentRoleOf(app.db, account, request.params.studentId) : null;
      if (!account || !role) {
        return refuseStudentAccess(request, actor, 'chat_consent_denied', request.params.studentId);
      }
      await giveConsent(
        app.db,
        request.params.studentId,
        { userId: account.id, as: role },
        await now(),
      );
      await writeAudit(app.db, {
        action: 'chat_consent_given',
        actorType: 'user',
        actorId: account.id,
        targetType: 'student',
        targetId: request.params.studentId,
        ip: request.ip,
        details: { as: role },
      });
      return ok;
    },
  );

  app.get(
    '/blocks',
    {
      schema: {
        summary: 'The parents I blocked',
        tags,
        response: { 200: blocksSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const parent = await requireParent(request, M.blockParentsOnly);
      return blockedBy(app.db, parent.id);
    },
  );

  app.post(
    '/blocks',
    {
      schema: {
        summary: 'Block another parent',
        tags,
        body: blockSchema,
        response: { 200: blocksSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const parent = await requireParent(request, M.blockParentsOnly);
      const other = await app.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', request.body.userId)
        .where('account_type', '=', 'parent')
        .executeTakeFirst();
      if (!other) throw new AppError('NOT_FOUND', { userId: M.notAParentOfClass });
      await blockParent(app.db, parent.id, other.id, await now());
      return blockedBy(app.db, parent.id);
    },
  );

  app.delete(
    '/blocks/:userId',
    {
      schema: {
        summary: 'Unblock a parent',
        tags,
        params: blockParamsSchema,
        body: ignoredBodySchema,
        response: { 200: blocksSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const parent = await requireParent(request, M.blockParentsOnly);
      await unblockParent(app.db, parent.id, request.params.userId);
      return blockedBy(app.db, parent.id);
    },
  );

  // ---- Care flags ----

  app.get(
    '/care_flags',
    {
      schema: {
        summary: 'The care flags of the classes the caller leads safeguarding for',
        tags,
        response: { 200: careFlagsSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const caller = await requireChatCaller(request, 'user');
      return {
        flags: await listCareFlags(app.db, caller, policies),
        leads: await leadsAnySafeguarding(app.db, caller),
        oversees:
          caller.kind === 'teacher' && caller.account.isSchoolAdmin && !!caller.account.schoolId,
      };
    },
  );

  app.post(
    '/care_flags/:flagId/dismiss',
    {
      schema: {
        summary: 'Dismiss a false positive in one click (recorded and audited)',
        tags,
        params: flagParamsSchema,
        body: ignoredBodySchema,
        response: { 200: okSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = await requireChatCaller(request, 'user');
      await dismissCareFlag(app.db, caller, request.params.flagId, policies, await now());
      return ok;
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAT_LIMITS } from '../../../common/chat/rules';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import {
  attachmentBytesSchema,
  attachmentParamsSchema,
  attachmentUploadQuerySchema,
  conversationParamsSchema,
  uploadedAttachmentSchema,
} from '../../../common/schemas/chat';
import { errorAnswers } from '../../../common/schemas/fields';
import { loadConversation, requireChatCaller } from '../../access/chat';
import { loadAttachment } from '../../access/chat-attachments';
import { sendStoredFile, STORED_FILE_REFUSALS } from '../../adapters/storage/send-stored-file';
import { AppError } from '../../errors';
import { storeAttachment } from './attachments';

const tags = ['chat'];

export interface ChatAttachmentRoutesOptions {
  now: () => Promise<Date>;
}

/**
 * Chat's attachments (issue 17, point 9), registered by the chat routes at /api/chat. The upload
 * takes the file's raw bytes (application/octet-stream; the CSRF rule accepts it on this route,
 * `binaryBody`, since a cross-site form cannot send that type either), in this plugin only.
 * The route stays in the API description and its fuzzing: JSON sent to it is a 400.
 */
export const chatAttachmentRoutes: FastifyPluginAsyncZod<ChatAttachmentRoutesOptions> = async (
  app,
  { now },
) => {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: CHAT_LIMITS.attachmentBytes },
    (_request, body, done) => done(null, body),
  );
  // A file over the limit is refused by Fastify before the route runs: with chat's sentence.
  const fallback = app.errorHandler;
  app.setErrorHandler(function (error, request, reply) {
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ errors: { file: M.attachmentTooLarge } });
    }
    return fallback.call(this, error, request, reply);
  });

  app.post(
    '/:audience/conversations/:conversationId/attachments',
    {
      bodyLimit: CHAT_LIMITS.attachmentBytes,
      config: { binaryBody: true },
      schema: {
        summary:
          'Upload a picture or PDF (raw bytes, up to 10 MB) to send with a message; never a student under 13',
        tags,
        params: conversationParamsSchema,
        querystring: attachmentUploadQuerySchema,
        body: attachmentBytesSchema,
        response: {
          200: uploadedAttachmentSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const caller = await requireChatCaller(request, request.params.audience);
      const conversation = await loadConversation(request, caller, request.params.conversationId, {
        audit: false,
      });
      const attachment = await storeAttachment(
        app,
        caller,
        conversation,
        { name: request.query.name, bytes: Buffer.from(request.body) },
        await now(),
      );
      return { attachment };
    },
  );

  app.get(
    '/:audience/attachments/:attachmentId',
    {
      schema: {
        summary: 'An attachment, to those who may read its message (private, never sniffed)',
        tags,
        params: attachmentParamsSchema,
        response: {
          200: z.any().describe('The picture or PDF'),
          ...errorAnswers(401, 403, 404),
          ...STORED_FILE_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const caller = await requireChatCaller(request, request.params.audience);
      const attachment = await loadAttachment(request, caller, request.params.attachmentId);
      reply.header('x-content-type-options', 'nosniff');
      const sent = await sendStoredFile(request, reply, {
        storage: app.storage,
        key: attachment.storageKey,
        access: 'private',
        fileName: attachment.name,
        // Pictures show in the page; a PDF is saved rather than opened in our origin.
        disposition: attachment.contentType.startsWith('image/') ? 'inline' : 'attachment',
        contentType: attachment.contentType,
      });
      if (!sent) throw new AppError('NOT_FOUND', { attachment: M.attachmentNotFound });
      return reply;
    },
  );
};

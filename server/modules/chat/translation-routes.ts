import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageParamsSchema } from '../../../common/schemas/chat';
import {
  messageTranslationSchema,
  translateMessageSchema,
} from '../../../common/schemas/chat-translation';
import { errorAnswers } from '../../../common/schemas/fields';
import { requireChatCaller } from '../../access/chat';
import { translateMessage } from './translate-message';

export interface ChatTranslationRoutesOptions {
  /** The moment a call happens (chat's clock). */
  now: () => Promise<Date>;
}

/** "Show in my language" (issue 17, point 13), under /api/chat beside chat's other calls. */
export const chatTranslationRoutes: FastifyPluginAsyncZod<ChatTranslationRoutesOptions> = async (
  app,
  { now },
) => {
  app.post(
    '/:audience/messages/:messageId/translation',
    {
      schema: {
        summary:
          'A message in the reader’s language, when the school turned translation on (kept per language)',
        tags: ['chat'],
        params: messageParamsSchema,
        body: translateMessageSchema,
        response: {
          200: messageTranslationSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 502, 503),
        },
      },
    },
    async (request) => {
      const caller = await requireChatCaller(request, request.params.audience);
      return translateMessage(
        request,
        caller,
        request.params.messageId,
        request.body.target,
        await now(),
      );
    },
  );
};

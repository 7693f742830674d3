import type { FastifyRequest } from 'fastify';
import type { TranslationLanguage } from '../../../common/chat/translation';
import { CHAT_TRANSLATION_MESSAGES as M } from '../../../common/copy/chat-translation';
import type { MessageTranslation } from '../../../common/schemas/chat-translation';
import type { ChatCaller, LoadedConversation } from '../../access/chat';
import { TranslationError } from '../../adapters/translation/translator';
import { AppError } from '../../errors';
import { loadMessage } from './moderation';

/**
 * Whether a conversation's readers are offered "Show in my language": its school turned it on
 * and this Lectio has a provider. Both, or nothing is ever sent.
 */
export const translationAvailable = (
  request: FastifyRequest,
  conversation: Pick<LoadedConversation, 'policy'>,
) => request.server.translation.enabled && conversation.policy.translation;

/**
 * One message's words in the reader's language (issue 17, point 13). The reader must be able
 * to read the message (the conversation's access rule: others' messages once delivered); a
 * withdrawn one is not translated. Only the message's body goes to the provider, once per
 * language: the answer is kept in chat_translations, and goes with the message.
 */
export async function translateMessage(
  request: FastifyRequest,
  caller: ChatCaller,
  messageId: string,
  target: TranslationLanguage,
  now: Date,
): Promise<MessageTranslation> {
  const { db, translation } = request.server;
  const { message, conversation } = await loadMessage(request, caller, messageId);
  if (!translationAvailable(request, conversation)) {
    throw new AppError('CONFLICT', { translation: M.off });
  }
  if (message.withdrawn_at) throw new AppError('CONFLICT', { message: M.withdrawn });
  const kept = await db
    .selectFrom('chat_translations')
    .select('text')
    .where('message_id', '=', message.id)
    .where('target', '=', target)
    .executeTakeFirst();
  if (kept) return { messageId: message.id, target, text: kept.text };

  const { body } = await db
    .selectFrom('chat_messages')
    .select('body')
    .where('id', '=', message.id)
    .executeTakeFirstOrThrow();
  let text: string;
  try {
    [text = ''] = await translation.translator.translate([body], target);
  } catch (error) {
    if (!(error instanceof TranslationError)) throw error;
    request.log.warn({ err: error, messageId: message.id, target }, 'Translation failed');
    throw error.reason === 'timeout'
      ? new AppError('UNAVAILABLE', { translation: M.timedOut })
      : new AppError('BAD_GATEWAY', { translation: M.failed });
  }
  // Two readers asking at once both reach the provider; the first answer is the one kept.
  await db
    .insertInto('chat_translations')
    .values({ message_id: message.id, target, text, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['message_id', 'target']).doNothing())
    .execute();
  return { messageId: message.id, target, text };
}

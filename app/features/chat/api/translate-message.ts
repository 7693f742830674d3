import { useQuery } from '@tanstack/react-query';
import type { TranslationLanguage } from '@common/chat/translation';
import type { ChatAudience } from '@common/schemas/chat';
import { CHAT_TRANSLATION_API, type MessageTranslation } from '@common/schemas/chat-translation';
import { apiPost, unwrap } from '~/lib/api';
import { chatKeys } from './keys';

/** POST …/messages/:messageId/translation: the message's words in the reader's language. */
export const translateMessage = async (
  audience: ChatAudience,
  messageId: string,
  target: TranslationLanguage,
) =>
  unwrap(
    await apiPost<MessageTranslation>(CHAT_TRANSLATION_API.translate(audience, messageId), {
      target,
    }),
  );

/**
 * A message's translation, fetched only once the reader asks (`enabled`) and kept for the
 * visit: a message's words do not change, so going back and forth never asks twice. A failure
 * is not retried by itself; the reader is told and offered "Try again".
 */
export const useMessageTranslation = (
  audience: ChatAudience,
  messageId: string,
  target: TranslationLanguage,
  enabled: boolean,
) =>
  useQuery({
    queryKey: [...chatKeys.audience(audience), 'translation', messageId, target] as const,
    queryFn: () => translateMessage(audience, messageId, target),
    enabled,
    staleTime: Infinity,
    retry: false,
  });

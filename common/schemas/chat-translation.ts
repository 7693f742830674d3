import { z } from 'zod';
import { TRANSLATION_TARGETS } from '../chat/translation';
import { CHAT_TRANSLATION_MESSAGES as M } from '../copy/chat-translation';
import type { ChatAudience } from './chat';

/** "Show in my language" (issue 17, point 13): one message's words in the reader's language. */
export const CHAT_TRANSLATION_API = {
  translate: (audience: ChatAudience, messageId: string) =>
    `/api/chat/${audience}/messages/${encodeURIComponent(messageId)}/translation`,
} as const;

export const translateMessageSchema = z.object({
  target: z.enum(TRANSLATION_TARGETS, { error: M.targetInvalid }),
});
export type TranslateMessage = z.infer<typeof translateMessageSchema>;

export const messageTranslationSchema = z.object({
  messageId: z.string(),
  target: z.enum(TRANSLATION_TARGETS),
  text: z.string(),
});
export type MessageTranslation = z.infer<typeof messageTranslationSchema>;

import type { ChatAudience, OversightQuery } from '@common/schemas/chat';

/** Query keys of safe chat (issue 17), under one root per audience. */
export const chatKeys = {
  all: ['chat'] as const,
  audience: (audience: ChatAudience) => ['chat', audience] as const,
  classes: (audience: ChatAudience) => ['chat', audience, 'classes'] as const,
  recipients: (audience: ChatAudience, classId: string) =>
    ['chat', audience, 'recipients', classId] as const,
  /** Every list read (each class filter) of one audience. */
  lists: (audience: ChatAudience) => ['chat', audience, 'list'] as const,
  list: (audience: ChatAudience, classId: string | null) =>
    ['chat', audience, 'list', classId ?? 'all'] as const,
  threads: (audience: ChatAudience) => ['chat', audience, 'thread'] as const,
  thread: (audience: ChatAudience, conversationId: string) =>
    ['chat', audience, 'thread', conversationId] as const,
  settings: ['chat', 'settings'] as const,
  careFlags: ['chat', 'care-flags'] as const,
  consents: ['chat', 'consents'] as const,
  oversight: (query: OversightQuery | null) => ['chat', 'oversight', query] as const,
  oversightLog: (classId: string) => ['chat', 'oversight-log', classId] as const,
};

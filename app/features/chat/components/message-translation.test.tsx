import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CHAT_TRANSLATION_SCREENS as COPY } from '@common/copy/chat-translation';
import type { ChatMessage } from '@common/schemas/chat';
import { MessageItem } from './MessageItem';
import { TranslationLanguage } from './TranslationLanguage';

const html = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>,
  );

const message = (fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'm1',
  senderKey: 'u:teacher',
  senderName: 'Clara Mendes',
  mine: false,
  body: 'Maria did well today',
  withdrawn: false,
  urgent: false,
  createdAt: '2026-11-27T16:00:00.000Z',
  deliveredAt: '2026-11-27T16:00:00.000Z',
  state: null,
  deliverAt: null,
  withdrawableUntil: null,
  flagged: false,
  attachments: [],
  ...fields,
});

const item = (fields: Partial<ChatMessage>, offered: boolean) =>
  html(
    <MessageItem
      message={message(fields)}
      now={Date.parse('2026-11-27T16:01:00.000Z')}
      onWithdraw={undefined}
      onReport={() => undefined}
      translation={offered ? { audience: 'user', target: 'es' } : undefined}
    />,
  );

describe('"Show in my language" on a message', () => {
  it('is offered on others’ messages, beside the words as written, where the thread offers it', () => {
    const markup = item({}, true);
    expect(markup).toContain('Maria did well today');
    expect(markup).toContain(`>${COPY.show}</button>`);
    expect(markup).toContain(`aria-label="${COPY.showLabel('Clara Mendes')}"`);
  });

  it('is not offered where the school has not turned it on, on my own, or on a withdrawn message', () => {
    expect(item({}, false)).not.toContain(COPY.show);
    expect(item({ mine: true, senderKey: 'u:me' }, true)).not.toContain(COPY.show);
    expect(item({ withdrawn: true, body: null }, true)).not.toContain(COPY.show);
  });
});

describe('the thread’s language choice', () => {
  it('is a labelled select of the offered languages, each named in its own language', () => {
    const markup = html(<TranslationLanguage value="vi" onChange={() => undefined} />);
    const label = /<label for="([^"]+)">My language<\/label><select id="([^"]+)"/.exec(markup);
    expect(label?.[1]).toBe(label?.[2]);
    expect(markup).toContain('<option value="vi" lang="vi" selected="">Tiếng Việt</option>');
    expect(markup.match(/<option /g)).toHaveLength(10);
  });
});

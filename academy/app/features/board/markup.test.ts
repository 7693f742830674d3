import { describe, expect, it } from 'vitest';
import { sanitizeBoardHtml } from '@common/academy/board-html';
import { fromBoardHtml, mentionQueryAt, toBoardHtml } from './markup';

describe('the board composer’s marks', () => {
  const mentions = new Map([
    ['Rosa Martin', 'u-1'],
    ['Rosa', 'u-2'],
  ]);

  it('turns paragraphs, lists, bold, italic, links and mentions into board HTML', () => {
    const html = toBoardHtml(
      'Thank you @Rosa Martin and @Rosa for **this** _word_.\nSee https://example.org/a.\n\n- one\n- two\n\n1. first\n2. <b>second</b>',
      mentions,
    );
    expect(html).toBe(
      '<p>Thank you <span data-mention="u-1">@Rosa Martin</span> and <span data-mention="u-2">@Rosa</span> for <strong>this</strong> <em>word</em>.<br>See <a href="https://example.org/a">https://example.org/a</a>.</p>' +
        '<ul><li>one</li><li>two</li></ul><ol><li>first</li><li>&lt;b&gt;second&lt;/b&gt;</li></ol>',
    );
    // The server's sanitiser keeps all of it (links gain their rel).
    expect(sanitizeBoardHtml(html)).toContain('<span data-mention="u-1">@Rosa Martin</span>');
  });

  it('reads a stored post back as the same text and mentions', () => {
    const text = 'Hello @Rosa Martin, **bold** and _soft_.\n\n- one\n- two\n\n1. a\n2. b';
    const back = fromBoardHtml(toBoardHtml(text, mentions));
    expect(back.text).toBe(text);
    expect(back.mentions).toEqual(new Map([['Rosa Martin', 'u-1']]));
  });

  it('finds the mention being typed before the caret', () => {
    expect(mentionQueryAt('Hi @Ro', 6)).toEqual({ start: 3, query: 'Ro' });
    expect(mentionQueryAt('mail@example', 12)).toBeNull();
    expect(mentionQueryAt('@Rosa Martin is', 15)).toEqual({ start: 0, query: 'Rosa Martin is' });
    expect(mentionQueryAt('no at', 5)).toBeNull();
  });
});

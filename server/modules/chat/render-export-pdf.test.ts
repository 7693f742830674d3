import { describe, expect, it } from 'vitest';
import { CHAT_EXPORT } from '../../../common/copy/chat';
import { renderChatExportPdf, type ChatExportPdfInput } from './render-export-pdf';

/** The PDF's text as drawn (uncompressed): pdfkit writes each run as a hex string. */
const textOf = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/g)]
    .map((match) => Buffer.from(match[1]!, 'hex').toString('latin1'))
    .join('');

const input = (messages: ChatExportPdfInput['messages']): ChatExportPdfInput => ({
  title: 'Maria Gomez',
  classTitle: 'Grade 7 Religion',
  timeZone: 'America/Chicago',
  range: CHAT_EXPORT.pdfRange('2026-11-01', null),
  people: ['Ada Lovelace', 'Maria Gomez', 'Rosa Gomez'],
  exportedBy: 'Ada Lovelace',
  exportedAt: new Date('2026-11-28T15:00:00Z'),
  messages,
});

describe('a conversation exported as a PDF record', () => {
  it('states what it is, then every message in the school’s time with what happened to it', async () => {
    const pdf = await renderChatExportPdf(
      input([
        {
          at: '2026-11-27T16:00:00.000Z',
          from: 'Ada Lovelace',
          text: 'Maria read the psalm beautifully.',
          withdrawnAt: null,
          waiting: false,
          urgent: false,
        },
        {
          at: '2026-11-28T04:30:00.000Z',
          from: 'Maria G.',
          text: 'Thank you!',
          withdrawnAt: null,
          waiting: true,
          urgent: false,
        },
        {
          at: '2026-11-28T05:00:00.000Z',
          from: 'Ada Lovelace',
          text: 'Oops',
          withdrawnAt: '2026-11-28T05:01:00.000Z',
          waiting: false,
          urgent: true,
        },
      ]),
      { compress: false },
    );
    const text = textOf(pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    for (const expected of [
      'Maria Gomez',
      'Grade 7 Religion',
      'Messages from 2026-11-01 to today',
      'Ada Lovelace, Maria Gomez, Rosa Gomez',
      'America/Chicago',
      // 16:00 UTC is 10:00 in Chicago.
      'Nov 27, 2026, 10:00 AM CST',
      'Maria read the psalm beautifully.',
      CHAT_EXPORT.waiting,
      // 05:01 UTC is 23:01 the evening before in Chicago.
      `${CHAT_EXPORT.urgent} · ${CHAT_EXPORT.withdrawn('Nov 27, 2026, 11:01 PM CST')}`,
      CHAT_EXPORT.footer(1, 1),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('runs over as many pages as it needs, each numbered, and says when there is nothing', async () => {
    const many = Array.from({ length: 60 }, (_, n) => ({
      at: new Date(Date.UTC(2026, 10, 27, 16, n)).toISOString(),
      from: 'Ada Lovelace',
      text: `Note ${n}: the Good Shepherd leaves the ninety-nine to find the one that is lost.`,
      withdrawnAt: null,
      waiting: false,
      urgent: false,
    }));
    const long = textOf(await renderChatExportPdf(input(many), { compress: false }));
    const pages = Number(/Page 1 of (\d+)/.exec(long)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(long).toContain(CHAT_EXPORT.footer(pages, pages));
    expect(long).toContain('Note 59');
    const empty = textOf(await renderChatExportPdf(input([]), { compress: false }));
    expect(empty).toContain(CHAT_EXPORT.empty);
  });
});

import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';
import { parseRange, rangeStillApplies } from './parse-range';
import type { StoredFileInfo } from './storage';

describe('parseRange', () => {
  it('reads one range, clipped to the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=0-0', 1000)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('BYTES= 1 - 2 ', 1000)).toEqual({ start: 1, end: 2 });
  });

  it('answers unsatisfiable for ranges that start past the end, or ask for nothing', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=2000-3000', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=-10', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=99999999999999999999-', 1000)).toBe('unsatisfiable');
  });

  it('ignores what it cannot serve as one range: the whole file goes instead', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'bytes=5-2',
      'bytes=0-1,5-6',
      'items=0-5',
      'bytes=a-b',
      'bytes=1.5-2',
    ]) {
      expect(parseRange(header, 1000), String(header)).toBeNull();
    }
  });
});

describe('rangeStillApplies', () => {
  const info: StoredFileInfo = {
    key: 'a',
    size: 1,
    contentType: 'text/plain',
    etag: '"abc"',
    lastModified: new Date('2026-11-26T10:00:00.750Z'),
    metadata: {},
  };

  it('applies without If-Range, or when it names the current tag or date exactly', () => {
    expect(rangeStillApplies(undefined, info)).toBe(true);
    expect(rangeStillApplies('"abc"', info)).toBe(true);
    expect(rangeStillApplies('Thu, 26 Nov 2026 10:00:00 GMT', info)).toBe(true);
  });

  it('does not apply to another version, a weak tag or an unreadable date', () => {
    expect(rangeStillApplies('"old"', info)).toBe(false);
    expect(rangeStillApplies('W/"abc"', info)).toBe(false);
    expect(rangeStillApplies('Thu, 26 Nov 2026 09:59:59 GMT', info)).toBe(false);
    expect(rangeStillApplies('yesterday', info)).toBe(false);
  });
});

describe('contentDisposition', () => {
  it('quotes a plain name as it is', () => {
    expect(contentDisposition('inline', 'guide.pdf')).toBe('inline; filename="guide.pdf"');
    expect(contentDisposition('attachment', 'LB-2026-0001.pdf')).toBe(
      'attachment; filename="LB-2026-0001.pdf"',
    );
  });

  it('adds the exact name as filename* when it has other characters', () => {
    expect(contentDisposition('attachment', 'Zoë Müller.pdf')).toBe(
      `attachment; filename="Zoe Muller.pdf"; filename*=UTF-8''Zo%C3%AB%20M%C3%BCller.pdf`,
    );
  });

  it('keeps quotes, paths, semicolons and line breaks out of the header', () => {
    const header = contentDisposition('attachment', '../../"evil";\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toMatch(/^attachment; filename="[^"/\\;]*"; filename\*=UTF-8''[^\s;"]+$/);
    expect(contentDisposition('inline', '')).toBe('inline; filename="download"');
    expect(contentDisposition('inline', '/')).toBe('inline; filename="download"');
  });
});

import type { StoredFileInfo } from './storage';

export interface ByteRange {
  /** Inclusive offsets within the file. */
  start: number;
  end: number;
}

/**
 * Reads a `Range` header against a file of `size` bytes (RFC 9110 §14): one range,
 * `bytes=a-b`, `bytes=a-` or `bytes=-n` (the last n bytes), clipped to the file. Answers null
 * when the whole file should be sent instead (no header, another unit, several ranges or a
 * malformed one, which a server may ignore), and 'unsatisfiable' when the range starts past
 * the end (416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  // 'bytes=5-2' is malformed, not unsatisfiable: ignored.
  return end < start ? null : { start, end };
}

/**
 * `If-Range`: the range is sent only if the file is still the version the client has (by
 * strong entity tag, or by the exact Last-Modified date); otherwise the whole new file.
 */
export function rangeStillApplies(ifRange: string | undefined, info: StoredFileInfo): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === info.etag;
  const date = Date.parse(value);
  return Number.isFinite(date) && date === wholeSeconds(info.lastModified);
}

/** HTTP dates have whole seconds. */
export function wholeSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000) * 1000;
}

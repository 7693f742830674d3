import type { CommentAnchor, ProjectComment } from '@common/schemas/projects';
import { plainTextOf } from '@common/writing/rich-text';

/** A run of an answer's plain text and the comments anchored on it (none: plain text). */
export interface Segment {
  text: string;
  commentIds: string[];
}

/**
 * Where an anchor lies in the text shown: at its offsets when the words there are still the
 * ones quoted; else the nearest place the quote appears (the student edited around it); else
 * nowhere (the words are gone, the comment shows its quote only).
 */
export function locate(text: string, anchor: CommentAnchor): { start: number; end: number } | null {
  if (text.slice(anchor.start, anchor.end) === anchor.quote) {
    return { start: anchor.start, end: anchor.end };
  }
  let best: number | null = null;
  for (let at = text.indexOf(anchor.quote); at >= 0; at = text.indexOf(anchor.quote, at + 1)) {
    if (best === null || Math.abs(at - anchor.start) < Math.abs(best - anchor.start)) best = at;
  }
  return best === null ? null : { start: best, end: best + anchor.quote.length };
}

/** The plain text of one answer cut into runs, each with the comments that cover it. */
export function segmentsOf(
  answer: string,
  questionId: string,
  comments: ProjectComment[],
): Segment[] {
  const text = plainTextOf(answer);
  const ranges = comments.flatMap((comment) => {
    if (!comment.anchor || comment.anchor.questionId !== questionId) return [];
    const at = locate(text, comment.anchor);
    return at ? [{ ...at, id: comment.id }] : [];
  });
  const cuts = [
    ...new Set([0, text.length, ...ranges.flatMap((range) => [range.start, range.end])]),
  ].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i < cuts.length - 1; i += 1) {
    const start = cuts[i]!;
    const end = cuts[i + 1]!;
    if (end <= start) continue;
    segments.push({
      text: text.slice(start, end),
      commentIds: ranges
        .filter((range) => range.start <= start && range.end >= end)
        .map((range) => range.id),
    });
  }
  return segments;
}

/** Whether an anchored comment's words are still found in the text shown. */
export const isPlaced = (answer: string, anchor: CommentAnchor) =>
  locate(plainTextOf(answer), anchor) !== null;

/**
 * The passage selected inside one rendered answer (an element whose text is exactly the
 * answer's plain text), as an anchor; null when nothing, or something outside it, is selected.
 */
export function anchorOfSelection(
  container: HTMLElement,
  questionId: string,
): CommentAnchor | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) {
    return null;
  }
  const before = document.createRange();
  before.selectNodeContents(container);
  before.setEnd(range.startContainer, range.startOffset);
  let start = before.toString().length;
  let end = start + range.toString().length;
  const text = container.textContent ?? '';
  // Whitespace at either end of a selection is not part of the passage.
  while (start < end && /\s/.test(text[start] ?? '')) start += 1;
  while (end > start && /\s/.test(text[end - 1] ?? '')) end -= 1;
  if (end <= start) return null;
  return { questionId, start, end, quote: text.slice(start, end) };
}

/** The comments as threads: each top-level comment with its replies, oldest first. */
export function threadsOf(comments: ProjectComment[]) {
  const replies = new Map<string, ProjectComment[]>();
  for (const comment of comments) {
    if (!comment.parentId) continue;
    replies.set(comment.parentId, [...(replies.get(comment.parentId) ?? []), comment]);
  }
  return comments
    .filter((comment) => !comment.parentId)
    .map((comment) => ({ comment, replies: replies.get(comment.id) ?? [] }));
}

/** A date as people say it: "Nov 26, 2026, 2:05 PM". */
export const whenOf = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

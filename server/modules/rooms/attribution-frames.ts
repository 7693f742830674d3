import type { Copies } from './attribution-copies';
import { NONE, type Trace } from './attribution-trace';

/** One writer's stretch of text in a replay frame. */
export interface FrameSpan {
  key: string;
  text: string;
}

/** The text as it stood after one row of the log: paragraphs of spans coloured by writer. */
export interface Frame {
  at: string;
  paragraphs: FrameSpan[][];
}

/** A replay has at most this many steps through the log (point 6: "replays the document"). */
export const MAX_FRAMES = 30;

/**
 * The replay: the text after evenly spaced rows of the log, the last frame being the text now.
 * The trace keeps every character ever written in document order, so the text at any row is
 * the characters written by then and not yet deleted: no Yjs document is replayed per frame.
 */
export function framesOf(trace: Trace, { writer }: Copies, steps = MAX_FRAMES): Frame[] {
  const { rows, units } = trace;
  const count = Math.min(steps, rows.length);
  const frames: Frame[] = [];
  for (let step = 1; step <= count; step += 1) {
    const row = Math.ceil((step * rows.length) / count) - 1;
    const paragraphs: FrameSpan[][] = [];
    let paragraph: FrameSpan[] = [];
    const endParagraph = () => {
      if (paragraph.length > 0) paragraphs.push(paragraph);
      paragraph = [];
    };
    units.forEach((unit, index) => {
      if (unit.kind === 'break') return endParagraph();
      if (unit.kind !== 'char') return;
      if (unit.row > row || (unit.deletedRow !== NONE && unit.deletedRow <= row)) return;
      const key = writer[index]!;
      const last = paragraph.at(-1);
      if (last?.key === key) last.text += unit.ch;
      else paragraph.push({ key, text: unit.ch });
    });
    endParagraph();
    frames.push({ at: rows[row]!.at, paragraphs });
  }
  return frames;
}

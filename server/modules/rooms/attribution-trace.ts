/**
 * The room's text as a trace of characters (issue 18, points 6 and 7): every character ever
 * written, in document order, deleted or not, each with the log row that wrote it and the row
 * that deleted it. The replay (attribution-replay.ts) makes it from the log with Yjs; what is
 * counted from it (words, timeline, deletions, replay frames) is plain code with no Yjs, so it
 * is tested on hand-made traces too.
 */

/** No row: a character still in the text, or one that is no copy. */
export const NONE = -1;

/** One row of the room's log, as the trace needs it. */
export interface TraceRow {
  authorKey: string;
  teacherEdit: boolean;
  at: string;
}

export interface TraceChar {
  kind: 'char';
  ch: string;
  /** The character's Yjs id: the writing client and its clock. */
  client: number;
  clock: number;
  /** The log row that wrote it, and the one that deleted it (NONE while it is in the text). */
  row: number;
  deletedRow: number;
  /** Which text node (Y.XmlText) it sits in, numbered in document order. */
  text: number;
}

/** Where words end without a character: a block's edge ('break') or an inline node ('gap'). */
export interface TraceSeparator {
  kind: 'break' | 'gap';
}

export type TraceUnit = TraceChar | TraceSeparator;

/**
 * A teacher's restore as recorded in the document (attribution-restore.ts): the characters
 * written by `row` with ids `to.client`, clocks `to.start` up to `to.end`, in document order,
 * copy the deleted characters `from`, in the same order.
 */
export interface RestoreRecord {
  row: number;
  deletionId: string;
  from: Array<[client: number, clock: number]>;
  to: { client: number; start: number; end: number };
}

export interface Trace {
  rows: TraceRow[];
  units: TraceUnit[];
  restores: RestoreRecord[];
}

export const isChar = (unit: TraceUnit | undefined): unit is TraceChar => unit?.kind === 'char';

/** A character's place in the trace by its Yjs id. */
export function charIndex(units: TraceUnit[]): (client: number, clock: number) => number {
  const byClient = new Map<number, Map<number, number>>();
  units.forEach((unit, index) => {
    if (!isChar(unit)) return;
    let clocks = byClient.get(unit.client);
    if (!clocks) byClient.set(unit.client, (clocks = new Map()));
    clocks.set(unit.clock, index);
  });
  return (client, clock) => byClient.get(client)?.get(clock) ?? NONE;
}

import { charIndex, isChar, NONE, type Trace, type TraceChar } from './attribution-trace';

/**
 * Characters that are copies of older ones keep their writer (point 6: an honest record):
 * - the editor moves text by deleting it and writing it again in one change (splitting or
 *   joining paragraphs, turning a paragraph into a heading): without this, whoever pressed
 *   Enter would become the writer of the words after the cursor, and the deleter of the old;
 * - a teacher's restore writes the deleted words again (point 7): they are still the writer's.
 */
export interface Copies {
  /** The writer of each unit (its author key; '' for separators). */
  writer: string[];
  /** The character each one copies, or NONE for an original. */
  copyOf: number[];
  /** Originals that moved: deleted by the editor, not by anyone's choice. */
  moved: boolean[];
  /** When a deleted original was written back by a teacher's restore, or null. */
  restoredAt: Array<string | null>;
}

/**
 * Shortest moved run recognised anywhere in what the same change deleted; shorter runs count
 * only when they are a whole deleted piece (a short paragraph), so that typing one letter over
 * a selection does not pass for a move of that letter.
 */
const MIN_MOVED_RUN = 3;

export function resolveCopies(trace: Trace): Copies {
  const { rows, units } = trace;
  const writer = units.map((unit) => (isChar(unit) ? rows[unit.row]!.authorKey : ''));
  const copyOf = units.map(() => NONE);
  const moved = units.map(() => false);
  const restoredAt: Array<string | null> = units.map(() => null);

  // Only changes that deleted something, or recorded a restore, can have written copies.
  const restoresByRow = new Map<number, Trace['restores']>();
  for (const record of trace.restores) push(restoresByRow, record.row, record);
  const deleted = new Map<number, number[]>();
  units.forEach((unit, index) => {
    if (isChar(unit) && unit.deletedRow !== NONE) push(deleted, unit.deletedRow, index);
  });
  const written = new Map<number, number[]>();
  units.forEach((unit, index) => {
    if (isChar(unit) && (deleted.has(unit.row) || restoresByRow.has(unit.row))) {
      push(written, unit.row, index);
    }
  });
  const indexOf = trace.restores.length > 0 ? charIndex(units) : () => NONE;

  const copy = (index: number, original: number) => {
    copyOf[index] = original;
    writer[index] = writer[original]!;
  };

  // In the log's order, so that a copy of a copy finds its original's writer already known.
  const changes = [...new Set([...deleted.keys(), ...restoresByRow.keys()])].sort((a, b) => a - b);
  for (const row of changes) {
    const gone = deleted.get(row);
    const added = written.get(row);
    if (gone && added) {
      for (const [index, original] of movedPairs(units as TraceChar[], gone, added)) {
        copy(index, original);
        moved[original] = true;
      }
    }
    for (const record of restoresByRow.get(row) ?? []) {
      const pairs = restorePairs(trace, record, indexOf, added ?? []);
      if (!pairs) continue;
      for (const [index, original] of pairs) {
        copy(index, original);
        restoredAt[original] = rows[row]!.at;
      }
    }
  }
  return { writer, copyOf, moved, restoredAt };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Pairs (copy, original) for the runs one change both deleted and wrote again: each run of new
 * characters in one text node is looked for in the deleted characters, in document order and
 * across their text nodes (joining two paragraphs writes both texts again as one).
 */
function movedPairs(units: TraceChar[], gone: number[], added: number[]): Array<[number, number]> {
  const deletedText = gone.map((index) => units[index]!.ch).join('');
  // Where each deleted text node's characters begin and end in deletedText.
  const edges = new Set([0, deletedText.length]);
  gone.forEach((index, position) => {
    if (position > 0 && units[gone[position - 1]!]!.text !== units[index]!.text) {
      edges.add(position);
    }
  });
  const used = gone.map(() => false);
  const pairs: Array<[number, number]> = [];
  for (const run of runsByText(units, added)) {
    const text = run.map((index) => units[index]!.ch).join('');
    const start = freeMatch(deletedText, text, used, edges);
    if (start === NONE) continue;
    run.forEach((index, offset) => {
      used[start + offset] = true;
      pairs.push([index, gone[start + offset]!]);
    });
  }
  return pairs;
}

function runsByText(units: TraceChar[], indices: number[]): number[][] {
  const runs: number[][] = [];
  for (const index of indices) {
    const last = runs.at(-1);
    if (last && units[last[0]!]!.text === units[index]!.text) last.push(index);
    else runs.push([index]);
  }
  return runs;
}

/** Where `text` sits in `haystack` on characters not used yet, or NONE. */
function freeMatch(haystack: string, text: string, used: boolean[], edges: Set<number>): number {
  for (
    let start = haystack.indexOf(text);
    start !== -1;
    start = haystack.indexOf(text, start + 1)
  ) {
    const end = start + text.length;
    if (text.length < MIN_MOVED_RUN && !(edges.has(start) && edges.has(end))) continue;
    if (!used.slice(start, end).some(Boolean)) return start;
  }
  return NONE;
}

/**
 * A restore record's pairs (copy, original), or null when it does not hold: only a teacher's
 * change may restore, and the characters it wrote must be, one for one, the deleted ones it
 * names (anything else, such as a student's client writing records, is ignored).
 */
function restorePairs(
  trace: Trace,
  record: Trace['restores'][number],
  indexOf: (client: number, clock: number) => number,
  written: number[],
): Array<[number, number]> | null {
  const { rows, units } = trace;
  if (!rows[record.row]?.teacherEdit) return null;
  const copies = written.filter((index) => {
    const unit = units[index] as TraceChar;
    return (
      unit.client === record.to.client &&
      unit.clock >= record.to.start &&
      unit.clock < record.to.end
    );
  });
  if (copies.length !== record.from.length || copies.length === 0) return null;
  const pairs: Array<[number, number]> = [];
  for (const [position, [client, clock]] of record.from.entries()) {
    const original = indexOf(client, clock);
    const source = units[original];
    const target = units[copies[position]!] as TraceChar;
    if (!isChar(source) || source.deletedRow === NONE || source.deletedRow > record.row) {
      return null;
    }
    if (source.ch !== target.ch) return null;
    pairs.push([copies[position]!, original]);
  }
  return pairs;
}

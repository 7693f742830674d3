import type { Copies } from './attribution-copies';
import { isChar, NONE, type Trace, type TraceChar } from './attribution-trace';
import { IGNORE, isVisible, mostOf, SPLIT, wordsOf } from './attribution-words';

/** One author's part in the room (point 6). */
export interface AuthorTally {
  key: string;
  /** They wrote as the class's teacher (point 7: a teacher's edits are marked). */
  teacherEdits: boolean;
  /** Words they wrote (a word rewritten in place counts once). */
  wordsAdded: number;
  /** Whole words they deleted: their own, and others'. */
  wordsDeletedOwn: number;
  wordsDeletedOthers: number;
  /** Their words in the text now (moved and restored words stay their writer's). */
  wordsNow: number;
  lastActiveAt: string;
}

/** Words one author added and deleted in one minute. */
export interface MinuteCount {
  minute: string;
  key: string;
  added: number;
  deleted: number;
}

/** A passage written by one person and deleted by another (point 7). */
export interface Deletion {
  id: string;
  text: string;
  writtenBy: string;
  deletedBy: string;
  deletedAt: string;
  /** When a teacher wrote all of it back, or null. */
  restoredAt: string | null;
  /** Its characters' indices in the trace, in document order. */
  chars: number[];
}

export interface Tally {
  authors: Map<string, AuthorTally>;
  timeline: MinuteCount[];
  deletions: Deletion[];
}

/** The latest of rows (no spread: a long deletion has more characters than arguments fit). */
const latest = (rows: number[]) => rows.reduce((a, b) => (b > a ? b : a), NONE);

/** The minute an ISO time falls in, as an ISO time ('…T10:04:00.000Z'). */
const minuteOf = (at: string) => `${at.slice(0, 16)}:00.000Z`;

export function tally(trace: Trace, copies: Copies): Tally {
  const { rows, units } = trace;
  const authors = new Map<string, AuthorTally>();
  const authorOf = (key: string) => {
    let author = authors.get(key);
    if (!author) {
      author = {
        key,
        teacherEdits: false,
        wordsAdded: 0,
        wordsDeletedOwn: 0,
        wordsDeletedOthers: 0,
        wordsNow: 0,
        lastActiveAt: '',
      };
      authors.set(key, author);
    }
    return author;
  };
  for (const row of rows) {
    const author = authorOf(row.authorKey);
    if (row.teacherEdit) author.teacherEdits = true;
    if (row.at > author.lastActiveAt) author.lastActiveAt = row.at;
  }

  const minutes = new Map<string, MinuteCount>();
  const countIn = (at: string, key: string) => {
    const minute = minuteOf(at);
    const id = `${minute}|${key}`;
    let count = minutes.get(id);
    if (!count) minutes.set(id, (count = { minute, key, added: 0, deleted: 0 }));
    return count;
  };
  const char = (index: number) => units[index] as TraceChar;
  const { writer, copyOf, moved } = copies;

  // Now: the words of the text as it is, each its main writer's.
  wordsOf(
    units,
    (unit) => (isVisible(unit) ? '' : IGNORE),
    (word) => {
      authorOf(mostOf(word, (index) => writer[index]!)).wordsNow += 1;
    },
  );

  // Added: the words each wrote, deleted since or not; copies are nobody's new words.
  wordsOf(
    units,
    (unit, index) => (copyOf[index] === NONE ? writer[index]! : SPLIT),
    (word, key) => {
      authorOf(key).wordsAdded += 1;
      countIn(rows[char(word[0]!).row]!.at, key).added += 1;
    },
  );

  // Deleted: words of one writer (original or one copy) of which nothing is left, and that
  // were deleted by someone's choice (not moved by the editor): the deleter's.
  wordsOf(
    units,
    (unit, index) => `${copyOf[index] === NONE ? 'o' : `c${unit.row}`}|${writer[index]!}`,
    (word) => {
      if (!word.every((index) => char(index).deletedRow !== NONE && !moved[index])) return;
      const deleter = mostOf(word, (index) => rows[char(index).deletedRow]!.authorKey);
      const last = latest(
        word
          .map((index) => char(index).deletedRow)
          .filter((row) => rows[row]!.authorKey === deleter),
      );
      const author = authorOf(deleter);
      if (deleter === writer[word[0]!]) author.wordsDeletedOwn += 1;
      else author.wordsDeletedOthers += 1;
      countIn(rows[last]!.at, deleter).deleted += 1;
    },
  );

  const timeline = [...minutes.values()].sort(
    (a, b) => a.minute.localeCompare(b.minute) || a.key.localeCompare(b.key),
  );
  return { authors, timeline, deletions: deletionsOf(trace, copies) };
}

/**
 * Passages one person wrote and another deleted, each a run in document order of one writer's
 * characters deleted by one other person; across paragraphs too. What the writer deleted
 * themselves, and what the editor moved, is skipped (it was not there, or not deleted, when
 * the other deleted the run); a character still in the text ends the run.
 */
function deletionsOf(trace: Trace, { writer, moved, restoredAt }: Copies): Deletion[] {
  const { rows, units } = trace;
  const deletions: Deletion[] = [];
  let run: { writer: string; deleter: string; chars: number[]; text: string } | null = null;
  let separator = '';
  const end = () => {
    if (run && /[\p{L}\p{N}]/u.test(run.text)) {
      const first = units[run.chars[0]!] as TraceChar;
      const restored = run.chars.map((index) => restoredAt[index]);
      const last = latest(run.chars.map((index) => (units[index] as TraceChar).deletedRow));
      deletions.push({
        id: `${first.client}-${first.clock}`,
        text: run.text.trim(),
        writtenBy: run.writer,
        deletedBy: run.deleter,
        deletedAt: rows[last]!.at,
        restoredAt: restored.every(Boolean)
          ? restored.reduce((latest, at) => (at! > latest! ? at : latest))!
          : null,
        chars: run.chars,
      });
    }
    run = null;
    separator = '';
  };
  units.forEach((unit, index) => {
    if (!isChar(unit)) {
      if (run) separator = unit.kind === 'break' ? '\n' : separator || ' ';
      return;
    }
    if (unit.deletedRow === NONE) return end();
    const deleter = rows[unit.deletedRow]!.authorKey;
    if (moved[index] || deleter === writer[index]) return;
    if (!run || run.writer !== writer[index] || run.deleter !== deleter) {
      end();
      run = { writer: writer[index]!, deleter, chars: [], text: '' };
    }
    run.text += separator + unit.ch;
    separator = '';
    run.chars.push(index);
  });
  end();
  return deletions;
}

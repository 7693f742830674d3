import { isChar, NONE, type TraceChar, type TraceUnit } from './attribution-trace';

/** A word has at least one letter or digit; a lone dash or full stop is no word. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const SPACE = /\s/u;

/** What a grouping says of one character: its group, ignore it, or end the word here. */
export const IGNORE = Symbol('ignore');
export const SPLIT = Symbol('split');
export type Grouping = (char: TraceChar, index: number) => string | typeof IGNORE | typeof SPLIT;

/**
 * The words of the trace, as lists of character indices: runs of characters of one group
 * between spaces, block edges and inline nodes. Characters the grouping ignores neither join
 * nor end a word (deleted letters inside a word of the text as it is now); a change of group
 * ends one (the writer changes).
 */
export function wordsOf(
  units: TraceUnit[],
  group: Grouping,
  onWord: (indices: number[], group: string) => void,
): void {
  let word: number[] = [];
  let current = '';
  const end = () => {
    if (word.some((index) => WORD_CHARACTER.test((units[index] as TraceChar).ch))) {
      onWord(word, current);
    }
    word = [];
  };
  units.forEach((unit, index) => {
    if (!isChar(unit)) return end();
    const found = group(unit, index);
    if (found === IGNORE) return;
    if (found === SPLIT || SPACE.test(unit.ch)) return end();
    if (word.length > 0 && found !== current) end();
    current = found;
    word.push(index);
  });
  end();
}

/** The value most of the indices have (the first one's on a tie). */
export function mostOf<T>(indices: number[], valueOf: (index: number) => T): T {
  const counts = new Map<T, number>();
  let best = valueOf(indices[0]!);
  for (const index of indices) {
    const value = valueOf(index);
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > (counts.get(best) ?? 0)) best = value;
  }
  return best;
}

export const isVisible = (char: TraceChar) => char.deletedRow === NONE;

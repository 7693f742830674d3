import { useCallback, useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { ROOM_DOCUMENT, type StruckWord } from '@common/rooms/document';

/** Longest "word that struck me": a word or a short phrase of the passage. */
export const STRUCK_WORD_MAX = 60;

/** A mark as another browser wrote it, or null when it is not one (anyone may write anything). */
function struckWordOf(value: unknown): StruckWord | null {
  const mark = value as Partial<StruckWord> | null;
  if (!mark || typeof mark.word !== 'string' || typeof mark.by !== 'string') return null;
  if (typeof mark.at !== 'string' || !mark.word.trim()) return null;
  return { word: mark.word.trim().slice(0, STRUCK_WORD_MAX), by: mark.by, at: mark.at };
}

/**
 * The circle's "words that struck us" (issue 18, point 9): a Y.Array in the group's document,
 * so every member sees each mark live, and it stays with the room's writing.
 */
export function useStruckWords(document: Y.Doc | null, by: string) {
  const [words, setWords] = useState<StruckWord[]>([]);
  useEffect(() => {
    if (!document) return;
    const marks = document.getArray<unknown>(ROOM_DOCUMENT.struck);
    const read = () =>
      setWords(
        marks
          .toArray()
          .map(struckWordOf)
          .filter((mark): mark is StruckWord => mark !== null),
      );
    read();
    marks.observe(read);
    return () => marks.unobserve(read);
  }, [document]);

  const mark = useCallback(
    (word: string) => {
      if (!document) return;
      const struck: StruckWord = { word, by, at: new Date().toISOString() };
      document.getArray<StruckWord>(ROOM_DOCUMENT.struck).push([struck]);
    },
    [document, by],
  );
  return { words, mark };
}

import { useId, useState } from 'react';
import { CHILD_SEARCH_MIN_CHARS } from '@common/constants';
import { STORE_COPY } from '@common/copy/store';
import type { StudentSearchResult } from '@common/schemas/store';
import { useChildrenSearch } from '../api/search-children';
import { useSettledValue } from '../hooks/use-settled-value';
import styles from './Store.module.css';
import { STORE_MESSAGES } from '@common/store/messages';

const COPY = STORE_COPY.type;
/** Waits for a pause in typing before asking, so a name costs one search, not one per key. */
const TYPING_PAUSE_MS = 250;

/**
 * The child search of Premium and Journal books: it asks the server once more than 2
 * characters are typed, never offers a child already chosen, and says 'No matches found'.
 */
export function ChildSearch({
  code,
  chosenIds,
  onChoose,
}: {
  code: string;
  chosenIds: readonly string[];
  onChoose: (child: StudentSearchResult) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const query = text.trim();
  const ready = query.length >= CHILD_SEARCH_MIN_CHARS;
  // Asked once typing pauses; results are shown only for the text as it is now (a failed
  // search finds nobody).
  const asked = useSettledValue(query, TYPING_PAUSE_MS);
  const settled = ready && asked === query;
  const search = useChildrenSearch(code, asked, settled);
  const results = !settled ? null : search.isError ? [] : (search.data ?? null);
  const searching = ready && results === null;
  const offered = (results ?? []).filter((child) => !chosenIds.includes(child.studentId));
  let outcome = '';
  if (searching) outcome = COPY.searching;
  else if (results && offered.length === 0) outcome = STORE_MESSAGES.noMatches;

  return (
    <div className={styles.search}>
      <label htmlFor={`${id}-q`} className={styles.label}>
        {COPY.searchLabel}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className={styles.input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {COPY.searchHint}
      </p>
      <p className={styles.searchOutcome} role="status">
        {outcome}
      </p>
      {!searching && offered.length > 0 && (
        <ul className={styles.results} aria-label={COPY.searchLabel}>
          {offered.map((child) => (
            <li key={child.studentId}>
              <button
                type="button"
                className={styles.resultButton}
                onClick={() => {
                  onChoose(child);
                  setText('');
                }}
                aria-label={COPY.add(child.studentName)}
              >
                <span>{child.studentName}</span>
                <span aria-hidden="true" className={styles.resultAdd}>
                  +
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

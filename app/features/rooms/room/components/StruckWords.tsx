import { useId, useState, type FormEvent, type RefObject } from 'react';
import { LECTIO_SCREENS } from '@common/copy/rooms-screens';
import type { StruckWord } from '@common/rooms/document';
import { Button } from '~/components/ui/Button';
import { STRUCK_WORD_MAX } from '../hooks/use-struck-words';
import styles from './Lectio.module.css';

const COPY = LECTIO_SCREENS.struck;

/** The words selected in the passage, when the selection lies inside it. */
function selectedIn(passage: HTMLElement | null): string {
  const selection = window.getSelection();
  if (!passage || !selection || selection.rangeCount === 0) return '';
  const range = selection.getRangeAt(0);
  if (!passage.contains(range.commonAncestorContainer)) return '';
  return selection.toString().replace(/\s+/g, ' ').trim();
}

/** Why a word cannot be marked, or null when it can. */
const problemWith = (word: string) =>
  !word ? COPY.noWord : word.length > STRUCK_WORD_MAX ? COPY.tooLong : null;

/**
 * "This word struck me" (point 9, lectio): a student selects a word in the passage and
 * presses the button, or types it (the keyboard's way, and a phone's); the group's marks are
 * listed live for everyone.
 */
export function StruckWordsTools({
  passage,
  onMark,
}: {
  passage: RefObject<HTMLElement | null>;
  onMark: (word: string) => void;
}) {
  const fieldId = useId();
  const problemId = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const mark = (word: string) => {
    const found = problemWith(word);
    setProblem(found);
    if (found) return false;
    onMark(word);
    return true;
  };
  const markSelection = () => {
    if (mark(selectedIn(passage.current))) window.getSelection()?.removeAllRanges();
  };
  const markTyped = (event: FormEvent) => {
    event.preventDefault();
    if (mark(typed.replace(/\s+/g, ' ').trim())) setTyped('');
  };

  return (
    <div className={styles.struckTools}>
      <p className={styles.hint}>{COPY.selectHint}</p>
      <Button
        // Pressing the button must not clear the selection it reads.
        onMouseDown={(event) => event.preventDefault()}
        onClick={markSelection}
        aria-describedby={problem ? problemId : undefined}
      >
        {COPY.button}
      </Button>
      <form className={styles.typeWord} onSubmit={markTyped}>
        <label htmlFor={fieldId} className={styles.fieldLabel}>
          {COPY.fieldLabel}
        </label>
        <div className={styles.typeRow}>
          <input
            id={fieldId}
            className={styles.input}
            value={typed}
            maxLength={STRUCK_WORD_MAX * 2}
            onChange={(event) => setTyped(event.target.value)}
            aria-describedby={problem ? problemId : undefined}
            aria-invalid={problem ? true : undefined}
          />
          <Button type="submit" variant="secondary">
            {COPY.add}
          </Button>
        </div>
      </form>
      <p id={problemId} className={styles.problem} role="alert">
        {problem ?? ''}
      </p>
    </div>
  );
}

/** The group's marks, in the order they were made. */
export function StruckWordsList({ words }: { words: StruckWord[] }) {
  const headingId = useId();
  return (
    <section className={styles.struck} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.struckTitle}>
        {COPY.title}
      </h2>
      {words.length === 0 ? (
        <p className={styles.hint}>{COPY.empty}</p>
      ) : (
        <ul className={styles.struckList} aria-live="polite" data-testid="struck-words">
          {words.map((mark, index) => (
            <li key={`${mark.at}-${index}`} className={styles.struckWord}>
              <span className={styles.word}>{mark.word}</span>{' '}
              <span className={styles.by}>{COPY.by(mark.by)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useId, useState, type ChangeEvent } from 'react';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import type { ClassStudent, CreatedStudent } from '@common/schemas/classroom';
import { Button } from '~/components/ui/Button';
import { useAddStudents } from '../api/add-students';
import { useOfferPlanChoice } from '~/lib/plan-choice';
import { firstAnswerError } from '../utils/form-errors';
import {
  checkDrafts,
  gradeValue,
  MAX_STUDENTS,
  parseRoster,
  toNewStudents,
  type DraftCheck,
  type DraftStudent,
} from '../utils/parse-roster';
import styles from './AddStudents.module.css';

const COPY = CLASSROOM_SCREENS.addStudents;

/**
 * Adding students in one go (issue 11, point 5): a list pasted from a spreadsheet or a CSV
 * file becomes a preview table, where each row's problems (a missing name, an unknown grade)
 * and possible duplicates (in the list, or already in the class) show before anything is
 * saved. The teacher fixes or drops rows, then adds up to 200 students; each gets a login
 * code, shown once on the sign-in cards.
 */
export function AddStudentsForm({
  classId,
  roster,
  onAdded,
}: {
  classId: string;
  roster: ClassStudent[];
  onAdded: (students: CreatedStudent[]) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [drafts, setDrafts] = useState<DraftStudent[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const addStudents = useAddStudents(classId);
  // Past what the plan allows, the priced choice opens; the preview keeps every row.
  const offerPlanChoice = useOfferPlanChoice();

  const checks = drafts ? checkDrafts(drafts, roster) : new Map<number, DraftCheck>();
  const rowsWithErrors = drafts?.filter((draft) => checks.get(draft.key)?.errors.length) ?? [];
  const duplicates = drafts?.filter((draft) => checks.get(draft.key)?.duplicates.length) ?? [];
  const tooMany = (drafts?.length ?? 0) > MAX_STUDENTS;

  function preview(source: string) {
    const rows = parseRoster(source);
    setDone(null);
    if (rows.length === 0) {
      setDrafts(null);
      setError(COPY.nothing);
      return;
    }
    setError(null);
    setDrafts(rows);
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const content = await file.text();
      setText(content);
      preview(content);
    } catch {
      setError(COPY.csvFailed);
    }
  }

  const edit = (key: number, field: 'firstName' | 'lastName' | 'grade', value: string) =>
    setDrafts(
      (drafts ?? []).map((draft) => (draft.key === key ? { ...draft, [field]: value } : draft)),
    );
  const drop = (key: number) => setDrafts((drafts ?? []).filter((draft) => draft.key !== key));

  function startOver() {
    setDrafts(null);
    setText('');
    setError(null);
  }

  function save() {
    if (!drafts || drafts.length === 0 || rowsWithErrors.length > 0 || tooMany) return;
    addStudents.mutate(
      { students: toNewStudents(drafts) },
      {
        onSuccess: (answer) => {
          setDone(COPY.added(answer.students.length));
          setDrafts(null);
          setText('');
          onAdded(answer.students);
        },
        onError: (failure) => {
          if (offerPlanChoice(failure, save)) return setError(null);
          setError(firstAnswerError(failure, COPY.submit(drafts.length)));
        },
      },
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {COPY.title}
      </h2>
      <p className={styles.muted} id={`${id}-intro`}>
        {COPY.intro}
      </p>
      {!drafts && (
        <form
          className={styles.source}
          aria-labelledby={`${id}-title`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            preview(text);
          }}
        >
          <label htmlFor={`${id}-paste`} className={styles.label}>
            {COPY.paste}
          </label>
          <textarea
            id={`${id}-paste`}
            className={styles.textarea}
            rows={6}
            value={text}
            placeholder={COPY.pasteHint}
            aria-describedby={`${id}-intro`}
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit">{COPY.check}</Button>
            <label className={styles.fileButton}>
              <input
                type="file"
                accept=".csv,text/csv,text/plain"
                className={styles.file}
                onChange={(event) => void upload(event)}
              />
              <span>{COPY.upload}</span>
            </label>
          </div>
        </form>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p className={styles.success} role="status">
        {done}
      </p>
      {drafts && (
        <div className={styles.preview}>
          <h3 className={styles.previewTitle}>{COPY.previewTitle(drafts.length)}</h3>
          <p className={styles.muted}>{COPY.previewNote}</p>
          <ul className={styles.summary} aria-live="polite">
            {tooMany && <li className={styles.bad}>{COPY.tooMany(MAX_STUDENTS)}</li>}
            {rowsWithErrors.length > 0 && (
              <li className={styles.bad}>{COPY.fixFirst(rowsWithErrors.length)}</li>
            )}
            {duplicates.length > 0 && (
              <li className={styles.warn}>{COPY.duplicatesNote(duplicates.length)}</li>
            )}
          </ul>
          <div
            className={styles.scroller}
            role="region"
            aria-label={COPY.previewTitle(drafts.length)}
            tabIndex={0}
          >
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{COPY.row}</th>
                  <th scope="col">{CLASSROOM_SCREENS.students.name}</th>
                  <th scope="col">{COPY.problems}</th>
                  <th scope="col">
                    <span className="visually-hidden">{CLASSROOM_SCREENS.students.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {drafts.map((draft, index) => {
                  const number = index + 1;
                  const check = checks.get(draft.key) ?? { errors: [], duplicates: [] };
                  const state = check.errors.length
                    ? 'error'
                    : check.duplicates.length
                      ? 'duplicate'
                      : 'ok';
                  return (
                    <tr key={draft.key} data-state={state} data-testid="preview-row">
                      <th scope="row">{number}</th>
                      <td>
                        <div className={styles.names}>
                          <input
                            className={styles.input}
                            aria-label={COPY.firstName(number)}
                            aria-invalid={!draft.firstName.trim() || undefined}
                            value={draft.firstName}
                            autoComplete="off"
                            onChange={(event) => edit(draft.key, 'firstName', event.target.value)}
                          />
                          <input
                            className={styles.input}
                            aria-label={COPY.lastName(number)}
                            aria-invalid={!draft.lastName.trim() || undefined}
                            value={draft.lastName}
                            autoComplete="off"
                            onChange={(event) => edit(draft.key, 'lastName', event.target.value)}
                          />
                          <input
                            className={`${styles.input} ${styles.grade}`}
                            aria-label={COPY.grade(number)}
                            aria-invalid={gradeValue(draft.grade) === null || undefined}
                            value={draft.grade}
                            autoComplete="off"
                            onChange={(event) => edit(draft.key, 'grade', event.target.value)}
                          />
                        </div>
                      </td>
                      <td className={styles.check}>
                        {state === 'ok' ? (
                          <span className={styles.ok}>
                            <span aria-hidden="true">✓ </span>
                            {COPY.ok}
                          </span>
                        ) : (
                          <ul className={styles.problems}>
                            {check.errors.map((message) => (
                              <li key={message} className={styles.bad}>
                                <span aria-hidden="true">✕ </span>
                                {message}
                              </li>
                            ))}
                            {check.duplicates.map((message) => (
                              <li key={message} className={styles.warn}>
                                <span aria-hidden="true">! </span>
                                {message}
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                      <td>
                        <Button size="sm" variant="ghost" onClick={() => drop(draft.key)}>
                          {COPY.drop(number)}
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className={styles.actions}>
            <Button
              onClick={save}
              disabled={
                addStudents.isPending || drafts.length === 0 || rowsWithErrors.length > 0 || tooMany
              }
            >
              {COPY.submit(drafts.length)}
            </Button>
            <Button variant="ghost" onClick={startOver}>
              {COPY.startOver}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { COURSE_LIMITS, RELEASE_MODES, type ReleaseMode } from '@common/academy/courses';
import {
  OUTLINE_COPY,
  RELEASE_COPY,
  RELEASE_FORM_COPY as COPY,
} from '@common/copy/academy-builder';
import type { ReleaseRule } from '@common/schemas/academy-builder';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import styles from './Outline.module.css';

/**
 * When a chapter or lesson opens (issue 13, point 7): at once, on a date, or days after the
 * participant joined; and whether the previous lesson must be completed first.
 */
export function ReleaseRuleModal({
  title,
  rule,
  onClose,
  save,
}: {
  title: string;
  rule: ReleaseRule;
  onClose: () => void;
  save: (rule: ReleaseRule) => Promise<Record<string, string> | null>;
}) {
  const id = useId();
  const [mode, setMode] = useState<ReleaseMode>(rule.releaseMode);
  const [date, setDate] = useState(rule.releaseDate ?? '');
  const [days, setDays] = useState(String(rule.releaseDays ?? 7));
  const [requiresPrevious, setRequiresPrevious] = useState(rule.requiresPrevious);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const failure = await save({
      releaseMode: mode,
      releaseDate: mode === 'date' ? date : null,
      releaseDays: mode === 'afterJoin' ? Number(days) : null,
      requiresPrevious,
    });
    setBusy(false);
    if (failure) setErrors(failure);
    else onClose();
  }

  const firstError = Object.values(errors)[0];
  return (
    <Modal open onClose={onClose} title={OUTLINE_COPY.releaseFor(title)} size="sm">
      <form className={styles.releaseForm} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.fieldset}>
          <legend>{COPY.legend}</legend>
          {RELEASE_MODES.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              {RELEASE_COPY[value]}
            </label>
          ))}
        </fieldset>
        {mode === 'date' && (
          <div className={styles.field}>
            <label htmlFor={`${id}-date`}>{COPY.dateLabel}</label>
            <input
              id={`${id}-date`}
              type="date"
              className={styles.input}
              value={date}
              aria-invalid={errors.releaseDate ? true : undefined}
              onChange={(event) => setDate(event.target.value)}
            />
          </div>
        )}
        {mode === 'afterJoin' && (
          <div className={styles.field}>
            <label htmlFor={`${id}-days`}>{COPY.daysLabel}</label>
            <input
              id={`${id}-days`}
              type="number"
              min={1}
              max={COURSE_LIMITS.releaseDaysMax}
              className={styles.input}
              value={days}
              aria-invalid={errors.releaseDays ? true : undefined}
              onChange={(event) => setDays(event.target.value)}
            />
          </div>
        )}
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={requiresPrevious}
            onChange={(event) => setRequiresPrevious(event.target.checked)}
          />
          {COPY.requiresPrevious}
        </label>
        {firstError && (
          <p className={styles.error} role="alert">
            {firstError}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {COPY.save}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {COPY.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

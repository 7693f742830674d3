import { useEffect, useId, useRef, useState } from 'react';
import { LECTIO_SCREENS } from '@common/copy/rooms-screens';
import { PRAYER_MAX_LENGTH } from '@common/rooms/sessions';
import { messageOf, statusOf } from '~/lib/api';
import { savePrayer } from '../api/save-prayer';
import styles from './Lectio.module.css';

const COPY = LECTIO_SCREENS.prayer;

/** A pause in typing before the prayer is saved, and the wait before trying a failed save again. */
const SAVE_AFTER_MS = 800;
const RETRY_AFTER_MS = 5_000;

type SaveState =
  { kind: 'idle' | 'saving' | 'saved' | 'failed' } | { kind: 'refused'; why: string };

/**
 * The private prayer box (point 9, oratio): only the student and their teacher read it, never
 * the group, so it is kept on the server, not in the shared document. It saves itself a
 * moment after typing stops and says "Saved"; a failed save is tried again, one the server
 * refuses (the movement has moved on) says why. Leaving the page sends what is not saved yet.
 */
export function PrayerBox({ roomId, initial }: { roomId: string; initial: string }) {
  const fieldId = useId();
  const hintId = useId();
  const [body, setBody] = useState(initial);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const saved = useRef(initial);
  const latest = useRef(initial);

  useEffect(() => {
    latest.current = body;
    if (body === saved.current) return;
    let active = true;
    let timer: number | undefined;
    const save = async () => {
      setState({ kind: 'saving' });
      try {
        await savePrayer(roomId, body);
        if (!active) return;
        saved.current = body;
        setState({ kind: 'saved' });
      } catch (error) {
        if (!active) return;
        const status = statusOf(error);
        if (status >= 400 && status < 500) {
          setState({ kind: 'refused', why: messageOf(error, COPY.failed) });
          return;
        }
        setState({ kind: 'failed' });
        timer = window.setTimeout(() => void save(), RETRY_AFTER_MS);
      }
    };
    timer = window.setTimeout(() => void save(), SAVE_AFTER_MS);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [body, roomId]);

  useEffect(
    () => () => {
      if (latest.current !== saved.current) {
        void savePrayer(roomId, latest.current, { keepalive: true }).catch(() => undefined);
      }
    },
    [roomId],
  );

  const status =
    state.kind === 'refused'
      ? state.why
      : state.kind === 'idle'
        ? ''
        : { saving: COPY.saving, saved: COPY.saved, failed: COPY.failed }[state.kind];
  return (
    <div className={styles.prayer}>
      <label htmlFor={fieldId} className={styles.prayerLabel}>
        {COPY.label}
      </label>
      <p id={hintId} className={styles.hint}>
        {COPY.hint}
      </p>
      <textarea
        id={fieldId}
        className={styles.prayerField}
        value={body}
        maxLength={PRAYER_MAX_LENGTH}
        rows={8}
        aria-describedby={hintId}
        onChange={(event) => {
          setBody(event.target.value);
          setState({ kind: 'idle' });
        }}
      />
      <p
        className={styles.saveState}
        role="status"
        data-state={state.kind}
        data-testid="prayer-status"
      >
        {status}
      </p>
    </div>
  );
}

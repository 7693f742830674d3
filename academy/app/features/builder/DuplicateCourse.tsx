import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { OUTLINE_COPY as COPY } from '@common/copy/academy-builder';
import { ACADEMY_BUILDER_API as API, type BuilderCourse } from '@common/schemas/academy-builder';
import { Button } from '~/components/ui/Button';
import { messageOf, useBuilderSend } from './api';
import styles from './Outline.module.css';

/**
 * "Duplicate course": a new draft copy. The copy's id is chosen before the click, so a
 * double click or a retry answers the same copy; after a copy is made the next click makes
 * another.
 */
export function DuplicateCourse({ course }: { course: BuilderCourse }) {
  const send = useBuilderSend();
  const copyId = useRef(crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ id?: string; error?: string } | null>(null);

  async function duplicate() {
    setBusy(true);
    const answer = await send<BuilderCourse>('POST', API.duplicate(course.id), {
      id: copyId.current,
    });
    setBusy(false);
    if (answer.ok) {
      setResult({ id: answer.body.id });
      copyId.current = crypto.randomUUID();
    } else setResult({ error: messageOf(answer, COPY.saveFailed) });
  }

  return (
    <div className={styles.duplicate}>
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => void duplicate()}>
        {busy ? COPY.duplicating : COPY.duplicate}
      </Button>
      <p
        role={result?.error ? 'alert' : 'status'}
        className={result?.error ? styles.error : styles.note}
      >
        {result?.error ??
          (result?.id && (
            <>
              {COPY.duplicated}{' '}
              <Link to={ACADEMY_PATHS.instructorCourse(result.id)}>{COPY.openCopy}</Link>
            </>
          ))}
      </p>
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { SETTINGS_COPY as COPY } from '@common/copy/academy-builder';
import {
  ACADEMY_BUILDER_API as API,
  type BuilderCourse,
  type CourseInstructor,
} from '@common/schemas/academy-builder';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { InputField } from '~/components/ui/FormField';
import { messageOf, useBuilderSend, useRefreshCourse } from './api';
import styles from './builder.module.css';

/**
 * The course's instructors (point 8): the owner and co-instructors; the owner adds one by
 * email and removes one (asked first); a co-instructor may leave.
 */
export function CourseTeam({ course, accountId }: { course: BuilderCourse; accountId: string }) {
  const id = useId();
  const send = useBuilderSend();
  const refresh = useRefreshCourse(course.id);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<CourseInstructor | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await send('POST', API.instructors(course.id), { email });
    setBusy(false);
    if (answer.ok) {
      setAdded(COPY.added(email.trim()));
      setEmail('');
      setError(null);
      await refresh();
    } else {
      setAdded(null);
      setError(messageOf(answer, COPY.failed));
    }
  }

  const leaving = removing?.userId === accountId;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <div>
        <h2 id={`${id}-heading`}>{COPY.team}</h2>
        <p className={styles.note}>{COPY.teamIntro}</p>
      </div>
      <ul className={styles.people}>
        {course.instructors.map((person) => {
          const mayRemove =
            person.role !== 'owner' && (course.role === 'owner' || person.userId === accountId);
          return (
            <li key={person.userId} className={styles.person}>
              <span>
                <strong>
                  {person.firstName} {person.lastName}
                </strong>{' '}
                {person.userId === accountId && COPY.you} · {person.email} ·{' '}
                {person.role === 'owner' ? COPY.owner : COPY.coInstructor}
              </span>
              {mayRemove && (
                <Button variant="ghost" size="sm" onClick={() => setRemoving(person)}>
                  {person.userId === accountId ? COPY.leave : COPY.remove}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <form className={styles.inline} onSubmit={(event) => void add(event)} noValidate>
        <InputField
          id={`${id}-email`}
          type="email"
          label={COPY.addEmail}
          value={email}
          onChange={setEmail}
          error={error}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {COPY.add}
        </Button>
      </form>
      <p className={styles.note} role="status">
        {added}
      </p>
      <ConfirmDialog
        open={removing !== null}
        title={
          leaving
            ? COPY.leaveTitle
            : COPY.removeTitle(`${removing?.firstName ?? ''} ${removing?.lastName ?? ''}`)
        }
        description={leaving ? COPY.leaveBody : COPY.removeBody}
        confirmLabel={leaving ? COPY.leave : COPY.remove}
        cancelLabel={COPY.cancel}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return null;
          const answer = await send('DELETE', API.instructor(course.id, removing.userId));
          if (!answer.ok) return messageOf(answer, COPY.failed);
          setRemoving(null);
          if (leaving) void navigate(ACADEMY_PATHS.instructorArea, { replace: true });
          else await refresh();
          return null;
        }}
      />
    </section>
  );
}

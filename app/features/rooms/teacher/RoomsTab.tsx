import { useState } from 'react';
import { Link } from 'react-router';
import { ROOMS_TEACHER_COPY as COPY } from '@common/copy/rooms-teacher';
import { writingSessionPath } from '@common/routes';
import { Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { formatDate } from '~/lib/format-date';
import { useClassSessions } from './api';
import { NewSessionForm, type ClassRoster } from './NewSessionForm';
import styles from './Rooms.module.css';

/**
 * The class page's Writing rooms tab (issue 18): the class's sessions, newest first, each
 * opening its live view, and the form that makes new rooms.
 */
export function RoomsTab({ classId, roster }: { classId: string; roster: ClassRoster }) {
  const sessions = useClassSessions(classId);
  const [making, setMaking] = useState(false);
  return (
    <div className={styles.tab}>
      <section className={styles.panel} aria-labelledby="rooms-heading">
        <div className={styles.head}>
          <h2 id="rooms-heading" className={styles.heading}>
            {COPY.tab.title}
          </h2>
          {!making && <Button onClick={() => setMaking(true)}>{COPY.tab.newRooms}</Button>}
        </div>
        <p className={styles.muted}>{COPY.tab.intro}</p>
      </section>
      {making && (
        <NewSessionForm classId={classId} roster={roster} onCancel={() => setMaking(false)} />
      )}
      {sessions.isPending && <Skeleton label={COPY.tab.loading} lines={4} />}
      {sessions.isError && (
        <LoadFailed message={COPY.tab.failed} onRetry={() => void sessions.refetch()} />
      )}
      {sessions.data &&
        (sessions.data.length === 0 ? (
          !making && (
            <EmptyState
              title={COPY.tab.emptyTitle}
              action={<Button onClick={() => setMaking(true)}>{COPY.tab.newRooms}</Button>}
            >
              {COPY.tab.emptyBody}
            </EmptyState>
          )
        ) : (
          <ul className={styles.sessions} aria-label={COPY.tab.title}>
            {sessions.data.map((session) => (
              <li key={session.id} className={styles.session}>
                <div>
                  <h3 className={styles.sessionTitle}>
                    <Link
                      to={writingSessionPath(session.id)}
                      aria-label={COPY.tab.openLive(session.title)}
                    >
                      {session.title}
                    </Link>
                  </h3>
                  <p className={styles.meta}>
                    <span className={session.state === 'open' ? styles.badgeOpen : styles.badge}>
                      {COPY.states[session.state]}
                    </span>
                    <span>{COPY.kinds[session.kind].label}</span>
                    <span>{COPY.tab.rooms(session.roomCount)}</span>
                    <span>{COPY.tab.students(session.studentCount)}</span>
                    <span>{COPY.tab.created(formatDate(session.createdAt))}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

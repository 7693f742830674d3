import { useCallback, useId } from 'react';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import type { JoinRequest } from '@common/schemas/classroom';
import { Button } from '~/components/ui/Button';
import { classroomApi } from '../api/classroom-api';
import { useRemote } from '../hooks/use-remote';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.joinRequests;

/** Students who asked to join with the Access Code (through Google sign-in), to approve. */
export function JoinRequestsSection({
  classId,
  onChange,
}: {
  classId: string;
  onChange: () => void;
}) {
  const id = useId();
  const fetchRequests = useCallback(() => classroomApi.joinRequests(classId), [classId]);
  const { data, reload } = useRemote<JoinRequest[]>(fetchRequests);
  const requests = (data ?? []).filter((request) => request.status === 'pending');

  async function decide(request: JoinRequest, approve: boolean) {
    const result = approve
      ? await classroomApi.approve(classId, request.id)
      : await classroomApi.decline(classId, request.id);
    if (result.ok) {
      reload();
      onChange();
    }
  }

  if (requests.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {COPY.title}
      </h2>
      <ul className={styles.list}>
        {requests.map((request) => {
          const name = `${request.student.firstName} ${request.student.lastName}`;
          return (
            <li key={request.id} className={styles.rowTools}>
              <span>
                {name}{' '}
                {request.student.email && (
                  <span className={styles.muted}>{request.student.email}</span>
                )}
              </span>
              <Button size="sm" onClick={() => void decide(request, true)}>
                {COPY.approve(name)}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => void decide(request, false)}>
                {COPY.decline(name)}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

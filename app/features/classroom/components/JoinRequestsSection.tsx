import { useId } from 'react';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { Button } from '~/components/ui/Button';
import { useApproveJoinRequest } from '../api/approve-join-request';
import { useDeclineJoinRequest } from '../api/decline-join-request';
import { useJoinRequests } from '../api/get-join-requests';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.joinRequests;

/** Students who asked to join with the Access Code (through Google sign-in), to approve. */
export function JoinRequestsSection({ classId }: { classId: string }) {
  const id = useId();
  const { data } = useJoinRequests(classId);
  const approve = useApproveJoinRequest(classId);
  const decline = useDeclineJoinRequest(classId);
  const requests = (data ?? []).filter((request) => request.status === 'pending');

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
              <Button size="sm" onClick={() => approve.mutate(request.id)}>
                {COPY.approve(name)}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => decline.mutate(request.id)}>
                {COPY.decline(name)}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

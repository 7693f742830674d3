import { useId, useState } from 'react';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { Button } from '~/components/ui/Button';
import { useApproveJoinRequest } from '../api/approve-join-request';
import { useDeclineJoinRequest } from '../api/decline-join-request';
import { useJoinRequests } from '../api/get-join-requests';
import { firstAnswerError } from '../utils/form-errors';
import { useOfferPlanChoice } from '~/lib/plan-choice';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.joinRequests;

/** Students who asked to join with the Access Code (through Google sign-in), to approve. */
export function JoinRequestsSection({ classId }: { classId: string }) {
  const id = useId();
  const { data } = useJoinRequests(classId);
  const approve = useApproveJoinRequest(classId);
  const decline = useDeclineJoinRequest(classId);
  const requests = (data ?? []).filter((request) => request.status === 'pending');
  const [error, setError] = useState<string | null>(null);
  // Approving seats the student: past what the plan allows, the priced choice opens.
  const offerPlanChoice = useOfferPlanChoice();

  function approveRequest(requestId: string) {
    setError(null);
    approve.mutate(requestId, {
      onError: (failure) => {
        if (!offerPlanChoice(failure, () => approveRequest(requestId))) {
          setError(firstAnswerError(failure, COPY.failed));
        }
      },
    });
  }

  function declineRequest(requestId: string) {
    setError(null);
    decline.mutate(requestId, {
      onError: (failure) => setError(firstAnswerError(failure, COPY.failed)),
    });
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
              <Button size="sm" onClick={() => approveRequest(request.id)}>
                {COPY.approve(name)}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => declineRequest(request.id)}>
                {COPY.decline(name)}
              </Button>
            </li>
          );
        })}
      </ul>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

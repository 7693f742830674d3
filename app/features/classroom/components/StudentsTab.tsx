import { useState } from 'react';
import { useParams } from 'react-router';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import type { CreatedStudent } from '@common/schemas/classroom';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useClassPrivacy } from '../api/get-class-privacy';
import { useClassStudents } from '../api/get-class-students';
import { AddStudentsForm } from './AddStudentsForm';
import { JoinRequestsSection } from './JoinRequestsSection';
import { RosterTable } from './RosterTable';
import { SignInCards } from './SignInCards';
import styles from './ClassLayout.module.css';

const COPY = CLASSROOM_SCREENS.roster;

/**
 * The class page's Students tab: students waiting to join first, then the roster table, the
 * sign-in cards of codes just made, and adding students from a list.
 */
export function StudentsTab() {
  const { classId = '' } = useParams();
  const roster = useClassStudents(classId);
  const students = roster.data ?? [];
  // Who the teacher may delete, and parents' pending deletion requests (privacy module).
  const { data: privacy } = useClassPrivacy(classId, students.length > 0);
  const [cards, setCards] = useState<{ students: CreatedStudent[]; print: boolean } | null>(null);

  return (
    <div className={styles.page}>
      <JoinRequestsSection classId={classId} />
      <section aria-labelledby="students-title" className={styles.stack}>
        <h2 id="students-title" className={styles.tabTitle}>
          {CLASSROOM_SCREENS.students.title}
        </h2>
        {roster.isPending ? (
          <Skeleton label={COPY.loading} lines={5} />
        ) : roster.isError ? (
          <LoadFailed message={COPY.failed} onRetry={() => void roster.refetch()} />
        ) : students.length === 0 ? (
          <EmptyState title={COPY.emptyTitle}>{COPY.emptyNote}</EmptyState>
        ) : (
          <RosterTable
            classId={classId}
            students={students}
            privacy={privacy}
            onCards={(made, print) => setCards({ students: made, print })}
          />
        )}
      </section>
      {cards && (
        <SignInCards
          students={cards.students}
          printNow={cards.print}
          onClose={() => setCards(null)}
        />
      )}
      {!roster.isPending && !roster.isError && (
        <AddStudentsForm
          classId={classId}
          roster={students}
          onAdded={(made) => setCards({ students: made, print: false })}
        />
      )}
    </div>
  );
}

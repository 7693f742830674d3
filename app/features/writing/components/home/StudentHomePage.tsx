import { APP_SHELL } from '@common/copy/app-shell';
import { ACCOUNT_AREA } from '@common/copy/auth';
import { STUDENT_HOME_COPY as COPY } from '@common/copy/student';
import { WRITING_COPY } from '@common/copy/writing';
import { PATHS, portfolioPiecePath, studentWritingPath } from '@common/routes';
import { PROJECTS_API, type StudentHomeAnswer } from '@common/schemas/projects';
import type { ReactNode } from 'react';
import { AppShell } from '~/components/layout/AppShell';
import { ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useAreaSession } from '~/lib/session';
import { useStudentHome } from '../../api/get-student-home';
import { ClassActivities } from './ClassActivities';
import { HomeSection } from './HomeSection';
import { WorkCard } from './WorkCard';
import styles from './StudentHome.module.css';

/**
 * /student, the student's home (issue 11, point 10): who they are with their avatar and points,
 * what is due soon, work returned for revision, recently approved work, then every activity
 * by class. `avatar` is the worn avatar, composed in by the route (the avatar feature); `pinned`
 * what the route pins above the work (chat's announcements, issue 17). The server decides what
 * is visible (open dates, chosen students, archived classes).
 */
export function StudentHomePage({ avatar, pinned }: { avatar: ReactNode; pinned?: ReactNode }) {
  const { account } = useAreaSession();
  const { data, isError, refetch } = useStudentHome();
  return (
    <AppShell title={APP_SHELL.nav.student.work} intro={COPY.welcome(account.firstName)}>
      <div className={styles.profile}>
        {avatar}
        <div className={styles.who}>
          <p className={styles.name}>
            {account.firstName} {account.lastName}
          </p>
          <p className={styles.meta}>
            <span>{ACCOUNT_AREA.types.student}</span>
            {data && (
              <>
                {' · '}
                <span className="visually-hidden">{COPY.yourPoints}: </span>
                <span data-testid="student-points">{COPY.points(data.points)}</span>
              </>
            )}
          </p>
        </div>
        {/* Points are for spending: the way to the store sits beside the balance. */}
        <div className={styles.links}>
          <ButtonLink href={PATHS.studentAvatar} variant="secondary" size="sm">
            {COPY.avatarStore}
          </ButtonLink>
        </div>
      </div>
      {pinned}
      {data ? (
        <HomeSections data={data} />
      ) : isError ? (
        <LoadFailed message={COPY.loadFailed} onRetry={() => void refetch()} />
      ) : (
        <Skeleton label={COPY.loading} lines={6} />
      )}
    </AppShell>
  );
}

function HomeSections({ data }: { data: StudentHomeAnswer }) {
  return (
    <>
      <div className={styles.sections}>
        <HomeSection
          title={COPY.dueSoon.title}
          count={data.dueSoon.length}
          empty={COPY.dueSoon.empty}
        >
          {data.dueSoon.map((card) => (
            <WorkCard
              key={`${card.classId}-${card.activityId}`}
              card={card}
              to={studentWritingPath(card.classId, card.activityId)}
              label={COPY.dueSoon.open(card.title, card.status !== 'not_started')}
            />
          ))}
        </HomeSection>
        <HomeSection
          title={COPY.returned.title}
          count={data.returned.length}
          empty={COPY.returned.empty}
        >
          {data.returned.map((card) => (
            <WorkCard
              key={`${card.classId}-${card.activityId}`}
              card={card}
              to={studentWritingPath(card.classId, card.activityId)}
              label={COPY.returned.open(card.title)}
              note={COPY.returned.feedback(card.commentCount)}
            />
          ))}
        </HomeSection>
        <HomeSection
          title={COPY.approved.title}
          count={data.approved.length}
          empty={COPY.approved.empty}
        >
          {data.approved.map((card) => (
            <WorkCard
              key={`${card.classId}-${card.activityId}`}
              card={card}
              to={portfolioPiecePath(card.classId, card.activityId)}
              label={COPY.approved.open(card.title)}
              note={COPY.approved.approved}
            />
          ))}
        </HomeSection>
      </div>
      <ClassActivities classes={data.classes} />
      <p className={styles.download}>
        <a href={PROJECTS_API.studentWritingPdf}>{WRITING_COPY.student.downloadPdf}</a>
      </p>
    </>
  );
}

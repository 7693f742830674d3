import { useState } from 'react';
import {
  ACADEMY_PRIVACY_MESSAGES as M,
  ACCOUNT_PAGE as COPY,
} from '@common/academy/privacy-messages';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ACADEMY_PRIVACY_API as API, type AccountCourse } from '@common/schemas/academy-privacy';
import { Button, ButtonLink, buttonClassName } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useSignInWhenUnauthorized } from '~/lib/use-sign-in-when-unauthorized';
import { useAccount } from './api';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { LeaveCourseDialog } from './LeaveCourseDialog';
import styles from './Account.module.css';

/** A plain link: the router would treat the API's address as a page, not a download. */
const download = buttonClassName({ variant: 'secondary' });

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

/**
 * /account (issue 13, point 15): who is signed in, their data to download (JSON, PDF), the
 * courses they take with Leave course, and Delete account.
 */
export function AccountPage() {
  const account = useAccount();
  const signingIn = useSignInWhenUnauthorized(account.error, ACADEMY_PATHS.participantSignIn);
  const [leaving, setLeaving] = useState<AccountCourse | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [status, setStatus] = useState<string | null>(null);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{COPY.title}</h1>
      <p role="status" className={status ? styles.status : undefined}>
        {status}
      </p>
      {account.isPending || signingIn ? (
        <Skeleton label={COPY.loading} lines={6} />
      ) : account.isError ? (
        <LoadFailed message={COPY.loadFailed} onRetry={() => void account.refetch()} />
      ) : (
        <>
          <section aria-labelledby="profile-heading">
            <h2 id="profile-heading" className={styles.sectionTitle}>
              {COPY.profile}
            </h2>
            <dl className={styles.facts}>
              <dt>{COPY.name}</dt>
              <dd>{`${account.data.profile.firstName} ${account.data.profile.lastName}`}</dd>
              <dt>{COPY.email}</dt>
              <dd>{account.data.profile.email}</dd>
              <dt>{COPY.memberSince}</dt>
              <dd>{day(account.data.profile.createdAt)}</dd>
            </dl>
          </section>

          <section className={styles.section} aria-labelledby="data-heading">
            <h2 id="data-heading" className={styles.sectionTitle}>
              {COPY.dataHeading}
            </h2>
            <p className={styles.muted}>{COPY.dataIntro}</p>
            <div className={styles.actions}>
              <a href={API.exportFile('json')} className={download} download>
                {COPY.downloadJson}
              </a>
              <a href={API.exportFile('pdf')} className={download} download>
                {COPY.downloadPdf}
              </a>
            </div>
          </section>

          <section className={styles.section} aria-labelledby="courses-heading">
            <h2 id="courses-heading" className={styles.sectionTitle}>
              {COPY.coursesHeading}
            </h2>
            {account.data.courses.length === 0 ? (
              <EmptyState
                title={COPY.noCourses}
                action={
                  <ButtonLink href={ACADEMY_PATHS.home} variant="secondary">
                    {COPY.findCourses}
                  </ButtonLink>
                }
              />
            ) : (
              <ul className={styles.courses}>
                {account.data.courses.map((course) => (
                  <li key={course.id} className={styles.course}>
                    <span className={styles.courseTitle}>{course.title}</span>
                    <Button variant="secondary" size="sm" onClick={() => setLeaving(course)}>
                      {COPY.leave}
                      <span className="visually-hidden"> {course.title}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className={styles.section} aria-labelledby="delete-heading">
            <h2 id="delete-heading" className={styles.sectionTitle}>
              {COPY.deleteHeading}
            </h2>
            <p className={styles.muted}>{COPY.deleteIntro}</p>
            {account.data.blockers.courses.length > 0 && (
              <p className={styles.error}>
                {M.ownsCourses(account.data.blockers.courses.map((course) => course.title))}
              </p>
            )}
            {account.data.blockers.journals && <p className={styles.error}>{M.journalsData}</p>}
            <Button variant="secondary" onClick={() => setDeleting(true)}>
              {COPY.deleteOpen}
            </Button>
          </section>
        </>
      )}
      <LeaveCourseDialog course={leaving} onClose={() => setLeaving(null)} onLeft={setStatus} />
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}

import { useId } from 'react';
import { COURSE_MESSAGES_COPY as COPY } from '@common/copy/academy-messages';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ButtonLink } from '~/components/ui/Button';
import styles from './Messages.module.css';

/** The course home's way to the participant's private conversation with the instructors. */
export function MessagesLink({ courseId }: { courseId: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.homeCard}>
      <h2 id={headingId}>{COPY.navLabel}</h2>
      <p>{COPY.homeIntro}</p>
      <ButtonLink variant="secondary" size="sm" href={ACADEMY_PATHS.messages(courseId)}>
        {COPY.homeAction}
      </ButtonLink>
    </section>
  );
}

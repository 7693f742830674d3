import { useId } from 'react';
import { BOARD_COPY as COPY } from '@common/academy/board-copy';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ButtonLink } from '~/components/ui/Button';
import styles from './Board.module.css';

/** The course home's way to its Discussion Board: what it is for, and the way in. */
export function BoardLink({ courseId }: { courseId: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.homeCard}>
      <h2 id={headingId}>{COPY.heading}</h2>
      <p>{COPY.homeIntro}</p>
      <ButtonLink variant="secondary" size="sm" href={ACADEMY_PATHS.board(courseId)}>
        {COPY.homeAction}
      </ButtonLink>
    </section>
  );
}

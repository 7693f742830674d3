import { BOARD_COPY as COPY } from '@common/academy/board-copy';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ButtonLink } from '~/components/ui/Button';
import styles from './Board.module.css';

/** The course home's way to its Discussion Board. */
export function BoardLink({ courseId }: { courseId: string }) {
  return (
    <nav aria-label={COPY.heading} className={`${styles.page} ${styles.boardLink}`}>
      <ButtonLink variant="secondary" href={ACADEMY_PATHS.board(courseId)}>
        {COPY.navLink}: {COPY.heading}
      </ButtonLink>
    </nav>
  );
}

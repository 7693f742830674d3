import type { ReactNode } from 'react';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { JOIN_PAGE } from '@common/copy/academy-sharing';
import { ButtonLink } from '~/components/ui/Button';
import styles from './JoinPage.module.css';

/**
 * A link or invitation that cannot be used: what happened, and the way forward (ask the
 * instructor; browse the open courses).
 */
export function DeadEnd({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  // Under a course's own heading, the dead end is a section of the page.
  const Heading = children ? 'h2' : 'h1';
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="dead-end-title" data-testid="dead-end">
        {children}
        <Heading id="dead-end-title" className={children ? styles.sectionTitle : styles.title}>
          {title}
        </Heading>
        <p>{message}</p>
        <p className={styles.hint}>{JOIN_PAGE.wayForward}</p>
        <div className={styles.actions}>
          <ButtonLink href={ACADEMY_PATHS.home} variant="secondary">
            {JOIN_PAGE.browse}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

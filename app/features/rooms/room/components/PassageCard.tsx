import { useId, type ReactNode, type RefObject } from 'react';
import { ROOM_SCREENS } from '@common/copy/rooms-screens';
import styles from './Room.module.css';

/**
 * What the room starts from (point 3): the passage, its reference, and the prompt (which
 * also names the shared editor). `children` sit right under the passage, within reach
 * of the words they mark (the circle's "This word struck me").
 */
export function PassageCard({
  reference,
  text,
  prompt,
  passageRef,
  children,
}: {
  reference: string;
  text: string;
  prompt: string;
  passageRef?: RefObject<HTMLQuoteElement | null>;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.passage} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {ROOM_SCREENS.passage}
      </h2>
      {text && (
        <figure className={styles.scripture}>
          <blockquote ref={passageRef} className={styles.passageText} data-testid="passage">
            {text}
          </blockquote>
          {reference && <figcaption className={styles.reference}>{reference}</figcaption>}
        </figure>
      )}
      {children}
      <h3 className={styles.subTitle}>{ROOM_SCREENS.prompt}</h3>
      <p className={styles.prompt}>{prompt}</p>
    </section>
  );
}

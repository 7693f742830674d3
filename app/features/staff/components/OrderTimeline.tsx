import { STAFF_DESK_COPY as COPY } from '@common/copy/staff-desk';
import type { TimelineEntry } from '@common/schemas/staff-desk';
import desk from '~/components/desk/Desk.module.css';
import styles from './Desk.module.css';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The order's story, oldest first: status changes, emails, refunds, with who and when. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <section className={desk.card} aria-labelledby="order-timeline">
      <h2 id="order-timeline">{COPY.timeline}</h2>
      {entries.length === 0 ? (
        <p className={desk.muted}>{COPY.timelineEmpty}</p>
      ) : (
        <ol className={styles.timeline} aria-labelledby="order-timeline">
          {entries.map((entry, index) => (
            <li key={`${entry.kind}-${entry.at}-${index}`} data-kind={entry.kind}>
              <span>{entry.text}</span>
              <time className={desk.when} dateTime={entry.at}>
                {WHEN.format(new Date(entry.at))}
                {entry.actor ? ` · ${COPY.by(entry.actor)}` : ''}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { ROOM_CONTRIBUTIONS_COPY } from '@common/copy/room-contributions';
import type { RoomContributions } from '@common/schemas/room-contributions';
import styles from './ContributionView.module.css';
import { DeletedPassages } from './DeletedPassages';
import { ReplaySlider } from './ReplaySlider';
import { WordTimeline } from './WordTimeline';
import { WriterTable } from './WriterTable';
import { writersByKey } from './writers';

const COPY = ROOM_CONTRIBUTIONS_COPY;

/**
 * Who wrote what in one writing room (issue 18, points 6 and 7): each writer's words (a
 * teacher's edits marked "Teacher"), the words added and deleted each minute, a replay of the
 * writing coloured by writer, and the passages one person wrote and another deleted, which the
 * class's teachers restore in one click. Students see their own room's; teachers every room's.
 */
export function ContributionView({ contributions }: { contributions: RoomContributions }) {
  const writerOf = writersByKey(contributions);
  return (
    <div className={styles.view}>
      <section aria-labelledby="contribution-writers" className={styles.section}>
        <h2 id="contribution-writers">{COPY.writers.heading}</h2>
        <WriterTable contributions={contributions} writerOf={writerOf} />
      </section>
      <section aria-labelledby="contribution-replay" className={styles.section}>
        <h2 id="contribution-replay">{COPY.replay.heading}</h2>
        <ReplaySlider contributions={contributions} writerOf={writerOf} />
      </section>
      <section aria-labelledby="contribution-timeline" className={styles.section}>
        <h2 id="contribution-timeline">{COPY.timeline.heading}</h2>
        <WordTimeline contributions={contributions} writerOf={writerOf} />
      </section>
      <section aria-labelledby="contribution-deletions" className={styles.section}>
        <h2 id="contribution-deletions">{COPY.deletions.heading}</h2>
        <p className={styles.muted}>{COPY.deletions.intro}</p>
        <DeletedPassages contributions={contributions} writerOf={writerOf} />
      </section>
    </div>
  );
}

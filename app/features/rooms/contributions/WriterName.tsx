import { ROOM_CONTRIBUTIONS_COPY } from '@common/copy/room-contributions';
import styles from './ContributionView.module.css';
import { writerStyle } from './writer-styles';
import type { PlacedWriter } from './writers';

/** A writer's name beside a sample of their look, marked "Teacher" for a teacher's edits. */
export function WriterName({ writer }: { writer: PlacedWriter }) {
  return (
    <span className={styles.writerName}>
      <span className={styles.sample} style={writerStyle(writer.index)} aria-hidden="true">
        {ROOM_CONTRIBUTIONS_COPY.sample}
      </span>
      <span>{writer.name}</span>
      {writer.teacherEdits && (
        <span className={styles.teacherBadge}>{ROOM_CONTRIBUTIONS_COPY.teacher}</span>
      )}
    </span>
  );
}

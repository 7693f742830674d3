import { ROOM_CONTRIBUTIONS_COPY } from '@common/copy/room-contributions';
import type { RoomContributions } from '@common/schemas/room-contributions';
import { EmptyState } from '~/components/ui/EmptyState';
import styles from './ContributionView.module.css';
import { WriterName } from './WriterName';
import { clockTime, fullTime, type PlacedWriter } from './writers';

const COPY = ROOM_CONTRIBUTIONS_COPY.writers;

/** Each writer's words now, added and deleted (their own and others'), and last activity. */
export function WriterTable({
  contributions,
  writerOf,
}: {
  contributions: RoomContributions;
  writerOf: (key: string) => PlacedWriter;
}) {
  if (contributions.writers.length === 0) return <EmptyState title={COPY.empty} />;
  return (
    <table className={styles.table} data-testid="contribution-writers">
      <thead>
        <tr>
          <th scope="col">{COPY.writer}</th>
          <th scope="col" className={styles.number}>
            {COPY.now}
          </th>
          <th scope="col" className={styles.number}>
            {COPY.added}
          </th>
          <th scope="col" className={styles.number}>
            {COPY.deletedOwn}
          </th>
          <th scope="col" className={styles.number}>
            {COPY.deletedOthers}
          </th>
          <th scope="col">{COPY.lastActive}</th>
        </tr>
      </thead>
      <tbody>
        {contributions.writers.map(({ key }) => {
          const writer = writerOf(key);
          return (
            <tr key={key} data-testid="contribution-writer">
              <th scope="row">
                <WriterName writer={writer} />
              </th>
              <td className={styles.number} data-label={COPY.now}>
                {writer.wordsNow}
              </td>
              <td className={styles.number} data-label={COPY.added}>
                {writer.wordsAdded}
              </td>
              <td className={styles.number} data-label={COPY.deletedOwn}>
                {writer.wordsDeletedOwn}
              </td>
              <td className={styles.number} data-label={COPY.deletedOthers}>
                {writer.wordsDeletedOthers}
              </td>
              <td data-label={COPY.lastActive}>
                {writer.lastActiveAt && (
                  <time dateTime={writer.lastActiveAt} title={fullTime(writer.lastActiveAt)}>
                    {clockTime(writer.lastActiveAt)}
                  </time>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

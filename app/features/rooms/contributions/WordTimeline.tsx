import { ROOM_CONTRIBUTIONS_COPY } from '@common/copy/room-contributions';
import type { RoomContributions } from '@common/schemas/room-contributions';
import styles from './ContributionView.module.css';
import { writerStyle } from './writer-styles';
import { clockTime, fullTime, type PlacedWriter } from './writers';

const COPY = ROOM_CONTRIBUTIONS_COPY.timeline;

/**
 * Words added and deleted each minute, one column per writer: the figures in words, with a
 * bar in the writer's look beside them (decorative; the words say it all).
 */
export function WordTimeline({
  contributions,
  writerOf,
}: {
  contributions: RoomContributions;
  writerOf: (key: string) => PlacedWriter;
}) {
  const { timeline, writers } = contributions;
  if (timeline.length === 0) return <p className={styles.muted}>{COPY.empty}</p>;
  const minutes = [...new Set(timeline.map((entry) => entry.minute))];
  const most = Math.max(...timeline.map((entry) => entry.added + entry.deleted));
  const countOf = (minute: string, key: string) =>
    timeline.find((entry) => entry.minute === minute && entry.key === key);
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="contribution-timeline">
        <caption className={styles.caption}>{COPY.intro}</caption>
        <thead>
          <tr>
            <th scope="col">{COPY.minute}</th>
            {writers.map((writer) => (
              <th scope="col" key={writer.key}>
                {writer.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {minutes.map((minute) => (
            <tr key={minute}>
              <th scope="row">
                <time dateTime={minute} title={fullTime(minute)}>
                  {clockTime(minute)}
                </time>
              </th>
              {writers.map(({ key, name }) => {
                const count = countOf(minute, key);
                return (
                  <td key={key} data-label={name}>
                    {count && (
                      <span className={styles.minute} style={writerStyle(writerOf(key).index)}>
                        <span
                          className={styles.bar}
                          style={{ inlineSize: `${((count.added + count.deleted) / most) * 100}%` }}
                          aria-hidden="true"
                        />
                        <span>{COPY.counts(count.added, count.deleted)}</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

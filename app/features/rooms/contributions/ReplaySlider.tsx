import { useId, useState } from 'react';
import { ROOM_CONTRIBUTIONS_COPY } from '@common/copy/room-contributions';
import type { RoomContributions } from '@common/schemas/room-contributions';
import styles from './ContributionView.module.css';
import { WriterName } from './WriterName';
import { writerStyle } from './writer-styles';
import { clockTime, type PlacedWriter } from './writers';

const COPY = ROOM_CONTRIBUTIONS_COPY.replay;

/**
 * The writing replayed (point 6): a range input steps through the log (arrow keys, Home and
 * End), and the text at that step is shown coloured by writer. No writer is told by colour
 * alone: each has an underline style of their own too, the legend names them, and each span
 * carries its writer's name (read before it by screen readers, shown on hover).
 */
export function ReplaySlider({
  contributions,
  writerOf,
}: {
  contributions: RoomContributions;
  writerOf: (key: string) => PlacedWriter;
}) {
  const { frames, writers } = contributions;
  const [chosen, setChosen] = useState<number | null>(null);
  const sliderId = useId();
  if (frames.length === 0) return null;
  // Until moved, the slider follows the latest text.
  const step = Math.min(chosen ?? frames.length, frames.length);
  const frame = frames[step - 1]!;
  const where = COPY.step(step, frames.length, clockTime(frame.at));
  return (
    <div className={styles.replay}>
      <div className={styles.slider}>
        <label htmlFor={sliderId}>{COPY.slider}</label>
        <input
          id={sliderId}
          type="range"
          min={1}
          max={frames.length}
          step={1}
          value={step}
          aria-valuetext={where}
          onChange={(event) => setChosen(Number(event.target.value))}
        />
        <output htmlFor={sliderId}>{where}</output>
      </div>
      <ul className={styles.legend} aria-label={COPY.legend}>
        {writers.map(({ key }) => (
          <li key={key}>
            <WriterName writer={writerOf(key)} />
          </li>
        ))}
      </ul>
      <div className={styles.replayText} data-testid="replay-text">
        {frame.paragraphs.length === 0 ? (
          <p className={styles.muted}>{COPY.empty}</p>
        ) : (
          frame.paragraphs.map((paragraph, index) => (
            <p key={index}>
              {paragraph.map((span, at) => {
                const writer = writerOf(span.key);
                return (
                  <span
                    key={at}
                    className={styles.span}
                    style={writerStyle(writer.index)}
                    title={COPY.writtenBy(writer.name)}
                  >
                    <span className="visually-hidden">{COPY.spoken(writer.name)}</span>
                    {span.text}
                  </span>
                );
              })}
            </p>
          ))
        )}
      </div>
    </div>
  );
}

import type { ContributionWriter, RoomContributions } from '@common/schemas/room-contributions';
import { ROOM_CONTRIBUTIONS_COPY } from '@common/copy/room-contributions';

/** A writer with their place in the list (which sets their look: writer-styles.ts). */
export interface PlacedWriter extends ContributionWriter {
  index: number;
}

/** The room's writers by author key; a key the list lacks reads as a former writer. */
export function writersByKey(contributions: RoomContributions) {
  const byKey = new Map<string, PlacedWriter>(
    contributions.writers.map((writer, index) => [writer.key, { ...writer, index }]),
  );
  return (key: string): PlacedWriter =>
    byKey.get(key) ?? {
      key,
      name: ROOM_CONTRIBUTIONS_COPY.formerWriter,
      adult: false,
      teacherEdits: false,
      wordsNow: 0,
      wordsAdded: 0,
      wordsDeletedOwn: 0,
      wordsDeletedOthers: 0,
      lastActiveAt: null,
      index: byKey.size,
    };
}

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const FULL = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' });

/** "10:04 AM" in the reader's zone (a session lasts a lesson), and the full moment. */
export const clockTime = (iso: string) => TIME.format(new Date(iso));
export const fullTime = (iso: string) => FULL.format(new Date(iso));

import type { LiveChannel } from '../adapters/live/channel';

/** The event after which a class's live viewers are checked again: a teacher's place ended. */
export const CLASS_ACCESS_EVENT = 'class-access';

/**
 * Announces that someone's place in a class ended (a co-teacher removed or leaving, the class
 * deleted), so their live views of it end at once on every instance instead of at the next
 * periodic check.
 */
export function publishClassAccessChange(
  live: LiveChannel,
  { classId, teacherId }: { classId: string; teacherId: string },
): Promise<void> {
  return live.publish({ type: CLASS_ACCESS_EVENT, scope: `class:${classId}`, id: teacherId });
}

import { z } from 'zod';

/**
 * How a teacher's restore is recorded in the room's document (its map
 * `ROOM_DOCUMENT.restored`), so that the record of who wrote what knows the words written back
 * are still their writer's: `from` the deleted characters' ids as runs [client, clock, length],
 * `to` the id range [client, first clock, end clock] of what the restore wrote. It travels with
 * the document, so every instance and every later replay sees it; the replay trusts it only
 * when a teacher's change wrote it (attribution-copies.ts).
 */
export const restoreRecordSchema = z.object({
  deletionId: z.string().max(80),
  from: z
    .array(z.number().int().nonnegative())
    .refine((runs) => runs.length % 3 === 0 && runs.length > 0),
  to: z.tuple([
    z.number().int().nonnegative(),
    z.number().int().nonnegative(),
    z.number().int().nonnegative(),
  ]),
});
export type StoredRestoreRecord = z.infer<typeof restoreRecordSchema>;

/** Character ids as runs of consecutive clocks of one client. */
export function idRuns(ids: Array<[client: number, clock: number]>): number[] {
  const runs: number[] = [];
  for (const [client, clock] of ids) {
    const at = runs.length - 3;
    if (at >= 0 && runs[at] === client && runs[at + 1]! + runs[at + 2]! === clock) {
      runs[at + 2] = runs[at + 2]! + 1;
    } else {
      runs.push(client, clock, 1);
    }
  }
  return runs;
}

export function idsOfRuns(runs: number[]): Array<[client: number, clock: number]> {
  const ids: Array<[number, number]> = [];
  for (let at = 0; at + 2 < runs.length; at += 3) {
    for (let offset = 0; offset < runs[at + 2]!; offset += 1) {
      ids.push([runs[at]!, runs[at + 1]! + offset]);
    }
  }
  return ids;
}

import type { LibraryActivity } from '../schemas/activities';
import { BEATITUDES } from './beatitudes';
import { CALL_OF_SAMUEL } from './call-of-samuel';
import { CREATION } from './creation';
import { GOOD_SAMARITAN } from './good-samaritan';
import { PRODIGAL_SON } from './prodigal-son';
import { PSALM_23 } from './psalm-23';
import { ROAD_TO_EMMAUS } from './road-to-emmaus';
import { RUTH_AND_NAOMI } from './ruth-and-naomi';

/**
 * The starter library: ready-made reflection activities, our own writing, that every teacher
 * can copy into their activities and change. Ids are stable (copies remember where they came
 * from), so never rename one; add new activities at the end of the list.
 */
export const STARTER_LIBRARY: readonly LibraryActivity[] = [
  CREATION,
  CALL_OF_SAMUEL,
  RUTH_AND_NAOMI,
  PSALM_23,
  BEATITUDES,
  GOOD_SAMARITAN,
  PRODIGAL_SON,
  ROAD_TO_EMMAUS,
];

export function findLibraryActivity(id: string): LibraryActivity | undefined {
  return STARTER_LIBRARY.find((activity) => activity.id === id);
}

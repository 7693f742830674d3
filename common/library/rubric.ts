import type { LibraryActivity, RubricLevel } from '../schemas/activities';

/** The four levels every starter rubric uses, so scores read the same across activities. */
export const STARTER_LEVELS: RubricLevel[] = [
  { label: 'Beginning', points: 1 },
  { label: 'Developing', points: 2 },
  { label: 'Proficient', points: 3 },
  { label: 'Exemplary', points: 4 },
];

type Criterion = LibraryActivity['rubric']['criteria'][number];

export const criterion = (name: string, description: string): Criterion => ({
  name,
  description,
  levels: STARTER_LEVELS,
});

/** Two criteria every reflection shares: understanding the passage and writing clearly. */
export const UNDERSTANDING = criterion(
  'Understanding the passage',
  'Retells what happens or what is said accurately and uses details from the text.',
);
export const CLEAR_WRITING = criterion(
  'Clear writing',
  'Writes in complete sentences, stays on the question and is easy to follow.',
);

/** Said on every activity retold in our own words, so teachers know it is not a translation. */
export const RETOLD =
  'Retold in our own words (not a Bible translation); read the full passage in your class Bible.';

import type { Kysely } from 'kysely';
import { findLibraryActivity } from '../../../common/library';
import { activityInputSchema, type LibraryActivity } from '../../../common/schemas/activities';
import type { ActivitiesTable, Database } from '../../db/schema';
import { AppError } from '../../errors';
import { createActivity } from './create-activity';
import { ACTIVITY_MESSAGES } from '../../../common/activities/messages';

/** The library activity as editor values (ids are given when the copy is made). */
export function libraryValues(activity: LibraryActivity) {
  return activityInputSchema.parse({
    title: activity.title,
    passageReference: activity.passageReference,
    passageSource: activity.passageSource,
    passageText: activity.passageText,
    instructions: activity.instructions,
    questions: activity.questions.map((prompt) => ({ prompt })),
    vocabulary: activity.vocabulary,
    rubric: activity.rubric,
  });
}

/** Copies a starter library activity into the teacher's own activities. */
export async function copyLibraryActivity(
  db: Kysely<Database>,
  teacherId: string,
  libraryId: string,
): Promise<ActivitiesTable> {
  const activity = findLibraryActivity(libraryId);
  if (!activity) throw new AppError('NOT_FOUND', { activity: ACTIVITY_MESSAGES.libraryNotFound });
  return createActivity(db, teacherId, libraryValues(activity), { sourceLibraryId: activity.id });
}

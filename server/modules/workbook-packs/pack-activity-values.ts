import { activityInputSchema, type ActivityValues } from '../../../common/schemas/activities';
import { passagePagesText, type PackActivity } from '../../../common/workbooks/pack-schema';

/**
 * A pack activity as the editor values of a teacher's activity. A passage left out of the pack
 * becomes the sentence students read instead ("Read pages 12–15 in your workbook"), so the
 * activity renders wherever a passage does, for students and teachers alike.
 */
export function packActivityValues(activity: PackActivity) {
  return activityInputSchema.safeParse({
    title: activity.title,
    passageReference: activity.passageReference,
    passageSource: activity.passageSource,
    passageText: activity.passageText ?? passagePagesText(activity.passagePages!),
    instructions: activity.instructions,
    questions: activity.questions.map((prompt) => ({ prompt })),
    vocabulary: activity.vocabulary,
    rubric: activity.rubric,
  });
}

/** The values of an activity that verification already accepted (it checks packActivityValues). */
export function verifiedPackActivityValues(activity: PackActivity): ActivityValues {
  const values = packActivityValues(activity);
  if (!values.success) throw new Error(`Pack activity ${activity.id} is not a Lectio activity`);
  return values.data;
}

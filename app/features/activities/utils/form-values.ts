import { z } from 'zod';
import { STARTER_LEVELS } from '@common/library/rubric';
import {
  activityInputSchema,
  type Activity,
  type ActivityValues,
} from '@common/schemas/activities';
import { ACTIVITY_MESSAGES } from '@common/activities/messages';

/**
 * The editor's form: the activity as the API takes it, plus whether a rubric is used (turning
 * it off keeps what was typed, in case the teacher turns it back on) and whether an image is
 * attached (which makes its description required).
 */
export interface ActivityFormValues {
  title: string;
  passageReference: string;
  passageSource: string;
  passageText: string;
  instructions: string;
  questions: { id?: string; prompt: string }[];
  vocabulary: { word: string; definition: string }[];
  rubric: {
    criteria: {
      id?: string;
      name: string;
      description: string;
      levels: { label: string; points: number | string }[];
    }[];
  };
  useRubric: boolean;
  hasImage: boolean;
  imageAlt: string;
  dueDate: string;
}

const withFormFields = activityInputSchema
  .extend({ useRubric: z.boolean(), hasImage: z.boolean() })
  .refine((values) => !values.hasImage || values.imageAlt.trim() !== '', {
    path: ['imageAlt'],
    message: ACTIVITY_MESSAGES.imageAltRequired,
    // Shown together with the other field errors, not only once they are fixed.
    when: () => true,
  });

export const activityFormSchema = z.preprocess((raw) => {
  const values = raw as ActivityFormValues;
  return values.useRubric ? values : { ...values, rubric: null };
}, withFormFields);

/** What the API receives: the form's own switches are not part of an activity. */
export function toActivityValues(parsed: z.output<typeof withFormFields>): ActivityValues {
  const { useRubric: _useRubric, hasImage: _hasImage, ...values } = parsed;
  return values;
}

export const newCriterion = () => ({ name: '', description: '', levels: [...STARTER_LEVELS] });

export const EMPTY_ACTIVITY: ActivityFormValues = {
  title: '',
  passageReference: '',
  passageSource: '',
  passageText: '',
  instructions: '',
  questions: [{ prompt: '' }],
  vocabulary: [],
  rubric: { criteria: [newCriterion()] },
  useRubric: false,
  hasImage: false,
  imageAlt: '',
  dueDate: '',
};

export function formValuesOf(activity: Activity): ActivityFormValues {
  return {
    title: activity.title,
    passageReference: activity.passageReference,
    passageSource: activity.passageSource,
    passageText: activity.passageText,
    instructions: activity.instructions,
    questions: activity.questions,
    vocabulary: activity.vocabulary,
    rubric: activity.rubric ?? EMPTY_ACTIVITY.rubric,
    useRubric: activity.rubric !== null,
    hasImage: activity.imageUrl !== null,
    imageAlt: activity.imageAlt,
    dueDate: activity.dueDate ?? '',
  };
}

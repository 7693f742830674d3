import { describe, expect, it } from 'vitest';
import { EMPTY_ACTIVITY, activityFormSchema } from './form-values';
import { nestedZodResolver } from './nested-resolver';
import { ACTIVITY_MESSAGES } from '@common/activities/messages';

const resolve = (values: object) =>
  nestedZodResolver(activityFormSchema)(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('nestedZodResolver with the activity form', () => {
  it('nests row errors and puts list errors under root', async () => {
    const { errors } = await resolve({
      ...EMPTY_ACTIVITY,
      questions: [{ prompt: 'Fine' }, { prompt: ' ' }],
      vocabulary: [
        { word: 'grace', definition: 'A gift' },
        { word: 'Grace', definition: 'Again' },
      ],
    });
    expect(errors).toMatchObject({
      title: { message: ACTIVITY_MESSAGES.titleRequired },
      questions: { 1: { prompt: { message: ACTIVITY_MESSAGES.questionRequired } } },
      vocabulary: { root: { message: ACTIVITY_MESSAGES.duplicateWord } },
    });
  });

  it('checks the rubric only when it is used, and asks for alt text with an image', async () => {
    const complete = {
      ...EMPTY_ACTIVITY,
      title: 'Psalm 23',
      passageReference: 'Psalm 23',
      passageText: 'The Lord is my shepherd.',
      instructions: 'Read and write.',
      questions: [{ prompt: 'Where do you rest?' }],
    };
    const withoutRubric = await resolve(complete);
    expect(withoutRubric.errors).toEqual({});
    expect(withoutRubric.values).toMatchObject({ rubric: null, dueDate: null });

    const withRubric = await resolve({ ...complete, useRubric: true, hasImage: true });
    expect(withRubric.errors).toMatchObject({
      rubric: { criteria: { 0: { name: { message: ACTIVITY_MESSAGES.criterionRequired } } } },
      imageAlt: { message: ACTIVITY_MESSAGES.imageAltRequired },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { activityInputSchema } from '../schemas/activities';
import { STARTER_LIBRARY, findLibraryActivity } from './index';

describe('starter library', () => {
  it('has at least eight activities with unique, stable ids', () => {
    expect(STARTER_LIBRARY.length).toBeGreaterThanOrEqual(8);
    const ids = STARTER_LIBRARY.map((activity) => activity.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
    expect(findLibraryActivity('psalm-23')?.passageReference).toBe('Psalm 23');
    expect(findLibraryActivity('nope')).toBeUndefined();
  });

  it.each(STARTER_LIBRARY.map((activity) => [activity.id, activity] as const))(
    '%s is a complete activity a teacher could save as it is',
    (_id, activity) => {
      expect(activity.questions.length).toBeGreaterThanOrEqual(3);
      expect(activity.questions.length).toBeLessThanOrEqual(5);
      expect(activity.vocabulary.length).toBeGreaterThanOrEqual(3);
      expect(activity.vocabulary.length).toBeLessThanOrEqual(6);
      expect(activity.rubric.criteria.length).toBeGreaterThanOrEqual(1);
      expect(activity.passageSource).not.toBe('');
      const parsed = activityInputSchema.safeParse({
        ...activity,
        questions: activity.questions.map((prompt) => ({ prompt })),
      });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { completionState, type CompletionLesson } from './completion';

const plain = (completed: boolean): CompletionLesson => ({
  completed,
  hasPrompts: false,
  reflectionStatus: null,
});
const reflective = (
  completed: boolean,
  reflectionStatus: CompletionLesson['reflectionStatus'],
): CompletionLesson => ({ completed, hasPrompts: true, reflectionStatus });

describe('completionState', () => {
  it('never completes a course without lessons', () => {
    expect(completionState(100, [])).toMatchObject({
      complete: false,
      totalLessons: 0,
      neededLessons: 0,
      lessonsToComplete: 0,
    });
  });

  it('completes lessons without prompts by completing them', () => {
    expect(completionState(100, [plain(true), plain(true)]).complete).toBe(true);
    expect(completionState(100, [plain(true), plain(false)])).toMatchObject({
      complete: false,
      countedLessons: 1,
      lessonsToComplete: 1,
    });
  });

  it('rounds the lessons needed up', () => {
    // 50 % of 3 lessons is 1.5: two are needed.
    expect(completionState(50, [plain(true), plain(false), plain(false)])).toMatchObject({
      complete: false,
      neededLessons: 2,
      lessonsToComplete: 1,
    });
    expect(completionState(50, [plain(true), plain(true), plain(false)]).complete).toBe(true);
    // 1 % of 3 lessons still needs one.
    expect(completionState(1, [plain(false), plain(false), plain(false)]).neededLessons).toBe(1);
    // 70 % of 10 is exactly 7, not 8 from floating point.
    expect(
      completionState(
        70,
        Array.from({ length: 10 }, () => plain(false)),
      ).neededLessons,
    ).toBe(7);
  });

  it('counts a lesson with prompts only once its reflection is accepted', () => {
    for (const status of ['draft', 'submitted', 'resubmitted', 'returned'] as const) {
      expect(completionState(100, [plain(true), reflective(true, status)]).complete).toBe(false);
    }
    expect(completionState(100, [plain(true), reflective(true, 'accepted')]).complete).toBe(true);
    // An accepted reflection on a lesson left uncompleted does not count either.
    expect(completionState(100, [reflective(false, 'accepted')]).complete).toBe(false);
  });

  it('says what remains: lessons, reflections waiting, reflections returned', () => {
    const state = completionState(100, [
      plain(true),
      plain(false),
      plain(false),
      reflective(true, 'submitted'),
      reflective(true, 'resubmitted'),
      reflective(true, 'returned'),
    ]);
    expect(state).toEqual({
      complete: false,
      totalLessons: 6,
      neededLessons: 6,
      countedLessons: 1,
      lessonsToComplete: 2,
      reflectionsWaiting: 2,
      reflectionsReturned: 1,
    });
  });

  it('lets a participant complete without the lessons beyond the percentage', () => {
    const state = completionState(75, [
      plain(true),
      plain(true),
      reflective(true, 'accepted'),
      reflective(true, 'returned'),
    ]);
    expect(state).toMatchObject({ complete: true, lessonsToComplete: 0, reflectionsReturned: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import type { BuilderCourse, LessonSummary } from '@common/schemas/academy-builder';
import { withSavedLesson } from './outline-cache';

const lesson = (id: string, chapterId: string, position: number): LessonSummary => ({
  id,
  chapterId,
  title: `Lesson ${id}`,
  position,
  blockCount: 0,
  blockTypes: [],
  updatedAt: '2026-11-01T10:00:00.000Z',
  releaseMode: 'immediate',
  releaseDate: null,
  releaseDays: null,
  requiresPrevious: false,
});

const course = {
  id: 'course',
  title: 'Be still',
  chapters: [
    { id: 'c1', title: 'Listening', lessons: [lesson('a', 'c1', 1), lesson('b', 'c1', 2)] },
    { id: 'c2', title: 'Responding', lessons: [lesson('c', 'c2', 1)] },
  ],
} as unknown as BuilderCourse;

describe('the outline after a lesson is saved', () => {
  it('shows the saved title and blocks of that lesson, and leaves the rest as it was', () => {
    const next = withSavedLesson(course, {
      id: 'c',
      title: 'A psalm of praise',
      blockCount: 2,
      blockTypes: ['text', 'prompts'],
      updatedAt: '2026-11-01T10:05:00.000Z',
    });
    expect(next.chapters[1]!.lessons[0]).toEqual({
      ...lesson('c', 'c2', 1),
      title: 'A psalm of praise',
      blockCount: 2,
      blockTypes: ['text', 'prompts'],
      updatedAt: '2026-11-01T10:05:00.000Z',
    });
    // The other chapter is the very same object: nothing else re-renders.
    expect(next.chapters[0]).toBe(course.chapters[0]);
    expect(course.chapters[1]!.lessons[0]!.blockCount).toBe(0);
  });

  it('leaves the course alone for a lesson it does not hold', () => {
    const saved = { ...lesson('z', 'c9', 1), blockCount: 4 };
    expect(withSavedLesson(course, saved)).toBe(course);
  });
});

import { describe, expect, it } from 'vitest';
import { LESSON_BLOCK_TYPES } from '@common/academy/blocks';
import { ACADEMY_CLIENT_ROUTE_PATTERNS, ACADEMY_PATHS } from '@common/academy/routes';
import { LESSON_BLOCK_MESSAGES } from '@common/copy/academy-blocks';
import { lessonBlocksSchema } from '@common/schemas/academy-blocks';
import { blockProblem, completeBlocks, entriesOf, newBlock, newPromptId } from './lesson-drafts';

describe('the lesson editor’s drafts', () => {
  it('starts every block type empty, and says what is missing', () => {
    for (const type of LESSON_BLOCK_TYPES) {
      expect(newBlock(type).type).toBe(type);
      expect(blockProblem(newBlock(type)), type).not.toBeNull();
    }
    expect(blockProblem(newBlock('text'))).toBe(LESSON_BLOCK_MESSAGES.textRequired);
  });

  it('saves only the complete blocks, in order, as the server accepts them', () => {
    const scripture = {
      ...newBlock('scripture'),
      reference: 'John 1:1-5',
      text: 'In the beginning was the Word.',
    };
    const entries = entriesOf([
      { type: 'text', html: '<p>Welcome</p>' },
      newBlock('prompts'),
      scripture,
    ]);
    const sent = completeBlocks(entries);
    expect(sent.map((block) => block.type)).toEqual(['text', 'scripture']);
    expect(lessonBlocksSchema.safeParse(sent).success).toBe(true);
  });

  it('makes prompt ids the schema accepts, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newPromptId));
    expect(ids.size).toBe(50);
    const prompts = {
      type: 'prompts' as const,
      prompts: [...ids].map((id) => ({ id, text: 'Why?' })).slice(0, 10),
    };
    expect(blockProblem(prompts)).toBeNull();
  });
});

describe('the builder’s addresses', () => {
  it('are all served by the Academy’s page shell, and nothing beside them', () => {
    const id = crypto.randomUUID();
    const served = (path: string) =>
      ACADEMY_CLIENT_ROUTE_PATTERNS.some((pattern) => pattern.test(path));
    for (const path of [
      ACADEMY_PATHS.instructorCourse(id),
      ACADEMY_PATHS.instructorCourseDetails(id),
      ACADEMY_PATHS.instructorCourseSettings(id),
      ACADEMY_PATHS.instructorCourseSharing(id),
      ACADEMY_PATHS.instructorLesson(id, id),
    ]) {
      expect(served(path), path).toBe(true);
    }
    expect(served(`/instructor/courses/${id}/elsewhere`)).toBe(false);
    expect(served('/instructor/courses/../../etc')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { CERTIFICATE_PANEL as COPY } from '@common/academy/certificates-messages';
import { completionState } from '@common/academy/completion';
import { remainingLines } from './remaining';

const plain = (completed: boolean) => ({ completed, hasPrompts: false, reflectionStatus: null });

describe('remainingLines', () => {
  it('names the lessons left and the reflections waiting or returned, and nothing else', () => {
    const state = completionState(100, [
      plain(true),
      plain(false),
      plain(false),
      { completed: true, hasPrompts: true, reflectionStatus: 'submitted' },
      { completed: true, hasPrompts: true, reflectionStatus: 'returned' },
    ]);
    expect(remainingLines(state)).toEqual([
      '2 more lessons to complete',
      '1 reflection waiting for feedback',
      '1 reflection returned to revise',
    ]);
    expect(remainingLines(completionState(100, [plain(true), plain(false)]))).toEqual([
      COPY.lessonsLeft(1),
    ]);
  });

  it('says a course without lessons has nothing to complete', () => {
    expect(remainingLines(completionState(100, []))).toEqual([COPY.noLessons]);
  });
});

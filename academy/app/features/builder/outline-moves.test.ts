import { describe, expect, it } from 'vitest';
import { moveChapter, moveLesson, placeChapter, placeLesson, type Outline } from './outline-moves';

const outline: Outline = [
  { id: 'c1', lessonIds: ['a', 'b'] },
  { id: 'c2', lessonIds: ['c'] },
  { id: 'c3', lessonIds: [] },
];

describe('moving in the outline', () => {
  it('moves a chapter and stops at the ends', () => {
    expect(moveChapter(outline, 'c1', 1).map((c) => c.id)).toEqual(['c2', 'c1', 'c3']);
    expect(moveChapter(outline, 'c1', -1)).toBe(outline);
    expect(placeChapter(outline, 'c3', 'c1').map((c) => c.id)).toEqual(['c3', 'c1', 'c2']);
  });

  it('moves a lesson within its chapter, then across chapters', () => {
    expect(moveLesson(outline, 'a', 1)[0]!.lessonIds).toEqual(['b', 'a']);
    const down = moveLesson(outline, 'b', 1);
    expect(down[0]!.lessonIds).toEqual(['a']);
    expect(down[1]!.lessonIds).toEqual(['b', 'c']);
    const up = moveLesson(outline, 'c', -1);
    expect(up[0]!.lessonIds).toEqual(['a', 'b', 'c']);
    expect(up[1]!.lessonIds).toEqual([]);
    // Into an empty chapter, and not past the last one.
    expect(moveLesson(outline, 'c', 1)[2]!.lessonIds).toEqual(['c']);
    expect(moveLesson(outline, 'a', -1)).toBe(outline);
    expect(outline[0]!.lessonIds).toEqual(['a', 'b']);
  });

  it('places a dragged lesson before another or at a chapter’s end', () => {
    expect(placeLesson(outline, 'c', 'c1', 'b')[0]!.lessonIds).toEqual(['a', 'c', 'b']);
    expect(placeLesson(outline, 'a', 'c3', null)[2]!.lessonIds).toEqual(['a']);
  });
});

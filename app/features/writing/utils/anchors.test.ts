import { describe, expect, it } from 'vitest';
import type { ProjectComment } from '@common/schemas/projects';
import { locate, segmentsOf, threadsOf } from './anchors';

const comment = (id: string, anchor: ProjectComment['anchor'], parentId: string | null = null) =>
  ({
    id,
    author: 'Mrs. Lopez',
    authorRole: 'teacher',
    body: 'Nice',
    createdAt: '2026-11-26T10:00:00.000Z',
    parentId,
    versionNumber: 1,
    anchor,
  }) satisfies ProjectComment;

describe('comment anchors', () => {
  it('cuts a rich-text answer’s plain text into highlighted runs', () => {
    const answer = '<p>The Lord is my <strong>shepherd</strong>.</p><p>I shall not want.</p>';
    const segments = segmentsOf(answer, 'q1', [
      comment('a', { questionId: 'q1', start: 15, end: 23, quote: 'shepherd' }),
      comment('b', { questionId: 'q2', start: 0, end: 3, quote: 'The' }),
    ]);
    expect(segments).toEqual([
      { text: 'The Lord is my ', commentIds: [] },
      { text: 'shepherd', commentIds: ['a'] },
      { text: '.\nI shall not want.', commentIds: [] },
    ]);
  });

  it('follows the quoted words when the text moved, and drops them when they are gone', () => {
    const anchor = { questionId: 'q1', start: 0, end: 4, quote: 'Lord' };
    expect(locate('The Lord', anchor)).toEqual({ start: 4, end: 8 });
    expect(locate('The Shepherd', anchor)).toBeNull();
  });

  it('threads replies under their comment', () => {
    const threads = threadsOf([comment('a', null), comment('b', null, 'a'), comment('c', null)]);
    expect(threads.map((t) => [t.comment.id, t.replies.map((r) => r.id)])).toEqual([
      ['a', ['b']],
      ['c', []],
    ]);
  });
});

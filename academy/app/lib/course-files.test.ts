import { describe, expect, it } from 'vitest';
import { courseFileUrl } from './course-files';

describe('courseFileUrl (the lesson page’s files)', () => {
  it('sends the key as one segment, its slashes encoded, as the file route reads it', () => {
    // An uploaded video's key has a slash: sent bare, the route (…/:fileKey) never matched,
    // and the participant's player and images got a 404.
    expect(courseFileUrl('c1', 'uploads/3f2a')).toBe(
      '/api/academy/files/courses/c1/uploads%2F3f2a',
    );
    expect(courseFileUrl('c1', 'academy/demo/title.mp4')).toBe(
      '/api/academy/files/courses/c1/academy%2Fdemo%2Ftitle.mp4',
    );
  });
});

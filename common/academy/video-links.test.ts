import { describe, expect, it } from 'vitest';
import { youTubeIdOf } from './video-links';

describe('youTubeIdOf', () => {
  it('reads the id from every YouTube link shape', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(youTubeIdOf(url), url).toBe('dQw4w9WgXcQ');
    }
  });

  it('answers null for other providers, look-alike hosts and odd ids', () => {
    expect(youTubeIdOf('https://vimeo.com/76979871')).toBeNull();
    expect(youTubeIdOf('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youTubeIdOf('https://www.youtube.com/watch?v=%22%3E%3Cscript%3E')).toBeNull();
    expect(youTubeIdOf('not a link')).toBeNull();
  });
});

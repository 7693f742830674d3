import { describe, expect, it } from 'vitest';
import { DEMO_FILES } from './demo-files';
import { PRAYING_WITH_SCRIPTURE } from './praying-with-scripture';
import { renderDemoFiles, withoutMissingFiles } from './render-demo-files';

describe('the demo course’s own files', () => {
  it('are the handout alone on a machine without FFmpeg, the video skipped with the reason', async () => {
    const { files, skipped } = await renderDemoFiles({ ffmpegPath: null });
    expect(files.map((file) => [file.key, file.contentType])).toEqual([
      [DEMO_FILES.glanceHandout.key, 'application/pdf'],
    ]);
    expect(files[0]!.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(skipped).toEqual([
      {
        key: DEMO_FILES.titleVideo.key,
        reason: 'No FFmpeg on this machine: the title video cannot be rendered',
      },
    ]);
  });

  it('leave the course whole without the video: only its block goes', () => {
    const lessons = (course: typeof PRAYING_WITH_SCRIPTURE) =>
      course.chapters.flatMap((chapter) => chapter.lessons);
    const before = lessons(PRAYING_WITH_SCRIPTURE);
    const after = lessons(withoutMissingFiles(PRAYING_WITH_SCRIPTURE, [DEMO_FILES.titleVideo.key]));
    expect(after.map((lesson) => lesson.slug)).toEqual(before.map((lesson) => lesson.slug));
    const blockTypes = (list: typeof before) => list.flatMap((l) => l.blocks.map((b) => b.type));
    expect(blockTypes(after)).toEqual(blockTypes(before).filter((type) => type !== 'video'));
    expect(blockTypes(after)).toContain('attachment');
  });
});

import type { AcademyArt } from '../../../../common/academy/blocks';
import type { LessonBlock } from '../../../../common/schemas/academy-blocks';
import { renderArtPng } from './art/render-art';
import type { DemoCourse } from './demo-course';
import { DEMO_FILES, DEMO_TITLE_CARD, demoCoverKey } from './demo-files';
import { renderLectioGlancePdf } from './render-lectio-glance-pdf';
import { renderTitleVideo } from './render-title-video';

export interface DemoFile {
  key: string;
  contentType: string;
  bytes: Buffer;
}

export interface RenderedDemoFiles {
  files: DemoFile[];
  /** Files that could not be made here (no FFmpeg, FFmpeg failed), with the reason for the log. */
  skipped: { key: string; reason: string }[];
}

/**
 * Makes the demo courses' own files for the seed to store: the handout and the covers asked
 * for (PNGs of their art) always, the title video when FFmpeg works on this machine. Without
 * the video the course is still whole: the seed drops the block with `withoutMissingFiles`.
 */
export async function renderDemoFiles({
  ffmpegPath,
  covers = [],
  signal,
}: {
  ffmpegPath: string | null;
  covers?: readonly AcademyArt[];
  signal?: AbortSignal;
}): Promise<RenderedDemoFiles> {
  const result: RenderedDemoFiles = {
    files: [
      {
        key: DEMO_FILES.glanceHandout.key,
        contentType: DEMO_FILES.glanceHandout.contentType,
        bytes: await renderLectioGlancePdf(),
      },
    ],
    skipped: [],
  };
  for (const art of covers) {
    result.files.push({
      key: demoCoverKey(art),
      contentType: 'image/png',
      bytes: await renderArtPng(art),
    });
  }
  const video = DEMO_FILES.titleVideo;
  try {
    const bytes = await renderTitleVideo(DEMO_TITLE_CARD, {
      ffmpegPath,
      durationSeconds: video.durationSeconds,
      signal,
    });
    result.files.push({ key: video.key, contentType: video.contentType, bytes });
  } catch (error) {
    if (signal?.aborted) throw error;
    result.skipped.push({ key: video.key, reason: (error as Error).message });
  }
  return result;
}

/** The course without the blocks whose stored file is missing (`missingKeys`). */
export function withoutMissingFiles(course: DemoCourse, missingKeys: Iterable<string>): DemoCourse {
  const missing = new Set(missingKeys);
  const keep = (block: LessonBlock) => {
    if (block.type === 'attachment') return !missing.has(block.fileKey);
    if ((block.type === 'video' || block.type === 'image') && block.source.kind === 'file') {
      return !missing.has(block.source.fileKey);
    }
    return true;
  };
  return {
    ...course,
    chapters: course.chapters.map((chapter) => ({
      ...chapter,
      lessons: chapter.lessons.map((lesson) => ({ ...lesson, blocks: lesson.blocks.filter(keep) })),
    })),
  };
}

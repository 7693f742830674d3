import type { FileStorage } from '../../../adapters/storage/storage';
import { DEMO_COURSES } from './demo-courses';
import { renderDemoFiles, type RenderedDemoFiles } from './render-demo-files';

/**
 * The rendered files, kept per FFmpeg binary for the life of the process: the bytes are the
 * same on every run, so a process that seeds several databases (the tests) renders once.
 */
const rendered = new Map<string | null, Promise<RenderedDemoFiles>>();

function renderOnce(ffmpegPath: string | null): Promise<RenderedDemoFiles> {
  let files = rendered.get(ffmpegPath);
  if (!files) {
    files = renderDemoFiles({
      ffmpegPath,
      covers: DEMO_COURSES.map((course) => course.coverArt),
    });
    // A failed render is tried again by the next seed, not remembered.
    files.catch(() => rendered.delete(ffmpegPath));
    rendered.set(ffmpegPath, files);
  }
  return files;
}

/**
 * Renders the demo courses' files and puts them in storage, before the seed's transaction
 * (rendering the video takes seconds). Answers the keys stored: the seed drops the blocks
 * whose file is not among them. Storing again is harmless: the same bytes replace the same.
 */
export async function storeAcademyDemoFiles(
  storage: FileStorage,
  ffmpegPath: string | null,
): Promise<Set<string>> {
  const { files } = await renderOnce(ffmpegPath);
  await Promise.all(
    files.map((file) => storage.put(file.key, file.bytes, { contentType: file.contentType })),
  );
  return new Set(files.map((file) => file.key));
}

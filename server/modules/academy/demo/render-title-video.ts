import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookFonts } from '../../fulfilment/book-fonts';
import { FfmpegFailedError, runFfmpegOk } from '../../media/ffmpeg/run-ffmpeg';
import {
  FLAME_SIZE,
  renderTitleBackground,
  renderTitleFlame,
  TITLE_DRIFT,
  TITLE_FRAME,
  wrapTitle,
} from './title-card-art';

/**
 * The demo course's video (issue 13, point 16), made by the project itself: an animated title
 * card, the course's title and subtitle fading in under the Lectio flame over a slowly
 * drifting indigo gradient. FFmpeg draws the words with drawtext in the book font we ship
 * (server/assets/fonts), so it looks the same on every machine and needs no network.
 */

export interface TitleCard {
  title: string;
  subtitle?: string;
  /** The small line above the title. */
  eyebrow?: string;
}

export interface RenderTitleVideoOptions {
  /** FFmpeg's binary (app.ffmpegPath); null when this machine has none. */
  ffmpegPath: string | null;
  /** Between TITLE_VIDEO_SECONDS.min and .max; 8 unless asked. */
  durationSeconds?: number;
  /** Killed when it aborts (the seed's time limit, the server closing). */
  signal?: AbortSignal;
}

export const TITLE_VIDEO_SECONDS = { min: 6, max: 10, default: 8 } as const;
const FPS = 30;

/** The title video could not be made; the message says why, in words for a log. */
export class TitleVideoError extends Error {
  override name = 'TitleVideoError';
}

/**
 * Renders the title card as an MP4 (H.264 High, yuv420p, 30 fps, 1280 × 720, `+faststart`, no
 * sound) and returns its bytes. Rejects with TitleVideoError when there is no FFmpeg, the
 * card is empty, or FFmpeg fails (with the end of its log).
 */
export async function renderTitleVideo(
  card: TitleCard,
  { ffmpegPath, durationSeconds = TITLE_VIDEO_SECONDS.default, signal }: RenderTitleVideoOptions,
): Promise<Buffer> {
  if (!ffmpegPath) {
    throw new TitleVideoError('No FFmpeg on this machine: the title video cannot be rendered');
  }
  if (card.title.trim() === '') throw new TitleVideoError('The title video needs a title');
  if (
    !Number.isFinite(durationSeconds) ||
    durationSeconds < TITLE_VIDEO_SECONDS.min ||
    durationSeconds > TITLE_VIDEO_SECONDS.max
  ) {
    throw new TitleVideoError(
      `A title video lasts ${TITLE_VIDEO_SECONDS.min} to ${TITLE_VIDEO_SECONDS.max} seconds`,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'lectio-title-video-'));
  try {
    const files = await prepareInputs(dir, card);
    const output = join(dir, 'title.mp4');
    try {
      await runFfmpegOk(ffmpegPath, ffmpegArgs(files, durationSeconds, output), { signal });
    } catch (error) {
      if (error instanceof FfmpegFailedError) {
        throw new TitleVideoError(`FFmpeg could not render the title video: ${error.message}`);
      }
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new TitleVideoError(`FFmpeg was not found at ${ffmpegPath}`);
      }
      throw error;
    }
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface TextLine {
  /** The file drawtext reads the words from (so they need no escaping). */
  file: string;
  font: string;
  size: number;
  color: string;
  y: number;
  /** When (s) the line starts to fade in. */
  appearsAt: number;
}

interface Inputs {
  background: string;
  flame: string;
  lines: TextLine[];
}

const TEXT_STYLE = {
  eyebrow: { size: 28, color: '0xf0b24a', gap: 26, maxChars: 40, maxLines: 1, appearsAt: 0.6 },
  title: { size: 72, color: '0xfbf8f2', gap: 18, maxChars: 28, maxLines: 3, appearsAt: 1.0 },
  subtitle: { size: 38, color: '0xfbeed3', gap: 14, maxChars: 48, maxLines: 2, appearsAt: 2.2 },
} as const;
/** Where the flame sits, and where the words start below it. */
const FLAME_Y = 96;
const TEXT_TOP = FLAME_Y + FLAME_SIZE.height + 36;

async function prepareInputs(dir: string, card: TitleCard): Promise<Inputs> {
  const fonts = bookFonts();
  const serifBold = join(dir, 'serif-bold.ttf');
  const sans = join(dir, 'sans-bold.ttf');
  const serifItalic = join(dir, 'serif-italic.ttf');
  const background = join(dir, 'background.png');
  const flame = join(dir, 'flame.png');
  await Promise.all([
    writeFile(serifBold, fonts.serifBold),
    writeFile(sans, fonts.sansBold),
    writeFile(serifItalic, fonts.serifItalic),
    renderTitleBackground().then((png) => writeFile(background, png)),
    renderTitleFlame().then((png) => writeFile(flame, png)),
  ]);
  const parts = [
    { style: TEXT_STYLE.eyebrow, font: sans, text: card.eyebrow?.toUpperCase() },
    { style: TEXT_STYLE.title, font: serifBold, text: card.title },
    { style: TEXT_STYLE.subtitle, font: serifItalic, text: card.subtitle },
  ];
  const lines: TextLine[] = [];
  let y = TEXT_TOP;
  for (const { style, font, text } of parts) {
    if (!text?.trim()) continue;
    for (const words of wrapTitle(text, style.maxChars, style.maxLines)) {
      const file = join(dir, `line-${lines.length}.txt`);
      await writeFile(file, words);
      lines.push({
        file,
        font,
        size: style.size,
        color: style.color,
        y,
        appearsAt: style.appearsAt,
      });
      y += Math.round(style.size * 1.2);
    }
    y += style.gap;
  }
  // Centre the words in the space under the flame.
  const shift = Math.max(0, Math.round((TITLE_FRAME.height - 56 - y) / 2));
  for (const line of lines) line.y += shift;
  return { background, flame, lines };
}

/** The fade-in of something that starts to appear at `start` and is whole 1.4 s later. */
const fadeIn = (start: number) =>
  `'if(lt(t,${start}),0,if(lt(t,${start + 1.4}),(t-${start})/1.4,1))'`;

function ffmpegArgs(files: Inputs, seconds: number, output: string): string[] {
  for (const path of [
    files.background,
    files.flame,
    ...files.lines.flatMap((l) => [l.file, l.font]),
  ]) {
    // Paths go into the filter graph unquoted: our temporary folder never needs escaping.
    if (!/^[\w./-]+$/.test(path)) throw new TitleVideoError(`Unsafe path for FFmpeg: ${path}`);
  }
  const { width, height } = TITLE_FRAME;
  const text = files.lines.map(
    (line) =>
      `drawtext=fontfile=${line.font}:textfile=${line.file}:expansion=none:fontsize=${line.size}` +
      `:fontcolor=${line.color}:x=(w-text_w)/2:y=${line.y}:alpha=${fadeIn(line.appearsAt)}`,
  );
  const graph = [
    `[0:v]crop=${width}:${height}:x='${TITLE_DRIFT}*t/${seconds}':y=0,setsar=1[bg]`,
    `[1:v]format=rgba,fade=t=in:st=0.2:d=1.2:alpha=1[flame]`,
    `[bg][flame]overlay=x=(W-w)/2:y=${FLAME_Y}:shortest=1[base]`,
    [
      '[base]',
      [...text, 'fade=t=in:st=0:d=0.6', `fade=t=out:st=${seconds - 1}:d=1`, 'format=yuv420p'].join(
        ',',
      ),
      '[v]',
    ].join(''),
  ].join(';');
  const still = (file: string) => [
    '-loop',
    '1',
    '-framerate',
    String(FPS),
    '-t',
    String(seconds),
    '-i',
    file,
  ];
  return [
    ...still(files.background),
    ...still(files.flame),
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-r',
    String(FPS),
    '-t',
    String(seconds),
    '-map_metadata',
    '-1',
    '-movflags',
    '+faststart',
    '-y',
    output,
  ];
}

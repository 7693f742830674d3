import sharp from 'sharp';
import { svgDocument } from './art/svg-document';

/**
 * The pictures under the title video's words: a calm indigo gradient with a gold glow and a
 * few stars, drawn wider than the frame so the video can drift slowly across it, and the
 * Lectio flame, drawn apart so it can fade in on its own.
 */
export const TITLE_FRAME = { width: 1280, height: 720 } as const;
/** How far (px) the background drifts over the whole video. */
export const TITLE_DRIFT = 160;
export const FLAME_SIZE = { width: 120, height: 160 } as const;

const backgroundSvg = (width: number, height: number) =>
  svgDocument(
    {
      canvas: { width, height },
      size: { width, height },
      ground: 'url(#sky)',
      defs: `
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1b275c"/>
      <stop offset="0.55" stop-color="#26367a"/>
      <stop offset="1" stop-color="#3a2b63"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#f0b24a" stop-opacity="0.28"/>
      <stop offset="1" stop-color="#f0b24a" stop-opacity="0"/>
    </radialGradient>
`,
    },
    `
  <circle cx="${width / 2}" cy="${height * 0.3}" r="${height * 0.55}" fill="url(#glow)"/>
  <circle cx="${width / 2}" cy="${height * 0.62}" r="${height * 0.42}" fill="#ffffff" fill-opacity="0.04"/>
  <g fill="#f0b24a">
    <circle cx="${width * 0.12}" cy="${height * 0.18}" r="4"/>
    <circle cx="${width * 0.86}" cy="${height * 0.12}" r="5"/>
    <circle cx="${width * 0.9}" cy="${height * 0.5}" r="3"/>
    <circle cx="${width * 0.18}" cy="${height * 0.7}" r="3"/>
    <circle cx="${width * 0.74}" cy="${height * 0.84}" r="2.5"/>
    <circle cx="${width * 0.3}" cy="${height * 0.1}" r="2.5"/>
  </g>
`,
  );

/** The Lectio flame with its rays (as on the course cover), on a transparent ground. */
const FLAME_SVG = svgDocument(
  { canvas: { width: 60, height: 80 }, size: FLAME_SIZE },
  `
  <g fill="none" stroke="#f0b24a" stroke-width="2.5" stroke-linecap="round" opacity="0.8">
    <path d="M30 4v9"/><path d="M12 12l5 7"/><path d="M48 12l-5 7"/>
  </g>
  <path d="M30 76c-16-13-16-34 0-48 16 14 16 35 0 48z" fill="#f0b24a"/>
  <path d="M30 69c-7-6-7-16 0-23 7 7 7 17 0 23z" fill="#fbf8f2" fill-opacity="0.9"/>
`,
);

export async function renderTitleBackground(): Promise<Buffer> {
  const width = TITLE_FRAME.width + TITLE_DRIFT;
  return sharp(Buffer.from(backgroundSvg(width, TITLE_FRAME.height)))
    .png()
    .toBuffer();
}

export async function renderTitleFlame(): Promise<Buffer> {
  return sharp(Buffer.from(FLAME_SVG), { density: 144 })
    .resize(FLAME_SIZE.width, FLAME_SIZE.height)
    .png()
    .toBuffer();
}

/**
 * Breaks a title into lines of at most `maxChars` characters at spaces (FFmpeg's drawtext
 * does not wrap), at most `maxLines` lines, the last one ending with "…" when cut.
 */
export function wrapTitle(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word);
    }
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const end = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${end.slice(0, maxChars - 1)}…`;
  return kept;
}

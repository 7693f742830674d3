/**
 * The frame every one of Lectio's drawings shares (the demo's covers and chapter pictures, the
 * title video's background and flame): the SVG element with its canvas and size, optional
 * gradients, and a full-canvas ground. Each drawing then writes only what it draws.
 */
export interface SvgFrame {
  /** The drawing's own coordinates: `viewBox="0 0 width height"`. */
  canvas: { width: number; height: number };
  /** The size it is drawn at (sharp rasterises at this size times its density). */
  size: { width: number; height: number };
  /** Gradients and clip paths, inside <defs>. */
  defs?: string;
  /** The fill of a rectangle over the whole canvas; none leaves the ground transparent. */
  ground?: string;
}

/** Lectio's art is 16:9 on a 480 × 270 canvas so it stays sharp at any size. */
export const ART_CANVAS = { width: 480, height: 270 } as const;
/** The paper colour most drawings are made on (the design tokens' page background). */
export const PAPER = '#fbf8f2';

/** Strips the newline that opens and the one that closes a template literal's lines. */
const lines = (text: string) => text.replace(/^\n/, '').replace(/\n$/, '');

/**
 * The SVG document of a drawing: its frame around `body`, the drawing's elements (written one
 * per line, indented two spaces, between newlines).
 */
export function svgDocument({ canvas, size, defs, ground }: SvgFrame, body: string): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${canvas.width} ${canvas.height}" width="${size.width}" height="${size.height}">`;
  return [
    open,
    ...(defs === undefined ? [] : ['  <defs>', lines(defs), '  </defs>']),
    ...(ground === undefined
      ? []
      : [`  <rect width="${canvas.width}" height="${canvas.height}" fill="${ground}"/>`]),
    lines(body),
    '</svg>',
  ].join('\n');
}

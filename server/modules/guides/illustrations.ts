import { BRAND } from './brand';
import type { IllustrationName } from './content';

/**
 * The guides' drawings, made with PDF vector shapes in the brand colours (our own art, no
 * image files). Each scene is drawn on a 400 × 220 canvas and scaled to fit its box.
 */
type Doc = PDFKit.PDFDocument;

const CANVAS = { width: 400, height: 220 };
const TEXT_LINE = '#c9cfe0';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function drawIllustration(doc: Doc, name: IllustrationName, box: Box): void {
  withCanvas(doc, box, CANVAS, () => SCENES[name](doc));
}

/** The Lectio mark (an open book whose pages rise like a flame), as in app/components/ui/Logo. */
export function drawLogoMark(doc: Doc, x: number, y: number, size: number, inverted = false) {
  const ink = inverted ? BRAND.white : BRAND.indigo;
  doc.save();
  doc.translate(x, y).scale(size / 40);
  doc.path('M20 9c-3.5-3.5-3-7 0-9 3 2 3.5 5.5 0 9z').fill(BRAND.gold);
  doc.lineWidth(2).lineJoin('round');
  doc
    .path('M3 13c6-1.5 12 0 17 4v20c-5-4-11-5.5-17-4z')
    .fillOpacity(inverted ? 0.18 : 1)
    .fillAndStroke(inverted ? BRAND.white : BRAND.indigoSoft, ink);
  doc
    .path('M37 13c-6-1.5-12 0-17 4v20c5-4 11-5.5 17-4z')
    .fillOpacity(inverted ? 0.08 : 1)
    .fillAndStroke(BRAND.white, ink);
  doc.restore();
}

/** The cover's large drawing: a glowing open book under a flame, on a 240 × 240 canvas. */
export function drawCoverArt(doc: Doc, box: Box): void {
  withCanvas(doc, box, { width: 240, height: 240 }, () => {
    doc.circle(120, 124, 112).fillOpacity(0.35).fill('#3a4c98');
    doc.circle(120, 124, 80).fillOpacity(0.35).fill('#4d5fab');
    doc.fillOpacity(1);
    // Rays from the flame.
    doc.lineWidth(3).lineCap('round').strokeColor(BRAND.goldLight).strokeOpacity(0.55);
    for (const angle of [-70, -45, -20, 20, 45, 70]) {
      const radians = ((angle - 90) * Math.PI) / 180;
      doc
        .moveTo(120 + Math.cos(radians) * 46, 78 + Math.sin(radians) * 46)
        .lineTo(120 + Math.cos(radians) * 66, 78 + Math.sin(radians) * 66)
        .stroke();
    }
    doc.strokeOpacity(1);
    doc.path('M120 96 C 98 76 100 52 120 36 C 140 52 142 76 120 96 Z').fill(BRAND.goldLight);
    doc.path('M120 90 C 110 78 110 64 120 54 C 130 64 130 78 120 90 Z').fill(BRAND.gold);
    // The open book.
    doc.lineWidth(4).lineJoin('round');
    doc
      .path('M26 118 C 60 106 94 110 120 130 L 120 214 C 94 196 60 192 26 202 Z')
      .fillAndStroke(BRAND.indigoSoft, BRAND.white);
    doc
      .path('M214 118 C 180 106 146 110 120 130 L 120 214 C 146 196 180 192 214 202 Z')
      .fillAndStroke(BRAND.white, BRAND.white);
    textLines(doc, 42, 134, [62, 56, 64, 48], 14, '#aab4d6', 3.5);
    textLines(doc, 136, 134, [62, 50, 64, 40], 14, TEXT_LINE, 3.5);
    for (const [x, y, r] of [
      [30, 52, 3],
      [204, 40, 4],
      [214, 86, 2.5],
      [44, 92, 2.5],
    ] as const) {
      doc.circle(x, y, r).fill(BRAND.goldLight);
    }
  });
}

function withCanvas(
  doc: Doc,
  box: Box,
  canvas: { width: number; height: number },
  draw: () => void,
): void {
  const scale = Math.min(box.width / canvas.width, box.height / canvas.height);
  const offsetX = box.x + (box.width - canvas.width * scale) / 2;
  const offsetY = box.y + (box.height - canvas.height * scale) / 2;
  doc.save();
  doc.translate(offsetX, offsetY).scale(scale);
  draw();
  doc.restore();
  doc.fillOpacity(1).strokeOpacity(1);
}

/** Rounded bars that stand for lines of text. */
function textLines(
  doc: Doc,
  x: number,
  y: number,
  widths: readonly number[],
  gap: number,
  color: string = TEXT_LINE,
  thickness = 4,
): void {
  doc.save();
  doc.lineWidth(thickness).lineCap('round').strokeColor(color);
  widths.forEach((width, index) => {
    doc
      .moveTo(x, y + index * gap)
      .lineTo(x + width, y + index * gap)
      .stroke();
  });
  doc.restore();
}

function backdrop(doc: Doc): void {
  doc.ellipse(200, 118, 190, 100).fill(BRAND.indigoSoft);
  doc.circle(34, 34, 6).fill(BRAND.goldLight);
  doc.circle(370, 196, 5).fill(BRAND.goldLight);
}

function label(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: {
    font?: string;
    size?: number;
    color?: string;
    width?: number;
    align?: 'left' | 'center';
  },
): void {
  doc
    .font(options.font ?? 'Helvetica-Bold')
    .fontSize(options.size ?? 12)
    .fillColor(options.color ?? BRAND.indigo)
    .text(text, x, y, {
      lineBreak: false,
      width: options.width,
      align: options.align ?? 'left',
    });
}

function star(doc: Doc, cx: number, cy: number, outer: number, color: string): void {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? outer : outer * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]);
  }
  doc.polygon(...points).fill(color);
}

function bubble(
  doc: Doc,
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  stroke?: string,
): void {
  const tailY = y + height / 2;
  doc
    .moveTo(x + 2, tailY - 8)
    .lineTo(x - 14, tailY + 6)
    .lineTo(x + 4, tailY + 6)
    .closePath();
  if (stroke) doc.lineWidth(2.5).fillAndStroke(fill, stroke);
  else doc.fill(fill);
  doc.roundedRect(x, y, width, height, 12);
  if (stroke) doc.lineWidth(2.5).fillAndStroke(fill, stroke);
  else doc.fill(fill);
}

function page(doc: Doc, x: number, y: number, width: number, height: number): void {
  doc.lineWidth(3).roundedRect(x, y, width, height, 10).fillAndStroke(BRAND.white, BRAND.indigo);
}

const SCENES: Record<IllustrationName, (doc: Doc) => void> = {
  'class-setup'(doc) {
    backdrop(doc);
    // The class card with its Access Code.
    page(doc, 36, 26, 214, 168);
    doc.roundedRect(36, 26, 214, 40, 10).fill(BRAND.indigo);
    doc.rect(36, 50, 214, 16).fill(BRAND.indigo);
    label(doc, 'Theology 9', 52, 38, { font: 'Times-Bold', size: 17, color: BRAND.white });
    label(doc, 'ACCESS CODE', 52, 80, { size: 9, color: BRAND.muted });
    [...'K7M2Q'].forEach((letter, index) => {
      const x = 52 + index * 38;
      doc.lineWidth(2).roundedRect(x, 96, 32, 40, 6).fillAndStroke(BRAND.paper, BRAND.indigo);
      label(doc, letter, x, 105, { font: 'Times-Bold', size: 20, width: 32, align: 'center' });
    });
    for (const [index, width] of [70, 96].entries()) {
      const y = 156 + index * 20;
      doc.circle(60, y, 7).fill(index === 0 ? BRAND.gold : BRAND.indigoSoft);
      textLines(doc, 76, y, [width], 0);
    }
    // Printed sign-in cards, fanned out.
    for (const [index, angle] of [-10, -3, 5].entries()) {
      doc.save();
      doc.rotate(angle, { origin: [328, 130] });
      doc
        .lineWidth(2.5)
        .roundedRect(272, 92 + index * 6, 112, 72, 8)
        .fillAndStroke(BRAND.white, BRAND.indigo);
      doc.rect(272, 92 + index * 6, 10, 72).fill(BRAND.gold);
      textLines(doc, 294, 112 + index * 6, [62, 44, 54], 14, TEXT_LINE, 4);
      doc.restore();
    }
  },

  'sign-in'(doc) {
    backdrop(doc);
    page(doc, 30, 52, 214, 124);
    doc.rect(32, 54, 10, 120).fill(BRAND.gold);
    label(doc, 'USERNAME', 58, 70, { size: 9, color: BRAND.muted });
    label(doc, 'maria.g', 58, 84, { size: 17 });
    label(doc, 'LOGIN CODE', 58, 116, { size: 9, color: BRAND.muted });
    label(doc, 'DOVE-2841', 58, 130, { size: 17 });
    // A phone showing the sign-in screen.
    doc.roundedRect(276, 14, 100, 194, 18).fill(BRAND.indigo);
    doc.roundedRect(284, 30, 84, 162, 8).fill(BRAND.white);
    doc.roundedRect(314, 20, 24, 4, 2).fill(BRAND.indigoSoft);
    doc.path('M326 58c-2.2-2.2-1.9-4.4 0-5.6 1.9 1.2 2.2 3.4 0 5.6z').fill(BRAND.gold);
    for (const y of [76, 108]) {
      doc.lineWidth(1.5).roundedRect(294, y, 64, 22, 5).fillAndStroke(BRAND.paper, '#9aa3c4');
    }
    textLines(doc, 300, 87, [30], 0, TEXT_LINE, 3);
    textLines(doc, 300, 119, [22], 0, TEXT_LINE, 3);
    doc.roundedRect(294, 144, 64, 24, 12).fill(BRAND.gold);
    label(doc, 'Sign in', 294, 151, { size: 10, color: BRAND.indigo, width: 64, align: 'center' });
  },

  questions(doc) {
    backdrop(doc);
    doc.path('M150 54 C 136 40 138 26 150 16 C 162 26 164 40 150 54 Z').fill(BRAND.gold);
    doc.lineWidth(3).lineJoin('round');
    doc
      .path('M30 72 C 72 60 116 64 150 84 L 150 200 C 116 182 72 178 30 190 Z')
      .fillAndStroke(BRAND.white, BRAND.indigo);
    doc
      .path('M270 72 C 228 60 184 64 150 84 L 150 200 C 184 182 228 178 270 190 Z')
      .fillAndStroke(BRAND.white, BRAND.indigo);
    textLines(doc, 48, 96, [82, 74, 86, 64, 80, 58], 15);
    textLines(doc, 166, 96, [84, 70, 86, 76, 60, 78], 15);
    doc.roundedRect(166, 126, 70, 9, 3).fillOpacity(0.6).fill(BRAND.goldLight);
    doc.fillOpacity(1);
    const bubbles = [
      { x: 296, y: 22, fill: BRAND.indigo, mark: BRAND.white, lines: BRAND.indigoSoft },
      { x: 312, y: 86, fill: BRAND.gold, mark: BRAND.indigo, lines: BRAND.goldPale },
      { x: 296, y: 150, fill: BRAND.white, mark: BRAND.indigo, lines: TEXT_LINE },
    ];
    for (const item of bubbles) {
      bubble(
        doc,
        item.x,
        item.y,
        84,
        48,
        item.fill,
        item.fill === BRAND.white ? BRAND.indigo : undefined,
      );
      label(doc, '?', item.x + 10, item.y + 10, { font: 'Times-Bold', size: 28, color: item.mark });
      textLines(doc, item.x + 36, item.y + 18, [34, 24], 12, item.lines, 3.5);
    }
  },

  writing(doc) {
    backdrop(doc);
    page(doc, 96, 18, 184, 188);
    doc.lineWidth(1).strokeColor('#e7e1d2');
    for (let y = 50; y <= 190; y += 17) doc.moveTo(108, y).lineTo(268, y).stroke();
    doc.lineWidth(1.5).strokeColor(BRAND.goldLight).moveTo(124, 24).lineTo(124, 200).stroke();
    textLines(doc, 132, 46, [120, 132, 104, 126, 90, 116, 70], 17, BRAND.indigo, 3);
    // The pencil, writing the last line.
    doc.save();
    doc.rotate(-38, { origin: [244, 168] });
    doc.rect(244, 160, 108, 16).fill(BRAND.gold);
    doc.rect(244, 160, 108, 5).fill(BRAND.goldLight);
    doc.rect(352, 160, 14, 16).fill(BRAND.indigoSoft);
    doc.polygon([244, 160], [224, 168], [244, 176]).fill('#f1d7ab');
    doc.polygon([231, 165.5], [224, 168], [231, 170.5]).fill(BRAND.indigo);
    doc.restore();
    // The autosave mark.
    doc.roundedRect(292, 30, 92, 32, 16).fill(BRAND.indigo);
    doc
      .lineWidth(3)
      .lineCap('round')
      .lineJoin('round')
      .strokeColor(BRAND.goldLight)
      .moveTo(304, 46)
      .lineTo(310, 52)
      .lineTo(320, 40)
      .stroke();
    label(doc, 'Saved', 328, 39, { size: 13, color: BRAND.white });
  },

  guidance(doc) {
    backdrop(doc);
    page(doc, 30, 20, 214, 184);
    doc.roundedRect(46, 76, 150, 14, 4).fill(BRAND.goldPale);
    textLines(doc, 50, 46, [170, 150], 17, BRAND.indigo, 3);
    textLines(doc, 50, 83, [140], 17, BRAND.indigo, 3);
    doc.lineWidth(2).strokeColor(BRAND.gold).moveTo(48, 93).lineTo(192, 93).stroke();
    textLines(doc, 50, 116, [166, 124, 158, 96], 17, BRAND.indigo, 3);
    // The teacher's comment, beside the highlighted sentence.
    bubble(doc, 268, 40, 118, 86, BRAND.indigo);
    doc.circle(288, 62, 11).fill(BRAND.goldLight);
    label(doc, 'T', 282, 55, { font: 'Times-Bold', size: 14, color: BRAND.indigo });
    textLines(doc, 306, 58, [62], 0, BRAND.indigoSoft, 4);
    textLines(doc, 284, 84, [88, 70, 80], 13, BRAND.indigoSoft, 3.5);
    star(doc, 300, 170, 30, BRAND.gold);
    label(doc, '+5', 336, 160, { font: 'Times-Bold', size: 22, color: BRAND.indigo });
  },

  avatar(doc) {
    backdrop(doc);
    // The avatar.
    doc.path('M82 214 C 82 160 104 140 140 140 C 176 140 198 160 198 214 Z').fill(BRAND.indigo);
    doc.path('M124 142 L 140 170 L 156 142 Z').fill(BRAND.goldLight);
    doc.circle(140, 104, 34).fill(BRAND.skin);
    doc.circle(128, 100, 3.5).fill(BRAND.indigoDeep);
    doc.circle(152, 100, 3.5).fill(BRAND.indigoDeep);
    doc
      .lineWidth(3)
      .lineCap('round')
      .strokeColor(BRAND.skinShade)
      .path('M128 116 Q 140 126 152 116')
      .stroke();
    doc.ellipse(140, 74, 52, 9).fill(BRAND.gold);
    doc.roundedRect(114, 36, 52, 38, 10).fill(BRAND.gold);
    doc.rect(114, 60, 52, 8).fill(BRAND.indigo);
    // The store shelves.
    doc.lineWidth(3).roundedRect(230, 40, 156, 168, 12).fillAndStroke(BRAND.white, BRAND.indigo);
    for (const y of [112, 184]) doc.rect(240, y, 136, 6).fill(BRAND.gold);
    doc.ellipse(266, 106, 20, 5).fill(BRAND.indigo);
    doc.roundedRect(254, 84, 24, 20, 6).fill(BRAND.indigo);
    star(doc, 316, 94, 16, BRAND.goldLight);
    doc.path('M346 110 L 352 80 L 370 80 L 362 96 L 372 110 Z').fill(BRAND.indigoSoft);
    doc.path('M248 182 C 248 160 284 160 284 182 Z').fill(BRAND.goldLight);
    doc.circle(320, 166, 16).fill(BRAND.indigoSoft);
    doc.circle(320, 166, 7).fill(BRAND.indigo);
    doc.roundedRect(344, 154, 24, 28, 5).fill(BRAND.gold);
    // The points balance.
    doc.roundedRect(262, 12, 102, 28, 14).fill(BRAND.indigo);
    doc.circle(278, 26, 9).fill(BRAND.goldLight);
    label(doc, '120 points', 292, 19, { size: 12, color: BRAND.white });
  },

  book(doc) {
    backdrop(doc);
    doc.roundedRect(104, 38, 112, 164, 6).fill(BRAND.indigo);
    doc.rect(104, 38, 16, 164).fill(BRAND.indigoDeep);
    doc.roundedRect(150, 54, 116, 152, 6).fill(BRAND.gold);
    doc.rect(150, 54, 16, 152).fill('#a8741f');
    drawLogoMark(doc, 186, 78, 48, true);
    doc.roundedRect(180, 140, 66, 8, 3).fill(BRAND.white);
    doc.roundedRect(188, 156, 50, 6, 3).fill(BRAND.goldPale);
    // The shopping bag.
    doc.lineWidth(4).strokeColor(BRAND.indigo).path('M304 118 C 304 92 344 92 344 118').stroke();
    doc.lineWidth(3).roundedRect(284, 112, 80, 92, 8).fillAndStroke(BRAND.paper, BRAND.indigo);
    doc.path('M324 166 C 314 156 315 146 324 140 C 333 146 334 156 324 166 Z').fill(BRAND.gold);
  },

  privacy(doc) {
    backdrop(doc);
    doc.save();
    doc.rotate(-6, { origin: [120, 120] });
    page(doc, 48, 34, 150, 172);
    textLines(doc, 66, 62, [110, 96, 114, 80, 104, 90, 64], 18);
    doc.restore();
    doc
      .path(
        'M250 22 L 318 46 L 318 112 C 318 160 288 188 250 204 C 212 188 182 160 182 112 L 182 46 Z',
      )
      .fill(BRAND.indigo);
    doc
      .path('M250 40 L 302 58 L 302 112 C 302 150 280 172 250 186 Z')
      .fillOpacity(0.25)
      .fill(BRAND.white);
    doc.fillOpacity(1);
    doc
      .lineWidth(9)
      .lineCap('round')
      .lineJoin('round')
      .strokeColor(BRAND.goldLight)
      .moveTo(220, 112)
      .lineTo(242, 134)
      .lineTo(282, 90)
      .stroke();
    star(doc, 352, 60, 12, BRAND.gold);
    star(doc, 344, 150, 9, BRAND.gold);
  },
};

import PDFDocument from 'pdfkit';
import {
  LECTIO_DIVINA_DEFAULT_MINUTES,
  LECTIO_DIVINA_STEPS,
  type LectioDivinaStep,
} from '../../../../common/academy/blocks';
import { ACADEMY_NAME } from '../../../../common/copy/academy';
import { LECTIO_DIVINA_COPY } from '../../../../common/copy/academy-blocks';
import { BRAND } from '../../guides/brand';
import { drawCoverArt, drawLogoMark } from '../../guides/illustrations';
import { LECTIO_GLANCE } from './lectio-glance-text';

/**
 * "Lectio Divina at a glance", the demo course's one-page handout (a US Letter PDF): the four
 * steps in four cards, what to do before and after, in the guides' colours and drawings and
 * pdfkit's built-in fonts. A fixed creation date makes the same words give the same bytes.
 */
type Doc = PDFKit.PDFDocument;

const PAGE = { width: 612, height: 792 };
const MARGIN = 48;
const WIDTH = PAGE.width - MARGIN * 2;
const BAND_HEIGHT = 136;
const CARD = { gap: 12, height: 150, padding: 14, badge: 14 };
const STEP_COLOURS: Record<LectioDivinaStep, { badge: string; text: string }> = {
  read: { badge: BRAND.indigo, text: BRAND.indigo },
  reflect: { badge: '#1d6b66', text: '#1d6b66' },
  respond: { badge: '#6a2d5e', text: '#6a2d5e' },
  rest: { badge: BRAND.gold, text: BRAND.goldText },
};
export const LECTIO_GLANCE_CREATED = new Date('2026-09-01T00:00:00Z');

export class GlanceLayoutError extends Error {
  override name = 'GlanceLayoutError';
}

export async function renderLectioGlancePdf(): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: 0, bottom: 0, left: MARGIN, right: MARGIN },
    pdfVersion: '1.7',
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: LECTIO_GLANCE.title,
      Author: ACADEMY_NAME,
      Subject: LECTIO_GLANCE.subtitle,
      Creator: ACADEMY_NAME,
      CreationDate: LECTIO_GLANCE_CREATED,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  let y = header(doc);
  y = paragraph(doc, LECTIO_GLANCE.intro, y + 18);
  y = beforeYouBegin(doc, y + 12);
  y = stepCards(doc, y + 12);
  y = afterwards(doc, y + CARD.gap);
  footer(doc, y);
  if (doc.bufferedPageRange().count !== 1) {
    throw new GlanceLayoutError('“Lectio Divina at a glance” no longer fits on one page');
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

function header(doc: Doc): number {
  doc.rect(0, 0, PAGE.width, BAND_HEIGHT).fill(BRAND.indigo);
  drawCoverArt(doc, { x: PAGE.width - MARGIN - 120, y: 8, width: 120, height: 120 });
  drawLogoMark(doc, MARGIN, 24, 24, true);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(BRAND.white);
  doc.text(ACADEMY_NAME.toUpperCase(), MARGIN + 32, 33, { characterSpacing: 1.2 });
  doc.font('Times-Bold').fontSize(32).fillColor(BRAND.white);
  doc.text(LECTIO_GLANCE.title, MARGIN, 62, { width: WIDTH - 140 });
  doc.font('Helvetica').fontSize(13).fillColor(BRAND.goldPale);
  doc.text(LECTIO_GLANCE.subtitle, MARGIN, 100, { width: WIDTH - 140 });
  return BAND_HEIGHT;
}

function paragraph(doc: Doc, text: string, y: number): number {
  doc.font('Helvetica').fontSize(10).fillColor(BRAND.ink);
  doc.text(text, MARGIN, y, { width: WIDTH, lineGap: 2 });
  return doc.y;
}

function heading(doc: Doc, text: string, y: number): number {
  doc.font('Times-Bold').fontSize(15).fillColor(BRAND.indigo);
  doc.text(text, MARGIN, y, { width: WIDTH });
  return doc.y + 4;
}

function beforeYouBegin(doc: Doc, top: number): number {
  let y = heading(doc, LECTIO_GLANCE.beforeHeading, top);
  for (const item of LECTIO_GLANCE.before) {
    doc.circle(MARGIN + 4, y + 6, 2.5).fill(BRAND.gold);
    doc.font('Helvetica').fontSize(10).fillColor(BRAND.ink);
    doc.text(item, MARGIN + 14, y, { width: WIDTH - 14, lineGap: 1.5 });
    y = doc.y + 2;
  }
  return y;
}

function stepCards(doc: Doc, top: number): number {
  const cardWidth = (WIDTH - CARD.gap) / 2;
  LECTIO_DIVINA_STEPS.forEach((step, index) => {
    const x = MARGIN + (index % 2) * (cardWidth + CARD.gap);
    const y = top + Math.floor(index / 2) * (CARD.height + CARD.gap);
    stepCard(doc, step, index + 1, { x, y, width: cardWidth });
  });
  return top + 2 * CARD.height + CARD.gap;
}

function stepCard(
  doc: Doc,
  step: LectioDivinaStep,
  number: number,
  { x, y, width }: { x: number; y: number; width: number },
): void {
  const copy = LECTIO_DIVINA_COPY[step];
  const colour = STEP_COLOURS[step];
  const inner = width - CARD.padding * 2;
  doc.lineWidth(1).roundedRect(x, y, width, CARD.height, 10).fillAndStroke(BRAND.white, BRAND.line);
  const badgeX = x + CARD.padding + CARD.badge;
  const badgeY = y + CARD.padding + CARD.badge;
  doc.circle(badgeX, badgeY, CARD.badge).fill(colour.badge);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(BRAND.white);
  doc.text(String(number), badgeX - CARD.badge, badgeY - 7, {
    width: CARD.badge * 2,
    align: 'center',
  });
  const titleX = x + CARD.padding + CARD.badge * 2 + 10;
  doc.font('Times-Bold').fontSize(18).fillColor(colour.text);
  doc.text(copy.label, titleX, y + CARD.padding + 2, { continued: true });
  doc.font('Times-Italic').fontSize(12).fillColor(BRAND.muted);
  doc.text(`  ${copy.latin}`, { continued: false });
  let textY = y + CARD.padding + CARD.badge * 2 + 10;
  doc.font('Helvetica').fontSize(10).fillColor(BRAND.ink);
  doc.text(copy.guidance, x + CARD.padding, textY, { width: inner, lineGap: 2 });
  textY = doc.y + 6;
  doc.font('Helvetica-Oblique').fontSize(10).fillColor(colour.text);
  doc.text(`Ask: ${copy.question}`, x + CARD.padding, textY, { width: inner, lineGap: 2 });
  doc.font('Helvetica-Bold').fontSize(9).fillColor(BRAND.goldText);
  doc.text(
    LECTIO_GLANCE.minutes(LECTIO_DIVINA_DEFAULT_MINUTES[step]),
    x + CARD.padding,
    y + CARD.height - CARD.padding - 9,
    { width: inner },
  );
}

function afterwards(doc: Doc, top: number): number {
  const padding = 12;
  doc.font('Helvetica').fontSize(10);
  const textHeight = doc.heightOfString(LECTIO_GLANCE.after, {
    width: WIDTH - padding * 2,
    lineGap: 2,
  });
  const height = textHeight + padding * 2 + 20;
  doc.roundedRect(MARGIN, top, WIDTH, height, 10).fill(BRAND.goldPale);
  doc.font('Times-Bold').fontSize(14).fillColor(BRAND.goldText);
  doc.text(LECTIO_GLANCE.afterHeading, MARGIN + padding, top + padding, {
    width: WIDTH - padding * 2,
  });
  doc.font('Helvetica').fontSize(10).fillColor(BRAND.ink);
  doc.text(LECTIO_GLANCE.after, MARGIN + padding, doc.y + 3, {
    width: WIDTH - padding * 2,
    lineGap: 2,
  });
  return top + height;
}

function footer(doc: Doc, contentBottom: number): void {
  const y = PAGE.height - 46;
  if (contentBottom > y - 8) {
    throw new GlanceLayoutError(
      `“Lectio Divina at a glance” runs into its footer (${Math.round(contentBottom)} > ${y - 8})`,
    );
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE.width - MARGIN, y)
    .lineWidth(0.75)
    .stroke(BRAND.line);
  doc.font('Helvetica').fontSize(8.5).fillColor(BRAND.muted);
  doc.text(LECTIO_GLANCE.footer, MARGIN, y + 8, { width: WIDTH, lineGap: 1.5 });
}

import PDFDocument from 'pdfkit';
import { certificateDate, formatCertificateCode } from '../../../common/academy/certificates';
import { CERTIFICATE_COPY as COPY } from '../../../common/academy/certificates-messages';
import { ACADEMY_NAME } from '../../../common/copy/academy';
import { registerBookFonts } from '../fulfilment/book-fonts';
import { BRAND } from '../guides/brand';
import { drawLogoMark } from '../guides/illustrations';

/**
 * The completion certificate (issue 13, point 12): one landscape US Letter page, calm and
 * centred, in the guides' colours. The Liberation fonts are embedded (as the class book's),
 * so any participant's name draws as typed, and the text stays extractable for checks.
 * The creation date is the issue date, so the same certificate is the same file each time.
 */
type Doc = PDFKit.PDFDocument;

export interface CertificatePdfInput {
  participantName: string;
  courseTitle: string;
  instructorName: string;
  issuedAt: string;
  /** Stored (no dashes); printed grouped. */
  code: string;
  verifyUrl: string;
}

const PAGE = { width: 792, height: 612 } as const;
const FRAME = 28;
const TEXT_WIDTH = 560;
const LEFT = (PAGE.width - TEXT_WIDTH) / 2;

/** The largest size from `max` down to `min` at which the text fits on one line. */
function fittingSize(doc: Doc, text: string, font: string, max: number, min: number): number {
  doc.font(font);
  for (let size = max; size > min; size -= 1) {
    if (doc.fontSize(size).widthOfString(text) <= TEXT_WIDTH) return size;
  }
  return min;
}

/** Centred text that wraps to at most `lines` lines (then ends with an ellipsis). */
function centred(doc: Doc, text: string, y: number, size: number, font: string, lines = 2) {
  doc.font(font).fontSize(size);
  const height = doc.currentLineHeight(true) * lines;
  doc.text(text, LEFT, y, { width: TEXT_WIDTH, align: 'center', height, ellipsis: true });
  return doc.y;
}

function frame(doc: Doc) {
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(BRAND.paper);
  doc
    .lineWidth(2)
    .rect(FRAME, FRAME, PAGE.width - FRAME * 2, PAGE.height - FRAME * 2)
    .stroke(BRAND.indigo);
  const inner = FRAME + 8;
  doc
    .lineWidth(0.75)
    .rect(inner, inner, PAGE.width - inner * 2, PAGE.height - inner * 2)
    .stroke(BRAND.gold);
}

/** A short gold rule with a diamond in its middle, under the title. */
function ornament(doc: Doc, y: number) {
  const centre = PAGE.width / 2;
  doc.lineWidth(0.75).strokeColor(BRAND.gold);
  doc
    .moveTo(centre - 90, y)
    .lineTo(centre - 10, y)
    .stroke();
  doc
    .moveTo(centre + 10, y)
    .lineTo(centre + 90, y)
    .stroke();
  doc.polygon([centre, y - 4], [centre + 4, y], [centre, y + 4], [centre - 4, y]).fill(BRAND.gold);
}

/** A value over a rule with its label below, as a signature line. */
function signatureLine(
  doc: Doc,
  x: number,
  y: number,
  width: number,
  value: string,
  label: string,
) {
  doc.font('serif').fontSize(14).fillColor(BRAND.ink);
  doc.text(value, x, y, { width, align: 'center', height: 20, ellipsis: true, lineBreak: false });
  doc
    .lineWidth(0.75)
    .moveTo(x, y + 22)
    .lineTo(x + width, y + 22)
    .stroke(BRAND.line);
  doc.font('sans').fontSize(9).fillColor(BRAND.muted);
  doc.text(label.toUpperCase(), x, y + 29, { width, align: 'center', characterSpacing: 1.2 });
}

/**
 * The code and the verify address on one centred line, drawn piece by piece (pdfkit's
 * `continued` text does not centre a line of mixed fonts).
 */
function footer(doc: Doc, code: string, verifyUrl: string, y: number) {
  const size = 9;
  const pieces = [
    { text: `${COPY.codeLabel}: `, font: 'sans', color: BRAND.muted },
    { text: code, font: 'sansBold', color: BRAND.ink },
    { text: `    ${COPY.verifyAt} `, font: 'sans', color: BRAND.muted },
    { text: verifyUrl, font: 'sans', color: BRAND.indigo, link: verifyUrl },
  ];
  const widths = pieces.map((piece) =>
    doc.font(piece.font).fontSize(size).widthOfString(piece.text),
  );
  let x = (PAGE.width - widths.reduce((sum, width) => sum + width, 0)) / 2;
  pieces.forEach((piece, index) => {
    doc.font(piece.font).fontSize(size).fillColor(piece.color);
    doc.text(piece.text, x, y, { lineBreak: false });
    if (piece.link) doc.link(x, y, widths[index] ?? 0, size + 2, piece.link);
    x += widths[index] ?? 0;
  });
}

export async function renderCertificatePdf(
  input: CertificatePdfInput,
  { compress = true }: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    compress,
    pdfVersion: '1.7',
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: `${COPY.title}: ${input.courseTitle}`,
      Author: ACADEMY_NAME,
      Subject: `${input.participantName}, ${input.courseTitle}`,
      Creator: ACADEMY_NAME,
      CreationDate: new Date(input.issuedAt),
    },
  });
  registerBookFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  frame(doc);
  const centre = PAGE.width / 2;
  drawLogoMark(doc, centre - 16, 62, 32);
  doc.font('sans').fontSize(10).fillColor(BRAND.goldText);
  doc.text(ACADEMY_NAME.toUpperCase(), LEFT, 104, {
    width: TEXT_WIDTH,
    align: 'center',
    characterSpacing: 3,
  });

  doc.fillColor(BRAND.indigo);
  centred(doc, COPY.title, 132, 34, 'serifBold', 1);
  ornament(doc, 184);

  doc.fillColor(BRAND.muted);
  centred(doc, COPY.certifies, 206, 14, 'serifItalic', 1);
  doc.fillColor(BRAND.ink);
  const nameSize = fittingSize(doc, input.participantName, 'serifBold', 40, 22);
  centred(doc, input.participantName, 232, nameSize, 'serifBold', 1);
  doc
    .lineWidth(0.5)
    .moveTo(centre - 170, 286)
    .lineTo(centre + 170, 286)
    .stroke(BRAND.line);

  doc.fillColor(BRAND.muted);
  centred(doc, COPY.hasCompleted, 300, 14, 'serifItalic', 1);
  doc.fillColor(BRAND.indigo);
  const titleSize = fittingSize(doc, input.courseTitle, 'serifBold', 24, 16);
  centred(doc, input.courseTitle, 326, titleSize, 'serifBold', 2);

  const columnWidth = 200;
  const gap = 80;
  const columnsLeft = centre - columnWidth - gap / 2;
  signatureLine(
    doc,
    columnsLeft,
    424,
    columnWidth,
    certificateDate(input.issuedAt),
    COPY.dateLabel,
  );
  signatureLine(
    doc,
    centre + gap / 2,
    424,
    columnWidth,
    input.instructorName,
    COPY.instructorLabel,
  );

  footer(doc, formatCertificateCode(input.code), input.verifyUrl, 528);

  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

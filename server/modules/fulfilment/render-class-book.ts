import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '../../../common/constants';
import { BOOK_COPY, pageList } from '../../../common/publishing/book-copy';
import { BRAND } from '../guides/brand';
import { registerBookFonts } from './book-fonts';

/**
 * The class book (issue 12, points 6 and 7): ONE layout for the print shop's file, the
 * teacher's preview and the store's preview pages. A cover (title, class, school, year; on a
 * Premium or Journal copy the child's name exactly as the buyer typed it), an optional
 * dedication, the contents, then one section per activity with its passage reference and
 * picture, each piece under its author's name, and page numbers. Nothing for the print shop
 * is drawn on a reader's page: production data goes in the metadata or on the slip
 * (render-production-slip.ts). Trade paperback size (6 × 9 in), fonts embedded.
 */

export interface ClassBookPiece {
  studentId: string;
  /** A co-authored piece's authors (a writing room's); else the piece is `studentId`'s. */
  authorIds?: string[];
  /** First name and last initial, as the store names children; co-authors all named. */
  author: string;
  body: string;
}

/** A child's piece, alone or with others: theirs in their Journal and marked in their Premium. */
const writtenBy = (piece: ClassBookPiece, studentId: string | undefined) =>
  studentId !== undefined && (piece.authorIds ?? [piece.studentId]).includes(studentId);

export interface ClassBookSection {
  title: string;
  passageReference: string;
  /** The activity's picture, already sized for print (JPEG or PNG), or null. */
  image: Buffer | null;
  /** The activity's questions: lines equal to one are set as prompts, not as the answer. */
  prompts: string[];
  pieces: ClassBookPiece[];
}

export interface ClassBook {
  title: string;
  className: string;
  schoolName: string | null;
  /** The year the book was made, e.g. "2026". */
  year: string;
  dedication: string | null;
  sections: ClassBookSection[];
}

/**
 * Standard: the whole class's book. Premium: the whole class's book with the child's name on
 * the cover and their pages marked. Journal: the child's own pages only, their name on the
 * cover.
 */
export type BookCopy =
  | 'standard'
  | { premium: { studentId: string; childName: string } }
  | { journal: { studentId: string; childName: string } };

export interface RenderClassBookOptions {
  book: ClassBook;
  copy: BookCopy;
  /** Drawn faintly across every page, e.g. BOOK_COPY.preview; never on a printed copy. */
  watermark?: string;
  /** Order number, copies…: written into the PDF's metadata only, never on a page. */
  production?: string;
  /** Tests turn compression off; stored files are compressed. */
  compress?: boolean;
  creationDate?: Date;
}

export interface RenderedBook {
  bytes: Buffer;
  pageCount: number;
  /** The 1-based pages carrying the child's writing (Premium, Journal); empty for Standard. */
  childPages: number[];
}

interface PdfImage {
  width: number;
  height: number;
}

export const BOOK_PAGE = { width: 432, height: 648 } as const;
const MARGIN = { top: 62, bottom: 70, left: 54, right: 54 } as const;
const WIDTH = BOOK_PAGE.width - MARGIN.left - MARGIN.right;
/** Lowest a line of text may start before the footer. */
const BOTTOM = BOOK_PAGE.height - MARGIN.bottom;
/** A piece's heading starts a new page unless this much room is left for its first lines. */
const KEEP_WITH_NEXT = 96;
const TOC_ENTRIES_PER_PAGE = 11;
/** The tallest an activity's picture is drawn on its section's first page. */
const IMAGE_HEIGHT = 190;

/** The one entry point: the whole book as a PDF, and where the child's pages are. */
export async function renderClassBook(options: RenderClassBookOptions): Promise<RenderedBook> {
  const doc = newBookDocument({
    title: bookTitle(options.book, options.copy),
    production: options.production,
    compress: options.compress,
    creationDate: options.creationDate,
  });
  const finished = collect(doc);
  const layout = layoutClassBook(doc, options.book, options.copy, options.watermark);
  doc.end();
  return { bytes: await finished, pageCount: layout.pageCount, childPages: layout.childPages };
}

export function newBookDocument({
  title,
  production,
  compress = true,
  creationDate = new Date(),
}: {
  title: string;
  production?: string | undefined;
  compress?: boolean | undefined;
  creationDate?: Date | undefined;
}): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    compress,
    size: [BOOK_PAGE.width, BOOK_PAGE.height],
    margins: MARGIN,
    info: {
      Title: title,
      Author: PRODUCT_NAME,
      Creator: PRODUCT_NAME,
      CreationDate: creationDate,
      ...(production ? { Subject: production, Keywords: production } : {}),
    },
  });
  registerBookFonts(doc);
  return doc;
}

export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export function bookTitle(book: ClassBook, copy: BookCopy): string {
  const child = childOf(copy);
  return child ? `${book.title} · ${child.childName}` : book.title;
}

function childOf(copy: BookCopy) {
  if (copy === 'standard') return null;
  return 'premium' in copy ? copy.premium : copy.journal;
}

/**
 * Lays one copy of the book out from the document's next page on (the print file puts
 * several copies after its slip); page numbers count from this copy's cover.
 */
export function layoutClassBook(
  doc: PDFKit.PDFDocument,
  book: ClassBook,
  copy: BookCopy,
  watermark?: string,
): { pageCount: number; childPages: number[] } {
  const child = childOf(copy);
  const journal = copy !== 'standard' && 'journal' in copy;
  const sections = book.sections
    .map((section) => ({
      ...section,
      pieces: journal
        ? section.pieces.filter((piece) => writtenBy(piece, child?.studentId))
        : section.pieces,
    }))
    .filter((section) => section.pieces.length > 0);

  const first = doc.bufferedPageRange().count;
  const pageNumber = () => doc.bufferedPageRange().count - first;

  drawCover(doc, book, child?.childName ?? null);
  if (book.dedication) drawDedication(doc, book.dedication);

  const marked = copy !== 'standard' && 'premium' in copy;
  const tocEntries = sections.length + (marked ? 1 : 0);
  const tocFirst = pageNumber() + 1;
  const tocPages = Math.max(1, Math.ceil(tocEntries / TOC_ENTRIES_PER_PAGE));
  for (let index = 0; index < tocPages; index += 1) doc.addPage();

  const sectionPages: number[] = [];
  const childPages = new Set<number>();
  sections.forEach((section, index) => {
    doc.addPage();
    sectionPages.push(pageNumber());
    drawSectionOpener(doc, section, index + 1);
    section.pieces.forEach((piece, pieceIndex) => {
      if (pieceIndex > 0 || section.image || section.passageReference) doc.moveDown(0.6);
      if (doc.y > BOTTOM - KEEP_WITH_NEXT) doc.addPage();
      const isChild = child !== null && writtenBy(piece, child.studentId);
      const startPage = pageNumber();
      drawPiece(doc, piece, section.prompts, isChild && marked);
      // A piece running over several pages marks each of them.
      if (isChild) for (let page = startPage; page <= pageNumber(); page += 1) childPages.add(page);
    });
  });
  if (sections.length === 0) {
    doc.addPage();
    doc.font('serifItalic').fontSize(12).fillColor(BRAND.muted);
    doc.text('No writing yet.', { width: WIDTH, align: 'center' });
  }

  const pageCount = pageNumber();
  const pages = [...childPages].sort((a, b) => a - b);
  drawContents(doc, first + tocFirst - 1, tocPages, {
    sections: sections.map((section, index) => ({
      title: section.title,
      passageReference: section.passageReference,
      page: sectionPages[index] ?? 0,
    })),
    childEntry: marked && child ? { name: child.childName, pages } : null,
  });
  for (let page = 1; page <= pageCount; page += 1) {
    doc.switchToPage(first + page - 1);
    if (marked && child && childPages.has(page)) drawRibbon(doc, child.childName);
    if (page > 1) drawFolio(doc, page);
    if (watermark) drawWatermark(doc, watermark);
  }
  // Later copies continue after this one.
  doc.switchToPage(first + pageCount - 1);
  return { pageCount, childPages: pages };
}

function drawCover(doc: PDFKit.PDFDocument, book: ClassBook, childName: string | null): void {
  doc.addPage();
  const { width, height } = BOOK_PAGE;
  const band = 392;
  doc.rect(0, 0, width, height).fill(BRAND.paper);
  doc.rect(0, 0, width, band).fill(BRAND.indigo);
  doc.rect(0, band, width, 5).fill(BRAND.gold);
  // A thin inner frame gives the cover the look of a bound book.
  doc
    .lineWidth(0.75)
    .strokeColor(BRAND.goldLight)
    .rect(22, 22, width - 44, band - 44)
    .stroke();

  doc.font('sansBold').fontSize(8.5).fillColor(BRAND.goldLight);
  doc.text(book.className.toUpperCase(), MARGIN.left, 64, {
    width: WIDTH,
    align: 'center',
    characterSpacing: 1.6,
  });
  doc.font('serifBold').fontSize(fitTitle(doc, book.title)).fillColor(BRAND.white);
  doc.text(book.title, MARGIN.left, 118, { width: WIDTH, align: 'center', lineGap: 2 });
  if (childName) {
    doc.moveDown(1.2).font('serifItalic').fontSize(12).fillColor(BRAND.goldPale);
    doc.text(BOOK_COPY.madeFor, { width: WIDTH, align: 'center' });
    doc.moveDown(0.2).font('serifBold').fontSize(24).fillColor(BRAND.goldLight);
    doc.text(childName, { width: WIDTH, align: 'center' });
  }

  doc.font('serif').fontSize(15).fillColor(BRAND.ink);
  doc.text(book.className, MARGIN.left, band + 58, { width: WIDTH, align: 'center' });
  if (book.schoolName) {
    doc.moveDown(0.35).font('serifItalic').fontSize(12.5).fillColor(BRAND.muted);
    doc.text(book.schoolName, { width: WIDTH, align: 'center' });
  }
  doc.moveDown(1.2).font('sansBold').fontSize(10).fillColor(BRAND.goldText);
  doc.text(book.year, { width: WIDTH, align: 'center', characterSpacing: 2 });
}

/** Titles shrink until they fit the band in at most three lines. */
function fitTitle(doc: PDFKit.PDFDocument, title: string): number {
  for (let size = 32; size > 18; size -= 2) {
    doc.font('serifBold').fontSize(size);
    if (doc.heightOfString(title, { width: WIDTH, lineGap: 2 }) <= size * 3.6) return size;
  }
  return 18;
}

function drawDedication(doc: PDFKit.PDFDocument, dedication: string): void {
  doc.addPage();
  doc.font('serifItalic').fontSize(13.5);
  const height = doc.heightOfString(dedication, { width: WIDTH - 40, lineGap: 4 });
  const top = Math.max(MARGIN.top, (BOOK_PAGE.height - height) / 2 - 40);
  ornament(doc, top - 26);
  doc.fillColor(BRAND.ink);
  doc.text(dedication, MARGIN.left + 20, top, { width: WIDTH - 40, align: 'center', lineGap: 4 });
}

function drawContents(
  doc: PDFKit.PDFDocument,
  firstIndex: number,
  pages: number,
  {
    sections,
    childEntry,
  }: {
    sections: { title: string; passageReference: string; page: number }[];
    childEntry: { name: string; pages: number[] } | null;
  },
): void {
  const entries = [
    ...(childEntry
      ? [
          {
            title: BOOK_COPY.childPages(childEntry.name),
            detail: '',
            page: pageList(childEntry.pages),
            child: true,
          },
        ]
      : []),
    ...sections.map((section) => ({
      title: section.title,
      detail: section.passageReference,
      page: String(section.page),
      child: false,
    })),
  ];
  for (let index = 0; index < pages; index += 1) {
    doc.switchToPage(firstIndex + index);
    let y = MARGIN.top + 10;
    if (index === 0) {
      doc.font('serifBold').fontSize(24).fillColor(BRAND.indigo);
      doc.text(BOOK_COPY.contents, MARGIN.left, y, { width: WIDTH });
      doc
        .moveTo(MARGIN.left, doc.y + 8)
        .lineTo(MARGIN.left + 48, doc.y + 8)
        .lineWidth(1.5)
        .strokeColor(BRAND.gold)
        .stroke();
      y = doc.y + 30;
    }
    const slice = entries.slice(index * TOC_ENTRIES_PER_PAGE, (index + 1) * TOC_ENTRIES_PER_PAGE);
    for (const entry of slice) {
      const pageWidth = entry.child ? 120 : 36;
      doc.font(entry.child ? 'serifBold' : 'serif').fontSize(12.5);
      doc.fillColor(entry.child ? BRAND.goldText : BRAND.ink);
      doc.text(entry.title, MARGIN.left, y, { width: WIDTH - pageWidth - 12 });
      const titleBottom = doc.y;
      doc.font('serif').fontSize(12.5).fillColor(BRAND.ink);
      doc.text(entry.page, BOOK_PAGE.width - MARGIN.right - pageWidth, y, {
        width: pageWidth,
        align: 'right',
      });
      y = Math.max(titleBottom, doc.y);
      if (entry.detail) {
        doc.font('serifItalic').fontSize(10).fillColor(BRAND.muted);
        doc.text(entry.detail, MARGIN.left, y + 1, { width: WIDTH - pageWidth - 12 });
        y = doc.y;
      }
      y += 14;
    }
  }
}

function drawSectionOpener(
  doc: PDFKit.PDFDocument,
  section: ClassBookSection,
  index: number,
): void {
  doc.font('sansBold').fontSize(8.5).fillColor(BRAND.goldText);
  doc.text(BOOK_COPY.section(index).toUpperCase(), MARGIN.left, MARGIN.top + 6, {
    width: WIDTH,
    characterSpacing: 1.6,
  });
  doc.moveDown(0.5).font('serifBold').fontSize(22).fillColor(BRAND.indigo);
  doc.text(section.title, { width: WIDTH, lineGap: 1 });
  if (section.passageReference) {
    doc.moveDown(0.25).font('serifItalic').fontSize(12.5).fillColor(BRAND.goldText);
    doc.text(section.passageReference, { width: WIDTH });
  }
  const ruleY = doc.y + 10;
  doc
    .moveTo(MARGIN.left, ruleY)
    .lineTo(MARGIN.left + 48, ruleY)
    .lineWidth(1.5)
    .strokeColor(BRAND.gold)
    .stroke();
  doc.y = ruleY + 18;
  if (section.image) {
    try {
      // openImage is pdfkit's own (the typings lack it): it reads the size before drawing.
      const image = (doc as unknown as { openImage(src: Buffer): PdfImage }).openImage(
        section.image,
      );
      const scale = Math.min(WIDTH / image.width, IMAGE_HEIGHT / image.height);
      const [width, height] = [image.width * scale, image.height * scale];
      const top = doc.y;
      doc.image(image as unknown as Buffer, MARGIN.left + (WIDTH - width) / 2, top, {
        width,
        height,
      });
      doc.y = top + height + 16;
    } catch {
      // An unreadable picture leaves the section without one rather than failing the book.
    }
  }
}

function drawPiece(
  doc: PDFKit.PDFDocument,
  piece: ClassBookPiece,
  prompts: string[],
  marked: boolean,
): void {
  const headingY = doc.y;
  doc.font('serifBold').fontSize(14).fillColor(BRAND.indigo);
  doc.text(piece.author, MARGIN.left, headingY, { width: WIDTH });
  if (marked) {
    // The child's own pieces carry a gold bar beside their name.
    doc.rect(MARGIN.left - 14, headingY + 1, 4, 15).fill(BRAND.gold);
  }
  doc.moveDown(0.35);
  const promptSet = new Set(prompts.map((prompt) => prompt.trim()));
  const paragraphs = piece.body.replace(/\r\n?/g, '\n').split('\n');
  for (const line of paragraphs) {
    if (line.trim() === '') {
      doc.moveDown(0.45);
      continue;
    }
    if (promptSet.has(line.trim())) {
      doc.font('serifItalic').fontSize(10.5).fillColor(BRAND.muted);
      doc.text(line, MARGIN.left, doc.y, { width: WIDTH, lineGap: 2 });
      doc.moveDown(0.15);
    } else {
      doc.font('serif').fontSize(11.5).fillColor(BRAND.ink);
      doc.text(line, MARGIN.left, doc.y, { width: WIDTH, lineGap: 3.2, align: 'left' });
    }
  }
  doc.moveDown(0.6);
  ornament(doc, doc.y);
  doc.y += 10;
}

/** Three small gold dots between pieces. */
function ornament(doc: PDFKit.PDFDocument, y: number): void {
  const centre = BOOK_PAGE.width / 2;
  doc.fillColor(BRAND.gold);
  for (const dx of [-10, 0, 10]) doc.circle(centre + dx, y + 3, 1.3).fill();
}

/** The Premium child's ribbon down the outer edge of each of their pages. */
function drawRibbon(doc: PDFKit.PDFDocument, childName: string): void {
  const width = 20;
  const x = BOOK_PAGE.width - width;
  doc.save();
  doc.font('sansBold');
  // A long name lengthens the ribbon (to a third of the page) before it is made smaller.
  const { text, size } = fitOneLine(doc, childName, RIBBON_LONGEST - 30);
  const textWidth = doc.fontSize(size).widthOfString(text, { characterSpacing: RIBBON_SPACING });
  const length = Math.max(150, Math.ceil(textWidth) + 30);
  doc
    .moveTo(x, 0)
    .lineTo(x + width, 0)
    .lineTo(x + width, length)
    .lineTo(x + width / 2, length - 9)
    .lineTo(x, length)
    .closePath()
    .fill(BRAND.gold);
  doc.rotate(90, { origin: [x + width / 2, 12] });
  doc.fillColor(BRAND.white);
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  // No width: pdfkit would wrap a long name at its spaces and hyphens, out of the ribbon.
  doc.fontSize(size).text(text, x + width / 2, 12 - size * 0.6, {
    lineBreak: false,
    characterSpacing: RIBBON_SPACING,
  });
  doc.page.margins.bottom = bottom;
  doc.restore();
}

const RIBBON_SPACING = 0.6;
const RIBBON_LONGEST = BOOK_PAGE.height / 3;

/**
 * A name set on one line in `room` points: the ribbon's size, a little smaller for a long
 * name, and cut with an ellipsis only when even the smallest size does not hold it.
 */
function fitOneLine(
  doc: PDFKit.PDFDocument,
  name: string,
  room: number,
): { text: string; size: number } {
  const fits = (text: string, size: number) =>
    doc.fontSize(size).widthOfString(text, { characterSpacing: RIBBON_SPACING }) <= room;
  for (const size of [7.5, 7, 6.5, 6]) if (fits(name, size)) return { text: name, size };
  let text = name;
  while (text.length > 1 && !fits(`${text.trimEnd()}…`, 6)) text = text.slice(0, -1);
  return { text: `${text.trimEnd()}…`, size: 6 };
}

function drawFolio(doc: PDFKit.PDFDocument, page: number): void {
  const bottom = doc.page.margins.bottom;
  // Writing in the bottom margin must not flow onto a new page.
  doc.page.margins.bottom = 0;
  doc.font('serif').fontSize(9.5).fillColor(BRAND.muted);
  doc.text(String(page), MARGIN.left, BOOK_PAGE.height - 40, {
    width: WIDTH,
    align: 'center',
    lineBreak: false,
  });
  doc.page.margins.bottom = bottom;
}

function drawWatermark(doc: PDFKit.PDFDocument, text: string): void {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.save();
  doc.rotate(-35, { origin: [BOOK_PAGE.width / 2, BOOK_PAGE.height / 2] });
  doc.font('sansBold').fontSize(84).fillColor(BRAND.gold).fillOpacity(0.16);
  doc.text(text, 0, BOOK_PAGE.height / 2 - 42, {
    width: BOOK_PAGE.width,
    align: 'center',
    lineBreak: false,
  });
  doc.restore();
  doc.page.margins.bottom = bottom;
}

import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '../../../common/constants';
import { CHAT_EXPORT } from '../../../common/copy/chat';
import { printable } from '../fulfilment/render-order-pdf';
import { BRAND } from '../guides/brand';

/** One message as the record shows it. */
export interface ExportedMessage {
  at: string;
  from: string;
  text: string;
  withdrawnAt: string | null;
  /** Not delivered yet (held for the delivery window). */
  waiting: boolean;
  urgent: boolean;
}

export interface ChatExportPdfInput {
  title: string;
  classTitle: string;
  timeZone: string;
  range: string;
  people: string[];
  exportedBy: string;
  exportedAt: Date;
  messages: ExportedMessage[];
}

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 64;
const WIDTH = PAGE.width - 2 * MARGIN;

/**
 * A conversation as a school's record (issue 17, point 6): US Letter, no cover, nothing
 * decorative. What it is and who asked for it, then every message in order with its time in
 * the school's zone, its sender and what happened to it (withdrawn, held, urgent); a footer on
 * every page says it is confidential and which page of how many. pdfkit's Helvetica, as every
 * PDF of the product.
 */
export async function renderChatExportPdf(
  input: ChatExportPdfInput,
  { compress = true }: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: MARGIN, bottom: MARGIN + 24, left: MARGIN, right: MARGIN },
    bufferPages: true,
    compress,
    info: {
      Title: printable(CHAT_EXPORT.pdfTitle(input.title)),
      Author: PRODUCT_NAME,
      Creator: PRODUCT_NAME,
      CreationDate: input.exportedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: input.timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

  doc.font('Helvetica-Bold').fontSize(9).fillColor(BRAND.goldText);
  doc.text(CHAT_EXPORT.pdfKicker.toUpperCase(), { characterSpacing: 0.8 });
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND.ink);
  doc.text(printable(input.title), { width: WIDTH });
  doc.moveDown(0.6);
  const facts: [string, string][] = [
    [CHAT_EXPORT.facts.classTitle, input.classTitle],
    [CHAT_EXPORT.facts.range, input.range],
    [CHAT_EXPORT.facts.people, input.people.join(', ')],
    [CHAT_EXPORT.facts.times, input.timeZone],
    [CHAT_EXPORT.facts.exported, `${input.exportedBy}, ${time.format(input.exportedAt)}`],
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').fontSize(9.5).fillColor(BRAND.muted);
    doc.text(`${label}  `, { continued: true });
    doc.font('Helvetica').fillColor(BRAND.ink).text(printable(value));
  }
  doc.moveDown(0.6);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .lineWidth(1)
    .strokeColor(BRAND.line)
    .stroke();
  doc.moveDown(0.8);

  if (input.messages.length === 0) {
    doc.font('Helvetica').fontSize(11).fillColor(BRAND.muted).text(CHAT_EXPORT.empty);
  }
  for (const message of input.messages) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(BRAND.ink);
    doc.text(printable(message.from), { continued: true });
    doc
      .font('Helvetica')
      .fillColor(BRAND.muted)
      .text(`   ${time.format(new Date(message.at))}`);
    const marks = [
      message.urgent ? CHAT_EXPORT.urgent : null,
      message.withdrawnAt
        ? CHAT_EXPORT.withdrawn(time.format(new Date(message.withdrawnAt)))
        : null,
      message.waiting ? CHAT_EXPORT.waiting : null,
    ].filter(Boolean);
    if (marks.length > 0) {
      doc.font('Helvetica-Oblique').fontSize(9).fillColor(BRAND.goldText).text(marks.join(' · '));
    }
    doc.font('Helvetica').fontSize(11).fillColor(BRAND.ink);
    doc.text(printable(message.text) || ' ', { width: WIDTH, lineGap: 2 });
    doc.moveDown(0.9);
  }

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // Writing below the bottom margin would start a new page: lift it for the footer.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(BRAND.muted);
    doc.text(CHAT_EXPORT.footer(index + 1, range.count), MARGIN, PAGE.height - MARGIN + 8, {
      width: WIDTH,
      align: 'center',
    });
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '../../../common/constants';
import { HOW_IT_WORKS } from '../../../common/copy/home-intro';
import type { GuideLayout } from '../../../common/guides';
import { BRAND } from './brand';
import type { GuideBlock, GuideContent, GuideSection } from './content';
import { drawCoverArt, drawIllustration, drawLogoMark, type Box } from './illustrations';

/**
 * Lays a guide out as a tagged PDF with pdfkit and its built-in fonts (Helvetica for text,
 * Times for headings, as the site pairs a sans body with serif headings): a cover, then one
 * section per page on desktop (US Letter, two columns, large drawings), or flowing over as
 * many narrow pages as it needs on mobile (360 × 640 pt, one column, large type). Every page
 * after the cover carries the guide's name and its page number.
 */

/**
 * Part of the content hash that ensureGuides stores beside each PDF: bump it when a change
 * to the drawing code should replace the PDFs already in storage.
 */
export const GUIDE_RENDERER_VERSION = 1;

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;
type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Times-Roman' | 'Times-Bold';

interface TextStyle {
  font: FontName;
  size: number;
  color: string;
  lineGap: number;
  tracking?: number;
}

type StyleName =
  | 'kicker'
  | 'title'
  | 'coverTitle'
  | 'coverLead'
  | 'wordmark'
  | 'intro'
  | 'heading'
  | 'body'
  | 'marker'
  | 'tipTitle'
  | 'cardTitle'
  | 'cardText'
  | 'footer'
  | 'stepNumber';

export interface LayoutSpec {
  page: { width: number; height: number };
  marginX: number;
  /** Space under the flowing content, kept for the footer. */
  marginBottom: number;
  /** Where content starts on a page that continues a section (mobile). */
  continuationTop: number;
  columns: 1 | 2;
  gutter: number;
  bandPadding: number;
  stepBadgeRadius: number;
  markerSize: number;
  illustrationHeight: number;
  /** Desktop sections are designed to fit one page each: overflow is an error, not a page. */
  overflow: 'error' | 'new-page';
  styles: Record<StyleName, TextStyle>;
}

const white = BRAND.white;

export const LAYOUTS: Record<GuideLayout, LayoutSpec> = {
  desktop: {
    page: { width: 612, height: 792 },
    marginX: 54,
    marginBottom: 58,
    continuationTop: 54,
    columns: 2,
    gutter: 28,
    bandPadding: 30,
    stepBadgeRadius: 34,
    markerSize: 19,
    illustrationHeight: 184,
    overflow: 'error',
    styles: {
      kicker: {
        font: 'Helvetica-Bold',
        size: 9.5,
        color: BRAND.goldLight,
        lineGap: 2,
        tracking: 1.2,
      },
      title: { font: 'Times-Bold', size: 31, color: white, lineGap: 0 },
      coverTitle: { font: 'Times-Bold', size: 42, color: white, lineGap: 0 },
      coverLead: { font: 'Helvetica', size: 12.5, color: '#e4e8f6', lineGap: 4.5 },
      wordmark: { font: 'Times-Bold', size: 22, color: white, lineGap: 0 },
      intro: { font: 'Helvetica', size: 12.5, color: BRAND.ink, lineGap: 4.5 },
      heading: { font: 'Times-Bold', size: 15.5, color: BRAND.indigo, lineGap: 1 },
      body: { font: 'Helvetica', size: 10.5, color: BRAND.ink, lineGap: 3.4 },
      marker: { font: 'Helvetica-Bold', size: 10, color: white, lineGap: 0 },
      tipTitle: { font: 'Helvetica-Bold', size: 10.5, color: BRAND.goldText, lineGap: 2 },
      cardTitle: { font: 'Times-Bold', size: 15, color: BRAND.indigo, lineGap: 1 },
      cardText: { font: 'Helvetica', size: 10.5, color: BRAND.ink, lineGap: 3.4 },
      footer: { font: 'Helvetica', size: 8.5, color: BRAND.muted, lineGap: 0 },
      stepNumber: { font: 'Times-Bold', size: 36, color: BRAND.indigo, lineGap: 0 },
    },
  },
  mobile: {
    page: { width: 360, height: 640 },
    marginX: 24,
    marginBottom: 46,
    continuationTop: 40,
    columns: 1,
    gutter: 0,
    bandPadding: 22,
    stepBadgeRadius: 24,
    markerSize: 24,
    illustrationHeight: 150,
    overflow: 'new-page',
    styles: {
      kicker: {
        font: 'Helvetica-Bold',
        size: 10.5,
        color: BRAND.goldLight,
        lineGap: 2,
        tracking: 1,
      },
      title: { font: 'Times-Bold', size: 27, color: white, lineGap: 0 },
      coverTitle: { font: 'Times-Bold', size: 33, color: white, lineGap: 0 },
      coverLead: { font: 'Helvetica', size: 14.5, color: '#e4e8f6', lineGap: 4.5 },
      wordmark: { font: 'Times-Bold', size: 20, color: white, lineGap: 0 },
      intro: { font: 'Helvetica', size: 15, color: BRAND.ink, lineGap: 5 },
      heading: { font: 'Times-Bold', size: 19, color: BRAND.indigo, lineGap: 1 },
      body: { font: 'Helvetica', size: 14, color: BRAND.ink, lineGap: 4.5 },
      marker: { font: 'Helvetica-Bold', size: 12.5, color: white, lineGap: 0 },
      tipTitle: { font: 'Helvetica-Bold', size: 14, color: BRAND.goldText, lineGap: 2 },
      cardTitle: { font: 'Times-Bold', size: 18, color: BRAND.indigo, lineGap: 1 },
      cardText: { font: 'Helvetica', size: 14, color: BRAND.ink, lineGap: 4.5 },
      footer: { font: 'Helvetica', size: 10, color: BRAND.muted, lineGap: 0 },
      stepNumber: { font: 'Times-Bold', size: 26, color: BRAND.indigo, lineGap: 0 },
    },
  },
};

export interface RenderOptions {
  /** Tests turn compression off to read the text; stored files are compressed. */
  compress?: boolean;
  creationDate?: Date;
}

export interface RenderedGuide {
  bytes: Buffer;
  pageCount: number;
}

export class GuideLayoutError extends Error {
  override name = 'GuideLayoutError';
}

export async function renderGuidePdf(
  content: GuideContent,
  layout: GuideLayout,
  { compress = true, creationDate = new Date() }: RenderOptions = {},
): Promise<RenderedGuide> {
  const spec = LAYOUTS[layout];
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    compress,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: `${content.title} (${layout === 'desktop' ? 'Desktop' : 'Mobile'})`,
      Author: PRODUCT_NAME,
      Subject: content.subject,
      Keywords: content.keywords.join(', '),
      Creator: PRODUCT_NAME,
      CreationDate: creationDate,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const writer = new GuideWriter(doc, spec, content);
  writer.cover();
  for (const section of content.sections) writer.section(section);
  writer.finish();
  const pageCount = doc.bufferedPageRange().count;
  doc.end();
  await finished;
  return { bytes: Buffer.concat(chunks), pageCount };
}

/** A piece of flowing content: measured once for the column width, then drawn at a point. */
interface FlowBlock {
  height: number;
  gapAfter: number;
  /** Headings stay on the same page or column as the block after them. */
  keepWithNext: boolean;
  /** Where a column may best begin (a heading or a card), rather than mid-list. */
  startsGroup: boolean;
  draw(x: number, y: number): void;
}

class GuideWriter {
  private readonly root: Struct;
  private readonly contentWidth: number;
  private readonly columnWidth: number;

  constructor(
    private readonly doc: Doc,
    private readonly spec: LayoutSpec,
    private readonly content: GuideContent,
  ) {
    this.root = doc.struct('Document');
    doc.addStructure(this.root);
    this.contentWidth = spec.page.width - spec.marginX * 2;
    this.columnWidth = (this.contentWidth - spec.gutter * (spec.columns - 1)) / spec.columns;
  }

  cover(): void {
    const { doc, spec, content } = this;
    const { marginX } = spec;
    const desktop = spec.columns === 2;
    const sect = this.open(this.root, 'Sect');
    this.newPage();
    doc.outline.addItem(content.title);

    const textWidth = desktop ? 300 : this.contentWidth;
    const art: Box = desktop
      ? { x: marginX + 318, y: 92, width: this.contentWidth - 318, height: 250 }
      : { x: marginX + this.contentWidth / 2 - 70, y: 68, width: 140, height: 140 };
    let y = desktop ? 120 : art.y + art.height + 18;
    const eyebrowHeight = this.measure(content.cover.eyebrow.toUpperCase(), 'kicker', textWidth);
    const titleHeight = this.measure(content.title, 'coverTitle', textWidth);
    const leadHeight = this.measure(content.cover.lead, 'coverLead', textWidth);
    const textBottom = y + eyebrowHeight + 10 + titleHeight + 14 + leadHeight;
    const bandHeight = Math.max(textBottom, art.y + art.height) + spec.bandPadding + 6;

    this.artifact(() => {
      doc.rect(0, 0, spec.page.width, bandHeight).fill(BRAND.indigo);
      doc.rect(0, bandHeight - 6, spec.page.width, 6).fill(BRAND.gold);
      drawLogoMark(doc, marginX, 26, desktop ? 34 : 28, true);
      this.write(PRODUCT_NAME, 'wordmark', marginX + (desktop ? 44 : 36), desktop ? 34 : 31, 200);
    });
    this.tag(sect, 'Figure', () => drawCoverArt(doc, art), {
      alt: 'An open book beneath a golden flame',
    });
    this.tag(sect, 'P', () =>
      this.write(content.cover.eyebrow.toUpperCase(), 'kicker', marginX, y, textWidth),
    );
    y += eyebrowHeight + 10;
    this.tag(sect, 'H1', () => this.write(content.title, 'coverTitle', marginX, y, textWidth));
    y += titleHeight + 14;
    this.tag(sect, 'P', () => this.write(content.cover.lead, 'coverLead', marginX, y, textWidth));

    y = bandHeight + (desktop ? 30 : 24);
    const overview: FlowBlock[] = [
      this.headingBlock(sect, HOW_IT_WORKS.heading, 'H2'),
      this.paragraphBlock(sect, HOW_IT_WORKS.lead, 'intro', true),
    ];
    const cards = content.cover.overview.map((item, index) =>
      this.overviewCardBlock(sect, index + 1, item.title, item.text),
    );
    y = this.flowFullWidth(overview, y, content.title);
    y = this.flow(cards, y, content.title);
    const footnote = this.paragraphBlock(sect, content.cover.footnote, 'footer', true, true);
    if (desktop) footnote.draw(marginX, this.bottom() - footnote.height);
    else this.flowFullWidth([footnote], y, content.title);
    sect.end();
  }

  section(section: GuideSection): void {
    const { doc, spec } = this;
    const { marginX } = spec;
    const sect = this.open(this.root, 'Sect');
    this.newPage();
    doc.outline.addItem(section.title);

    const badge = section.step === undefined ? 0 : spec.stepBadgeRadius * 2 + 16;
    const titleWidth = this.contentWidth - badge;
    const kicker = section.kicker.toUpperCase();
    const kickerHeight = this.measure(kicker, 'kicker', titleWidth);
    const titleHeight = this.measure(section.title, 'title', titleWidth);
    const bandHeight =
      Math.max(
        spec.bandPadding * 2 + kickerHeight + 8 + titleHeight,
        section.step === undefined ? 0 : spec.bandPadding * 2 + spec.stepBadgeRadius * 2,
      ) + 6;
    this.artifact(() => {
      doc.rect(0, 0, spec.page.width, bandHeight).fill(BRAND.indigo);
      doc.rect(0, bandHeight - 6, spec.page.width, 6).fill(BRAND.gold);
      if (section.step !== undefined) {
        const r = spec.stepBadgeRadius;
        const cx = spec.page.width - marginX - r;
        const cy = (bandHeight - 6) / 2;
        doc.circle(cx, cy, r).fill(BRAND.gold);
        this.writeCentered(String(section.step), 'stepNumber', cx, cy, r * 2);
      }
    });
    let y = spec.bandPadding;
    this.tag(sect, 'P', () => this.write(kicker, 'kicker', marginX, y, titleWidth));
    y += kickerHeight + 8;
    this.tag(sect, 'H2', () => this.write(section.title, 'title', marginX, y, titleWidth));

    y = bandHeight + (spec.columns === 2 ? 22 : 18);
    const intro = this.paragraphBlock(sect, section.intro, 'intro', false);
    const picture = this.illustrationBlock(sect, section);
    y = this.flowFullWidth([intro, picture], y, section.title);

    const blocks = section.blocks.flatMap((block) => this.contentBlocks(sect, block));
    if (section.tip) blocks.push(this.tipBlock(sect, section.tip.title, section.tip.text));
    this.flow(blocks, y, section.title);
    sect.end();
  }

  /** Adds the running footer (guide name, page number) to every page but the cover. */
  finish(): void {
    const { doc, spec, content } = this;
    this.root.end();
    const { start, count } = doc.bufferedPageRange();
    for (let index = start + 1; index < start + count; index += 1) {
      doc.switchToPage(index);
      const ruleY = spec.page.height - spec.marginBottom + 16;
      const textY = ruleY + 8;
      const width = this.contentWidth;
      doc.markContent('Artifact', { type: 'Pagination' });
      doc.rect(spec.marginX, ruleY, width, 1).fill(BRAND.line);
      doc.rect(spec.marginX, ruleY, 28, 1).fill(BRAND.gold);
      this.write(content.title, 'footer', spec.marginX, textY, width, 'left');
      this.write(`Page ${index + 1} of ${count}`, 'footer', spec.marginX, textY, width, 'right');
      doc.endMarkedContent();
    }
  }

  // ---- Blocks ---------------------------------------------------------------------------

  private contentBlocks(parent: Struct, block: GuideBlock): FlowBlock[] {
    const blocks = [this.headingBlock(parent, block.heading, 'H3')];
    if (block.kind === 'text') {
      block.paragraphs.forEach((text, index) =>
        blocks.push(
          this.paragraphBlock(parent, text, 'body', index === block.paragraphs.length - 1),
        ),
      );
      return blocks;
    }
    const list = new LazyList(this.doc, parent);
    block.items.forEach((text, index) =>
      blocks.push(
        this.listItemBlock(
          list,
          block.kind === 'steps' ? String(index + 1) : null,
          text,
          index === block.items.length - 1,
        ),
      ),
    );
    return blocks;
  }

  private headingBlock(parent: Struct, text: string, tag: 'H2' | 'H3'): FlowBlock {
    const style: StyleName = tag === 'H2' ? 'cardTitle' : 'heading';
    const width = tag === 'H2' ? this.contentWidth : this.columnWidth;
    const size = tag === 'H2' ? 1.25 : 1;
    return {
      height: this.measure(text, style, width, size),
      gapAfter: this.spec.columns === 2 ? 7 : 8,
      keepWithNext: true,
      startsGroup: true,
      draw: (x, y) =>
        this.tag(parent, tag, () => this.write(text, style, x, y, width, 'left', size)),
    };
  }

  private paragraphBlock(
    parent: Struct,
    text: string,
    style: StyleName,
    last: boolean,
    fullWidth = style === 'intro',
  ): FlowBlock {
    const width = fullWidth ? this.contentWidth : this.columnWidth;
    return {
      height: this.measure(text, style, width),
      gapAfter: last ? this.groupGap() : this.itemGap(),
      keepWithNext: false,
      startsGroup: false,
      draw: (x, y) => this.tag(parent, 'P', () => this.write(text, style, x, y, width)),
    };
  }

  private listItemBlock(
    list: LazyList,
    number: string | null,
    text: string,
    last: boolean,
  ): FlowBlock {
    const { markerSize } = this.spec;
    const indent = markerSize + 10;
    const width = this.columnWidth - indent;
    const textHeight = this.measure(text, 'body', width);
    const body = this.spec.styles.body;
    return {
      height: Math.max(textHeight, markerSize),
      gapAfter: last ? this.groupGap() : this.itemGap(),
      keepWithNext: false,
      startsGroup: false,
      draw: (x, y) => {
        const item = this.open(list.element(), 'LI');
        // Centre the marker on the first line of text.
        const firstLine = body.size * 1.16;
        const cy = y + firstLine / 2;
        this.tag(item, 'Lbl', () => {
          if (number === null) {
            const r = markerSize * 0.2;
            this.doc.circle(x + markerSize / 2, cy, r).fill(BRAND.gold);
            return;
          }
          const r = markerSize / 2;
          this.doc.circle(x + r, cy, r).fill(BRAND.indigo);
          this.writeCentered(number, 'marker', x + r, cy, markerSize);
        });
        this.tag(item, 'LBody', () => this.write(text, 'body', x + indent, y, width));
        item.end();
      },
    };
  }

  private tipBlock(parent: Struct, title: string, text: string): FlowBlock {
    const padding = this.spec.columns === 2 ? 14 : 16;
    const width = this.columnWidth - padding * 2 - 4;
    const titleHeight = this.measure(title, 'tipTitle', width);
    const textHeight = this.measure(text, 'body', width);
    const height = padding * 2 + titleHeight + 4 + textHeight;
    return {
      height,
      gapAfter: this.groupGap(),
      keepWithNext: false,
      startsGroup: true,
      draw: (x, y) => {
        this.artifact(() => {
          this.doc.roundedRect(x, y, this.columnWidth, height, 8).fill(BRAND.goldPale);
          this.doc.rect(x, y + 8, 4, height - 16).fill(BRAND.gold);
        });
        const tip = this.open(parent, 'Div');
        const left = x + padding + 4;
        this.tag(tip, 'H3', () => this.write(title, 'tipTitle', left, y + padding, width));
        this.tag(tip, 'P', () =>
          this.write(text, 'body', left, y + padding + titleHeight + 4, width),
        );
        tip.end();
      },
    };
  }

  private overviewCardBlock(parent: Struct, step: number, title: string, text: string): FlowBlock {
    const desktop = this.spec.columns === 2;
    const padding = desktop ? 16 : 14;
    const badge = desktop ? 34 : 32;
    const width = this.columnWidth - padding * 2 - badge - 12;
    const titleHeight = this.measure(title, 'cardTitle', width);
    const textHeight = this.measure(text, 'cardText', width);
    const height = Math.max(padding * 2 + titleHeight + 4 + textHeight, padding * 2 + badge);
    return {
      height,
      gapAfter: desktop ? 16 : 12,
      keepWithNext: false,
      startsGroup: true,
      draw: (x, y) => {
        this.artifact(() => {
          this.doc
            .lineWidth(1)
            .roundedRect(x, y, this.columnWidth, height, 10)
            .fillAndStroke(BRAND.white, BRAND.line);
          const r = badge / 2;
          this.doc.circle(x + padding + r, y + padding + r, r).fill(BRAND.gold);
          this.writeCentered(
            String(step),
            'cardTitle',
            x + padding + r,
            y + padding + r,
            badge,
            1.15,
          );
        });
        const card = this.open(parent, 'Div');
        const left = x + padding + badge + 12;
        this.tag(card, 'H3', () => this.write(title, 'cardTitle', left, y + padding, width));
        this.tag(card, 'P', () =>
          this.write(text, 'cardText', left, y + padding + titleHeight + 4, width),
        );
        card.end();
      },
    };
  }

  private illustrationBlock(parent: Struct, section: GuideSection): FlowBlock {
    const height = this.spec.illustrationHeight;
    const width = this.contentWidth;
    return {
      height,
      gapAfter: this.spec.columns === 2 ? 22 : 20,
      keepWithNext: false,
      startsGroup: true,
      draw: (x, y) => {
        this.artifact(() =>
          this.doc
            .lineWidth(1)
            .roundedRect(x, y, width, height, 12)
            .fillAndStroke(BRAND.white, BRAND.line),
        );
        this.tag(
          parent,
          'Figure',
          () =>
            drawIllustration(this.doc, section.illustration, {
              x: x + 12,
              y: y + 10,
              width: width - 24,
              height: height - 20,
            }),
          { alt: section.illustrationAlt },
        );
      },
    };
  }

  private itemGap(): number {
    return this.spec.columns === 2 ? 6 : 9;
  }

  private groupGap(): number {
    return this.spec.columns === 2 ? 16 : 20;
  }

  // ---- Placement -------------------------------------------------------------------------

  /** Full-width blocks one under the other; returns where the next content may start. */
  private flowFullWidth(blocks: FlowBlock[], top: number, where: string): number {
    let y = top;
    blocks.forEach((block, index) => {
      y = this.ensureRoom(block, blocks[index + 1], y, where);
      block.draw(this.spec.marginX, y);
      y += block.height + block.gapAfter;
    });
    return y;
  }

  /** Flows blocks into the page's columns; returns where the next content may start. */
  private flow(blocks: FlowBlock[], top: number, where: string): number {
    if (this.spec.columns === 1) return this.flowFullWidth(blocks, top, where);
    const available = this.bottom() - top;
    const split = balancedSplit(blocks, available);
    if (split === null) {
      throw new GuideLayoutError(
        `"${where}" does not fit on one ${this.spec.page.width}-pt-wide page`,
      );
    }
    const columns = [blocks.slice(0, split), blocks.slice(split)];
    let end = top;
    columns.forEach((column, index) => {
      const x = this.spec.marginX + index * (this.columnWidth + this.spec.gutter);
      let y = top;
      for (const block of column) {
        block.draw(x, y);
        y += block.height + block.gapAfter;
      }
      end = Math.max(end, y);
    });
    return end;
  }

  private ensureRoom(
    block: FlowBlock,
    next: FlowBlock | undefined,
    y: number,
    where: string,
  ): number {
    const needed = block.height + (block.keepWithNext && next ? block.gapAfter + next.height : 0);
    if (y + needed <= this.bottom()) return y;
    const fresh = this.spec.continuationTop;
    if (this.spec.overflow === 'error' || fresh + block.height > this.bottom()) {
      throw new GuideLayoutError(`"${where}" does not fit its page`);
    }
    this.newPage();
    this.artifact(() =>
      this.write(`${where} (continued)`, 'footer', this.spec.marginX, 18, this.contentWidth),
    );
    return fresh;
  }

  private bottom(): number {
    return this.spec.page.height - this.spec.marginBottom;
  }

  // ---- Drawing helpers ---------------------------------------------------------------------

  private newPage(): void {
    const { width, height } = this.spec.page;
    this.doc.addPage({ size: [width, height], margin: 0 });
    this.artifact(() => this.doc.rect(0, 0, width, height).fill(BRAND.paper));
  }

  private artifact(draw: () => void): void {
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw();
    this.doc.endMarkedContent();
  }

  private open(parent: Struct, type: string): Struct {
    const element = this.doc.struct(type);
    parent.add(element);
    return element;
  }

  private tag(
    parent: Struct,
    type: string,
    draw: () => void,
    options: { alt?: string } = {},
  ): void {
    const element = this.doc.struct(type, options);
    parent.add(element);
    element.add(draw);
    element.end();
  }

  private style(name: StyleName, scale = 1): TextStyle {
    const style = this.spec.styles[name];
    return scale === 1 ? style : { ...style, size: style.size * scale };
  }

  private measure(text: string, name: StyleName, width: number, scale = 1): number {
    const style = this.style(name, scale);
    this.doc.font(style.font).fontSize(style.size);
    return this.doc.heightOfString(text, {
      width,
      lineGap: style.lineGap,
      characterSpacing: style.tracking ?? 0,
    });
  }

  /** Writes one line whose capital letters and digits sit centred on (cx, cy). */
  private writeCentered(
    text: string,
    name: StyleName,
    cx: number,
    cy: number,
    width: number,
    scale = 1,
  ): void {
    const style = this.style(name, scale);
    this.doc.font(style.font).fontSize(style.size);
    // pdfkit puts the baseline one ascender below y; the font's metrics are on its _font.
    const font = (this.doc as unknown as { _font: { ascender: number; capHeight: number } })._font;
    const y = cy - ((font.ascender - font.capHeight / 2) / 1000) * style.size;
    this.write(text, name, cx - width / 2, y, width, 'center', scale);
  }

  private write(
    text: string,
    name: StyleName,
    x: number,
    y: number,
    width: number,
    align: 'left' | 'center' | 'right' = 'left',
    scale = 1,
  ): void {
    const style = this.style(name, scale);
    this.doc
      .font(style.font)
      .fontSize(style.size)
      .fillColor(style.color)
      .text(text, x, y, {
        width,
        align,
        lineGap: style.lineGap,
        characterSpacing: style.tracking ?? 0,
      });
  }
}

/** A list's structure element, created when its first item is drawn (in reading order). */
class LazyList {
  private list: Struct | null = null;
  constructor(
    private readonly doc: Doc,
    private readonly parent: Struct,
  ) {}

  element(): Struct {
    if (!this.list) {
      this.list = this.doc.struct('L');
      this.parent.add(this.list);
    }
    return this.list;
  }
}

/**
 * Where to break a run of blocks into two columns so the taller column is as short as
 * possible, preferring breaks before headings and cards; null when no break fits.
 */
export function balancedSplit(
  blocks: readonly Pick<FlowBlock, 'height' | 'gapAfter' | 'keepWithNext' | 'startsGroup'>[],
  available: number,
): number | null {
  const columnHeight = (from: number, to: number) => {
    let height = 0;
    for (let index = from; index < to; index += 1) {
      const block = blocks[index]!;
      height += block.height + (index < to - 1 ? block.gapAfter : 0);
    }
    return height;
  };
  let best: { split: number; cost: number } | null = null;
  for (let split = 0; split <= blocks.length; split += 1) {
    const previous = blocks[split - 1];
    if (previous?.keepWithNext) continue;
    const left = columnHeight(0, split);
    const right = columnHeight(split, blocks.length);
    if (left > available || right > available) continue;
    const midGroup = split > 0 && split < blocks.length && !blocks[split]!.startsGroup;
    const cost = Math.max(left, right) + (midGroup ? 200 : 0);
    if (!best || cost < best.cost) best = { split, cost };
  }
  return best?.split ?? null;
}

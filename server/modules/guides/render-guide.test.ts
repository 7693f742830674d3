import { describe, expect, it } from 'vitest';
import { HOW_IT_WORKS } from '../../../common/copy/home-intro';
import { GUIDE_AUDIENCES } from '../../../common/guides';
import { guideContent, type GuideContent } from './content';
import { balancedSplit, GuideLayoutError, renderGuidePdf } from './render-guide';
import { inspectPdf, pdfText } from './testing/inspect-pdf';

const context = { siteUrl: 'https://lectio.example', contactEmail: 'help@lectio.example' };
const STEP_TITLES = HOW_IT_WORKS.steps.map((step) => step.title);

describe('renderGuidePdf', () => {
  for (const audience of GUIDE_AUDIENCES) {
    const content = guideContent(audience, context);

    it(`lays the ${audience} guide out on US Letter for desktop: cover plus one page per section`, async () => {
      const { bytes, pageCount } = await renderGuidePdf(content, 'desktop', { compress: false });
      expectWellFormed(bytes);
      const pdf = inspectPdf(bytes);
      expect(pdf.pageCount).toBe(1 + content.sections.length);
      expect(pageCount).toBe(pdf.pageCount);
      expect(new Set(pdf.pageSizes.map((size) => size.join('x')))).toEqual(new Set(['612x792']));
      expectGuideText(pdf, content);
      expect(pdf.info).toMatchObject({
        Title: `${content.title} (Desktop)`,
        Author: 'Lectio',
        Subject: content.subject,
      });
    });

    it(`lays the ${audience} guide out on narrow 360 × 640 pages for mobile`, async () => {
      const { bytes, pageCount } = await renderGuidePdf(content, 'mobile', { compress: false });
      expectWellFormed(bytes);
      const pdf = inspectPdf(bytes);
      expect(pageCount).toBe(pdf.pageCount);
      // Large type in one column needs more pages than the desktop layout.
      expect(pdf.pageCount).toBeGreaterThan(1 + content.sections.length);
      expect(new Set(pdf.pageSizes.map((size) => size.join('x')))).toEqual(new Set(['360x640']));
      expectGuideText(pdf, content);
      expect(pdf.info).toMatchObject({ Title: `${content.title} (Mobile)`, Author: 'Lectio' });
    });
  }

  it('compresses page content by default, so stored files are small', async () => {
    const content = guideContent('student', context);
    const plain = await renderGuidePdf(content, 'desktop', { compress: false });
    const packed = await renderGuidePdf(content, 'desktop');
    expectWellFormed(packed.bytes);
    expect(packed.bytes.toString('latin1')).toContain('/FlateDecode');
    expect(packed.bytes.length).toBeLessThan(plain.bytes.length / 2);
  });

  it('refuses a desktop section that would overflow its page instead of adding a page', async () => {
    const content = guideContent('teacher', context);
    const [first, ...rest] = content.sections;
    const longItems = Array.from(
      { length: 30 },
      (_, index) => `A long instruction number ${index + 1} that needs room.`,
    );
    const overfull: GuideContent = {
      ...content,
      sections: [
        { ...first!, blocks: [{ kind: 'steps', heading: 'Too much', items: longItems }] },
        ...rest,
      ],
    };
    await expect(renderGuidePdf(overfull, 'desktop')).rejects.toThrow(GuideLayoutError);
    // The mobile layout flows the same content over more pages.
    const mobile = await renderGuidePdf(overfull, 'mobile');
    expect(mobile.pageCount).toBeGreaterThan((await renderGuidePdf(content, 'mobile')).pageCount);
  });
});

describe('balancedSplit', () => {
  const block = (
    height: number,
    extra: Partial<{ keepWithNext: boolean; startsGroup: boolean }> = {},
  ) => ({
    height,
    gapAfter: 10,
    keepWithNext: false,
    startsGroup: false,
    ...extra,
  });

  it('evens out the two columns', () => {
    expect(balancedSplit([block(100), block(100), block(100), block(100)], 500)).toBe(2);
  });

  it('never leaves a heading at the foot of the first column', () => {
    const heading = block(20, { keepWithNext: true, startsGroup: true });
    const blocks = [block(100), heading, block(100), block(30)];
    expect(balancedSplit(blocks, 500)).not.toBe(2);
  });

  it('answers null when the blocks cannot fit two columns', () => {
    expect(balancedSplit([block(300), block(300), block(300)], 400)).toBeNull();
  });
});

function expectWellFormed(bytes: Buffer): void {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
}

function expectGuideText(pdf: ReturnType<typeof inspectPdf>, content: GuideContent): void {
  const text = pdfText(pdf);
  for (const title of STEP_TITLES) expect(text).toContain(title);
  for (const section of content.sections) expect(text).toContain(section.title);
  expect(text).toContain(content.title);
  // Every page after the cover is numbered.
  for (let page = 2; page <= pdf.pageCount; page += 1) {
    expect(text).toContain(`Page ${page} of ${pdf.pageCount}`);
  }
  expect(text).not.toContain('Page 1 of');
}

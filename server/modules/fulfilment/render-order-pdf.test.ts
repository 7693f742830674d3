import { describe, expect, it } from 'vitest';
import { inspectPdf, pdfText } from '../guides/testing/inspect-pdf';
import { printable, renderOrderPdf, type OrderPdfInput } from './render-order-pdf';

const PARAGRAPH =
  'The Lord is my shepherd; I shall not want. He makes me lie down in green pastures and leads me beside still waters. ' +
  'When I read this psalm I think of my family walking by the river on Sunday, and of how we are never alone. ';

/** A 30-child class book: three pieces of about 250 words each per child. */
function classBook(): OrderPdfInput {
  const pieces = Array.from({ length: 30 }, (_, child) =>
    Array.from({ length: 3 }, (_, index) => ({
      author: `Child${child + 1} L.`,
      title: `Reflection ${index + 1}`,
      body: `${PARAGRAPH.repeat(3)}\n${PARAGRAPH.repeat(3)}`,
    })),
  ).flat();
  return {
    orderNumber: 'LB-100042',
    bookName: 'Psalms of Grade 5',
    className: 'Grade 5 Theology',
    schoolName: 'St Jerome School',
    books: [{ childName: null, copies: 30, pieces }],
  };
}

describe('renderOrderPdf', () => {
  it('puts the cover, every child and page numbers in a 6 × 9 in book', async () => {
    const pdf = inspectPdf(await renderOrderPdf(classBook(), { compress: false }));
    expect(pdf.pageSizes.every(([width, height]) => width === 432 && height === 648)).toBe(true);
    // Cover + at least one page per child.
    expect(pdf.pageCount).toBeGreaterThan(31);
    const text = pdfText(pdf);
    expect(text).toContain('Psalms of Grade 5');
    expect(text).toContain('Grade 5 Theology');
    expect(text).toContain('St Jerome School');
    expect(text).toContain('Child30 L.');
    expect(text).toContain(`Psalms of Grade 5 · ${pdf.pageCount}`);
    expect(pdf.info.Title).toBe('Psalms of Grade 5 (order LB-100042)');
  });

  it('drops characters the built-in fonts cannot draw', () => {
    expect(printable('Amen 🙏 — “José”\r\nnext')).toBe('Amen  — “José”\nnext');
  });
});

import { describe, expect, it } from 'vitest';
import { renderClassBook } from './render-class-book';
import { readPdf } from './testing/read-book-pdf';
import { sampleClassBook } from './testing/sample-class-book';

describe('renderClassBook', () => {
  const book = sampleClassBook(12, { dedication: 'For our families.' });

  it('prints a Premium copy as the whole class book with the typed name on the cover and the child’s pages marked', async () => {
    const childName = 'Zoë-Łucja “Zee” O’Neil';
    const standard = await renderClassBook({ book, copy: 'standard' });
    const premium = await renderClassBook({
      book,
      copy: { premium: { studentId: 'student-5', childName } },
    });
    const pdf = readPdf(premium.bytes);
    // The whole book, not the child's pages alone.
    expect(premium.pageCount).toBe(standard.pageCount);
    expect(pdf.pages).toHaveLength(premium.pageCount);
    expect(pdf.text).toContain('Student1 L.');
    expect(pdf.text).toContain('Student12 L.');
    // The name exactly as typed, on the cover (embedded fonts draw every letter).
    expect(pdf.pages[0]).toContain(childName);
    // Contents: "{name}'s pages" with the pages the ribbon marks.
    expect(premium.childPages.length).toBeGreaterThanOrEqual(3);
    const contents = pdf.pages[2]!;
    expect(contents).toContain(`${childName}'s pages`);
    expect(contents).toContain(String(premium.childPages[0]));
    for (const page of premium.childPages) {
      // Their piece starts on the page, or runs on from the page before.
      const starts = pdf.pages[page - 1]!.includes('Student5 L.');
      expect(starts || premium.childPages.includes(page - 1)).toBe(true);
      // The ribbon carries the child's name on each of their pages.
      expect(pdf.pages[page - 1]).toContain(childName);
    }
    const unmarked = pdf.pages.findIndex(
      (text, index) => index > 2 && !premium.childPages.includes(index + 1),
    );
    expect(pdf.pages[unmarked]).not.toContain(childName);

    const plain = readPdf(standard.bytes);
    expect(plain.text).not.toContain(childName);
    expect(plain.pages[2]).not.toContain("'s pages");
  });

  it('puts production data in the metadata only, and the watermark on every page', async () => {
    const { bytes, pageCount } = await renderClassBook({
      book,
      copy: 'standard',
      watermark: 'Preview',
      production: 'Order LB-100042 · print 3 copies',
    });
    const pdf = readPdf(bytes);
    expect(pdf.meta.subject).toBe('Order LB-100042 · print 3 copies');
    expect(pdf.text).not.toContain('LB-100042');
    expect(pdf.pages.every((page) => page.includes('Preview'))).toBe(true);
    // Page numbers from the second page on, the last one the page count.
    expect(pdf.pages.at(-1)).toMatch(new RegExp(`\\b${pageCount} Preview$`));
  });

  it('prints a Journal copy as the child’s own pages only', async () => {
    const journal = await renderClassBook({
      book,
      copy: { journal: { studentId: 'student-2', childName: 'Ben Ortiz' } },
    });
    const pdf = readPdf(journal.bytes);
    expect(pdf.pages[0]).toContain('Ben Ortiz');
    expect(pdf.text).toContain('Student2 L.');
    expect(pdf.text).not.toContain('Student3 L.');
  });
});

import * as mupdf from 'mupdf';

/**
 * Reads a PDF the way a reader sees it, page by page, with MuPDF (the class book embeds its
 * fonts, so its text cannot be read from the content streams directly).
 */
export interface ReadPdf {
  /** Each page's text, whitespace collapsed so phrases that wrap still match. */
  pages: string[];
  text: string;
  meta: { title: string; subject: string };
}

export function readPdf(bytes: Uint8Array): ReadPdf {
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  const pages: string[] = [];
  for (let index = 0; index < document.countPages(); index += 1) {
    const page = document.loadPage(index);
    pages.push(page.toStructuredText('preserve-whitespace').asText().replace(/\s+/g, ' ').trim());
  }
  const meta = {
    title: document.getMetaData('info:Title') ?? '',
    subject: document.getMetaData('info:Subject') ?? '',
  };
  document.destroy();
  return { pages, text: pages.join(' '), meta };
}

// Types for order-pdf.mjs, so the unit tests (TypeScript) can import it.
export interface ClassBookInput {
  orderNumber: string;
  bookName: string;
  className: string;
  schoolName: string;
  books: {
    childName: null;
    copies: number;
    pieces: { author: string; title: string; body: string }[];
  }[];
}
export function classBookInput(children: number): ClassBookInput;

export interface OrderPdfFigures {
  children: number;
  runs: number;
  medianMs: number;
  maxMs: number;
  pages: number;
  bytes: number;
  peakRssBytes: number;
}
export function measureOrderPdf(options?: {
  children?: number;
  runs?: number;
}): Promise<OrderPdfFigures>;

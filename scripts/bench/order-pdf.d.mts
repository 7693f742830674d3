// Types for order-pdf.mjs, so the unit tests (TypeScript) can import it.
export interface ClassBookInput {
  title: string;
  className: string;
  schoolName: string;
  year: string;
  dedication: string;
  sections: {
    title: string;
    passageReference: string;
    image: Buffer | null;
    prompts: string[];
    pieces: { studentId: string; author: string; body: string }[];
  }[];
}
export function classBookInput(children: number, image?: Buffer | null): ClassBookInput;

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

import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** A titled block of the PDF: one entry (a course, a reflection) and its lines. */
export interface PdfPiece {
  title: string;
  lines: string[];
}

/** What one area holds about the person: its JSON, and the same laid out for the PDF. */
export interface CollectedSection {
  data: unknown;
  pdf: PdfPiece[];
}

/**
 * One area's part of the Academy export (issue 13, point 15). Each area that stores a
 * person's data adds one provider in this folder and one line in ./index.ts, so the export
 * never forgets a table an area owns. `collect` reads only rows of `userId`.
 */
export interface ExportSectionProvider {
  /** The key of the section in the JSON. */
  key: string;
  /** The PDF's heading for the section. */
  title: string;
  collect(db: Kysely<Database>, userId: string): Promise<CollectedSection>;
}

/** An ISO moment as the PDF shows it: `2025-03-01 14:05 UTC`. */
export const pdfTime = (iso: string | null | undefined): string =>
  iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '';

import type { FastifyInstance } from 'fastify';
import { insertUser } from '../../../../tests/support/factories';
import {
  insertSampleBook,
  insertSampleOrder,
  randomTag,
  type SampleBook,
  type SampleChild,
} from './sample-order';
import { readPdf } from './read-book-pdf';

/** Test data for fulfilment (not a test file): a published book with its teacher, orders. */

export type SeededBook = SampleBook;

export async function seedBook(
  app: FastifyInstance,
  options: { type?: 'story' | 'journal'; children: SampleChild[] },
): Promise<SeededBook> {
  const teacherId = await insertUser(app, {
    email: `teacher.${randomTag(8).toLowerCase()}@example.com`,
  });
  return insertSampleBook(app.db, { teacherId, ...options });
}

export const seedOrder = (app: FastifyInstance, options: Parameters<typeof insertSampleOrder>[1]) =>
  insertSampleOrder(app.db, options);

/** The text of a stored (compressed) PDF, every page, as MuPDF reads it. */
export function storedPdfText(bytes: Buffer): string {
  return readPdf(bytes).text;
}

import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { insertUser } from '../../../../tests/support/factories';
import { inspectPdf, pdfText } from '../../guides/testing/inspect-pdf';
import {
  insertSampleBook,
  insertSampleOrder,
  randomTag,
  type SampleBook,
  type SampleChild,
} from './sample-order';

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

/**
 * The text of a stored (compressed) pdfkit file: inflates each Flate stream in place so the
 * guides' inspector, written for uncompressed output, can read it.
 */
export function storedPdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  const inflated = source.replace(
    /\/Filter \/FlateDecode\n>>\nstream\n([\s\S]*?)\nendstream/g,
    (_match, body: string) =>
      `>>\nstream\n${inflateSync(Buffer.from(body, 'latin1')).toString('latin1')}\nendstream`,
  );
  return pdfText(inspectPdf(Buffer.from(inflated, 'latin1')));
}

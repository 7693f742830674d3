import type { Kysely } from 'kysely';
import type { AcademyExport } from '../../../common/schemas/academy-privacy';
import type { Database } from '../../db/schema';
import { EXPORT_SECTIONS } from './export-sections';
import type { PdfPiece } from './export-sections/section';

export interface BuiltExport {
  json: AcademyExport;
  pdf: { title: string; pieces: PdfPiece[] }[];
  name: string;
}

/**
 * Everything the Academy holds about one account, section by section (./export-sections):
 * only rows of that account, never another participant's.
 */
export async function buildAcademyExport(
  db: Kysely<Database>,
  userId: string,
  now: Date = new Date(),
): Promise<BuiltExport> {
  const collected = await Promise.all(
    EXPORT_SECTIONS.map(async (section) => ({
      section,
      result: await section.collect(db, userId),
    })),
  );
  const json: AcademyExport = { exportedAt: now.toISOString() };
  for (const { section, result } of collected) json[section.key] = result.data;
  const account = json.account as { firstName: string; lastName: string };
  return {
    json,
    pdf: collected.map(({ section, result }) => ({ title: section.title, pieces: result.pdf })),
    name: `${account.firstName} ${account.lastName}`.trim(),
  };
}

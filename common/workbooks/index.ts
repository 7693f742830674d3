import { COURSE_1 } from './course-1';
import { COURSE_2 } from './course-2';
import { COURSE_5 } from './course-5';
import { COURSE_6 } from './course-6';
import {
  COURSE_3,
  COURSE_4,
  ELECTIVE_A,
  ELECTIVE_B,
  ELECTIVE_C,
  ELECTIVE_D,
  ELECTIVE_E,
} from './outline';
import type { Workbook, WorkbookActivity } from './schema';

export * from './schema';

/**
 * Lectio's workbooks, one per course of the USCCB framework, in its order: core courses I-VI,
 * then electives A-E. Complete ones hold one reflection per unit; the others are outlines (units
 * named, no reflections yet). Workbook and activity ids are stable (licences and copies point
 * at them), so never rename one. See docs/workbooks.md.
 */
export const WORKBOOKS: readonly Workbook[] = [
  COURSE_1,
  COURSE_2,
  COURSE_3,
  COURSE_4,
  COURSE_5,
  COURSE_6,
  ELECTIVE_A,
  ELECTIVE_B,
  ELECTIVE_C,
  ELECTIVE_D,
  ELECTIVE_E,
];

export function findWorkbook(id: string): Workbook | undefined {
  return WORKBOOKS.find((workbook) => workbook.id === id);
}

/** A workbook reflection by its id, with the workbook it belongs to. */
export function findWorkbookActivity(
  id: string,
): { workbook: Workbook; activity: WorkbookActivity } | undefined {
  for (const workbook of WORKBOOKS) {
    const activity = workbook.activities.find((candidate) => candidate.id === id);
    if (activity) return { workbook, activity };
  }
  return undefined;
}

import { z } from 'zod';
import { libraryActivitySchema } from '../schemas/activities';

/**
 * Lectio's workbooks (issue 16, point 7): our own companion reflections, one workbook per
 * course of the USCCB's *Doctrinal Elements of a Curriculum Framework* (core courses I-VI and
 * electives A-E). Every text in them is our own writing; the only words of the partner's
 * product are in the label, which says what the reflections are for. See docs/workbooks.md.
 */

/** The framework's courses in its own order: the six core courses, then electives A-E. */
export const WORKBOOK_COURSES = [
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'A',
  'B',
  'C',
  'D',
  'E',
] as const;
export type WorkbookCourse = (typeof WORKBOOK_COURSES)[number];

export const CORE_COURSES: readonly WorkbookCourse[] = ['I', 'II', 'III', 'IV', 'V', 'VI'];

export const WORKBOOK_LIMITS = {
  /** A complete workbook has one reflection per unit, and 6-8 units. */
  activities: { min: 6, max: 8 },
  units: { min: 6, max: 8 },
  questions: { min: 4, max: 5 },
  vocabulary: { min: 4, max: 6 },
  /** The Catechism of the Catholic Church is numbered 1-2865. */
  catechism: { first: 1, last: 2865, max: 12 },
  unitName: 80,
} as const;

/** The label every workbook carries, word for word. */
export function workbookLabel(course: WorkbookCourse): string {
  return `Reflections for use alongside Spirit of Truth, High School, Course ${course}`;
}

/** The stable id of a course's workbook: core-1 ... core-6, elective-a ... elective-e. */
export function workbookId(course: WorkbookCourse): string {
  const core = CORE_COURSES.indexOf(course);
  return core >= 0 ? `core-${core + 1}` : `elective-${course.toLowerCase()}`;
}

/**
 * Where a passage's text comes from: retold in our own words (common/library/rubric.ts
 * RETOLD), or one of these public-domain translations, named as the source.
 */
export const PUBLIC_DOMAIN_TRANSLATIONS = [
  'Douay-Rheims Bible, Challoner revision (1899 American edition), public domain',
  'World English Bible, public domain',
] as const;

const catechismParagraph = z
  .number()
  .int()
  .min(WORKBOOK_LIMITS.catechism.first)
  .max(WORKBOOK_LIMITS.catechism.last);

/**
 * One reflection of a workbook: a starter-library activity, plus the course unit it belongs to
 * and the Catechism paragraphs it draws on (numbers only, ascending, never the Catechism's text).
 */
export const workbookActivitySchema = libraryActivitySchema.extend({
  unit: z.number().int().min(1).max(WORKBOOK_LIMITS.units.max),
  catechism: z
    .array(catechismParagraph)
    .min(1)
    .max(WORKBOOK_LIMITS.catechism.max)
    .refine(
      (paragraphs) => paragraphs.every((paragraph, i) => i === 0 || paragraph > paragraphs[i - 1]!),
      'Catechism paragraphs are listed once each, in ascending order.',
    ),
});
export type WorkbookActivity = z.infer<typeof workbookActivitySchema>;

/** A unit of the course: its number, and our own short name following the framework. */
export const workbookUnitSchema = z.object({
  number: z.number().int().min(1).max(WORKBOOK_LIMITS.units.max),
  name: z.string().trim().min(1).max(WORKBOOK_LIMITS.unitName),
});
export type WorkbookUnit = z.infer<typeof workbookUnitSchema>;

export const workbookSchema = z
  .object({
    id: z.string().regex(/^(core-[1-6]|elective-[a-e])$/),
    course: z.enum(WORKBOOK_COURSES),
    kind: z.enum(['core', 'elective']),
    /** The framework course's title, e.g. 'The Revelation of Jesus Christ in Scripture'. */
    title: z.string().trim().min(1).max(120),
    label: z.string(),
    units: z
      .array(workbookUnitSchema)
      .min(WORKBOOK_LIMITS.units.min)
      .max(WORKBOOK_LIMITS.units.max),
    activities: z.array(workbookActivitySchema).max(WORKBOOK_LIMITS.activities.max),
    /** 'complete': one reflection per unit; 'outline': the units named, no reflections yet. */
    status: z.enum(['complete', 'outline']),
  })
  .superRefine((workbook, ctx) => {
    const issue = (message: string, path: (string | number)[] = []) =>
      ctx.addIssue({ code: 'custom', message, path });
    if (workbook.id !== workbookId(workbook.course)) {
      issue(`Course ${workbook.course}'s workbook is ${workbookId(workbook.course)}.`, ['id']);
    }
    const kind = CORE_COURSES.includes(workbook.course) ? 'core' : 'elective';
    if (workbook.kind !== kind) issue(`Course ${workbook.course} is a ${kind} course.`, ['kind']);
    if (workbook.label !== workbookLabel(workbook.course)) {
      issue(`The label is exactly "${workbookLabel(workbook.course)}".`, ['label']);
    }
    workbook.units.forEach((unit, i) => {
      if (unit.number !== i + 1) issue('Units are numbered 1, 2, 3... in order.', ['units', i]);
    });
    if (workbook.status === 'outline' && workbook.activities.length > 0) {
      issue('An outline workbook has no activities yet.', ['activities']);
    }
    if (workbook.status === 'complete') {
      const { min, max } = WORKBOOK_LIMITS.activities;
      if (workbook.activities.length < min || workbook.activities.length > max) {
        issue(`A complete workbook has ${min}-${max} activities.`, ['activities']);
      }
      if (workbook.activities.length !== workbook.units.length) {
        issue('A complete workbook has one activity for every unit.', ['activities']);
      }
    }
    const seen = new Set<number>();
    workbook.activities.forEach((activity, i) => {
      if (!workbook.units.some((unit) => unit.number === activity.unit)) {
        issue(`Unit ${activity.unit} is not one of the course's units.`, ['activities', i, 'unit']);
      }
      if (seen.has(activity.unit)) {
        issue(`Unit ${activity.unit} has a second activity.`, ['activities', i, 'unit']);
      }
      seen.add(activity.unit);
      if (!activity.id.startsWith(`${workbook.id}-unit-${activity.unit}-`)) {
        issue(`Activity ids start with "${workbook.id}-unit-${activity.unit}-".`, [
          'activities',
          i,
          'id',
        ]);
      }
    });
  });
export type Workbook = z.infer<typeof workbookSchema>;

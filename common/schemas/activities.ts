import { z } from 'zod';
import { ACTIVITY_MESSAGES } from '../activities/messages';
import { ACTIVITY_LIMITS } from '../activities/limits';

/**
 * Reflection activities (issue 5, point 3): the editor form and the API share these schemas.
 * Questions and rubric criteria carry ids so that students' answers and rubric scores keep
 * pointing at the right item when a teacher reorders or rewrites them later.
 */

export const ACTIVITIES_API = {
  base: '/api/activities',
  library: '/api/activities/library',
  classes: '/api/activities/classes',
} as const;

export const activityPath = (id: string) => `${ACTIVITIES_API.base}/${encodeURIComponent(id)}`;
export const activityImagePath = (id: string) => `${activityPath(id)}/image`;
export const libraryCopyPath = (libraryId: string) =>
  `${ACTIVITIES_API.library}/${encodeURIComponent(libraryId)}/copy`;

const text = (max: number, required?: string) => {
  const base = z.string({ error: required ?? ACTIVITY_MESSAGES.tooLong(max) }).trim();
  return (required ? base.min(1, required) : base).max(max, ACTIVITY_MESSAGES.tooLong(max));
};

/** Ids the client keeps for existing items; new items arrive without one. */
const itemId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/)
  .optional();

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' of a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A due date, or '' / null for none (an empty date input sends ''). */
export const dueDateField = z
  .union([z.string().trim(), z.null()])
  .optional()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isCalendarDate(value), ACTIVITY_MESSAGES.dueDateInvalid);

export const questionSchema = z.object({
  id: itemId,
  prompt: text(ACTIVITY_LIMITS.questions.text, ACTIVITY_MESSAGES.questionRequired),
});

export const vocabularyWordSchema = z.object({
  word: text(ACTIVITY_LIMITS.vocabulary.word, ACTIVITY_MESSAGES.wordRequired),
  definition: text(ACTIVITY_LIMITS.vocabulary.definition, ACTIVITY_MESSAGES.definitionRequired),
});

export const rubricLevelSchema = z.object({
  label: text(ACTIVITY_LIMITS.rubric.label, ACTIVITY_MESSAGES.levelLabelRequired),
  points: z.coerce
    .number({ error: ACTIVITY_MESSAGES.pointsInvalid })
    .int(ACTIVITY_MESSAGES.pointsInvalid)
    .min(0, ACTIVITY_MESSAGES.pointsInvalid)
    .max(ACTIVITY_LIMITS.points, ACTIVITY_MESSAGES.pointsInvalid),
});

export const rubricCriterionSchema = z.object({
  id: itemId,
  name: text(ACTIVITY_LIMITS.rubric.name, ACTIVITY_MESSAGES.criterionRequired),
  description: text(ACTIVITY_LIMITS.rubric.description).default(''),
  levels: z
    .array(rubricLevelSchema)
    .min(ACTIVITY_LIMITS.rubric.levels.min, ACTIVITY_MESSAGES.levelsMin)
    .max(ACTIVITY_LIMITS.rubric.levels.max),
});

export const rubricSchema = z.object({
  criteria: z
    .array(rubricCriterionSchema)
    .min(1, ACTIVITY_MESSAGES.criteriaMin)
    .max(ACTIVITY_LIMITS.rubric.criteria),
});

/** POST /api/activities and POST /api/activities/:id (a full replacement). */
export const activityInputSchema = z.object({
  title: text(ACTIVITY_LIMITS.title, ACTIVITY_MESSAGES.titleRequired),
  passageReference: text(ACTIVITY_LIMITS.reference, ACTIVITY_MESSAGES.referenceRequired),
  /** Which translation the text follows, or that it is retold in our own words. */
  passageSource: text(ACTIVITY_LIMITS.source).default(''),
  passageText: text(ACTIVITY_LIMITS.passage, ACTIVITY_MESSAGES.passageRequired),
  instructions: text(ACTIVITY_LIMITS.instructions, ACTIVITY_MESSAGES.instructionsRequired),
  questions: z
    .array(questionSchema, { error: ACTIVITY_MESSAGES.questionsMin })
    .min(ACTIVITY_LIMITS.questions.min, ACTIVITY_MESSAGES.questionsMin)
    .max(ACTIVITY_LIMITS.questions.max, ACTIVITY_MESSAGES.questionsMax),
  vocabulary: z
    .array(vocabularyWordSchema)
    .max(ACTIVITY_LIMITS.vocabulary.max, ACTIVITY_MESSAGES.vocabularyMax)
    .default([])
    .refine(
      (words) => new Set(words.map((entry) => entry.word.toLowerCase())).size === words.length,
      ACTIVITY_MESSAGES.duplicateWord,
    ),
  rubric: rubricSchema.nullable().default(null),
  imageAlt: text(ACTIVITY_LIMITS.imageAlt).default(''),
  dueDate: dueDateField,
});
export type ActivityInput = z.input<typeof activityInputSchema>;
export type ActivityValues = z.output<typeof activityInputSchema>;

/**
 * POST /api/activities/:id/image: a finished image upload of the teacher's (tus, kind image;
 * see schemas/uploads.ts) becomes the activity's image, with its alternative text.
 */
export const activityImageSchema = z.object({
  uploadId: z
    .string({ error: ACTIVITY_MESSAGES.imageMissing })
    .trim()
    .min(1, ACTIVITY_MESSAGES.imageMissing)
    .max(40, ACTIVITY_MESSAGES.imageMissing),
  alt: text(ACTIVITY_LIMITS.imageAlt, ACTIVITY_MESSAGES.imageAltRequired),
});

const idList = z
  .array(z.string().trim().min(1).max(40), { error: ACTIVITY_MESSAGES.classesRequired })
  .min(1, ACTIVITY_MESSAGES.classesRequired)
  .max(ACTIVITY_LIMITS.classesPerAssignment)
  .transform((ids) => [...new Set(ids)]);

/** Students chosen in one class: the assignment goes to them only (issue 11, point 7). */
export const chosenStudentsSchema = z.object({
  classId: z.string().trim().min(1).max(40),
  studentIds: z
    .array(z.string().trim().min(1).max(40), { error: ACTIVITY_MESSAGES.studentsRequired })
    .min(1, ACTIVITY_MESSAGES.studentsRequired)
    .max(ACTIVITY_LIMITS.studentsPerAssignment)
    .transform((ids) => [...new Set(ids)]),
});

/**
 * POST /api/activities/:id/assign: classes, optionally a due date and an open date for them
 * (students see it from that day; common/classroom/school-days.ts), and for any class the
 * students it is for (a class not listed: the whole class). Assigning again replaces all three.
 */
export const assignSchema = z
  .object({
    classIds: idList,
    dueDate: dueDateField,
    opensOn: dueDateField,
    students: z.array(chosenStudentsSchema).max(ACTIVITY_LIMITS.classesPerAssignment).optional(),
  })
  .refine((input) => !input.opensOn || !input.dueDate || input.opensOn <= input.dueDate, {
    message: ACTIVITY_MESSAGES.opensAfterDue,
    path: ['opensOn'],
  })
  .refine(
    (input) => (input.students ?? []).every((entry) => input.classIds.includes(entry.classId)),
    { message: ACTIVITY_MESSAGES.studentsOutsideClasses, path: ['students'] },
  );
export type AssignInput = z.input<typeof assignSchema>;
/** POST /api/activities/:id/unassign */
export const unassignSchema = z.object({ classIds: idList });

/* ---- Answers ----
 * Plain shapes (no trimming or defaults): the server's serializer checks each answer against
 * them as sent, and the types below are read from them.
 */

export const questionAnswerSchema = z.object({ id: z.string(), prompt: z.string() });
export type Question = z.infer<typeof questionAnswerSchema>;

export const vocabularyWordAnswerSchema = z.object({ word: z.string(), definition: z.string() });
export type VocabularyWord = z.infer<typeof vocabularyWordAnswerSchema>;

export const rubricLevelAnswerSchema = z.object({ label: z.string(), points: z.number() });
export type RubricLevel = z.infer<typeof rubricLevelAnswerSchema>;

export const rubricCriterionAnswerSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  levels: z.array(rubricLevelAnswerSchema),
});
export type RubricCriterion = z.infer<typeof rubricCriterionAnswerSchema>;

export const rubricAnswerSchema = z.object({ criteria: z.array(rubricCriterionAnswerSchema) });
export type Rubric = z.infer<typeof rubricAnswerSchema>;

export const activityAssignmentSchema = z.object({
  classId: z.string(),
  classTitle: z.string(),
  assignedAt: z.string(),
  dueDate: z.string().nullable(),
  /** 'YYYY-MM-DD' students see it from; null: at once. */
  opensOn: z.string().nullable(),
  /** The chosen students, or null for the whole class. */
  studentIds: z.array(z.string()).nullable(),
});
export type ActivityAssignment = z.infer<typeof activityAssignmentSchema>;

/** GET /api/activities/:id and every call that changes an activity. */
export const activityAnswerSchema = z.object({
  id: z.string(),
  title: z.string(),
  passageReference: z.string(),
  passageSource: z.string(),
  passageText: z.string(),
  instructions: z.string(),
  questions: z.array(questionAnswerSchema),
  vocabulary: z.array(vocabularyWordAnswerSchema),
  rubric: rubricAnswerSchema.nullable(),
  /** Where the image is served (an authorized API route), or null. */
  imageUrl: z.string().nullable(),
  imageAlt: z.string(),
  dueDate: z.string().nullable(),
  sourceLibraryId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  assignments: z.array(activityAssignmentSchema),
});
export type Activity = z.infer<typeof activityAnswerSchema>;

/** One row of GET /api/activities. */
export const activitySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  passageReference: z.string(),
  questionCount: z.number(),
  dueDate: z.string().nullable(),
  hasImage: z.boolean(),
  sourceLibraryId: z.string().nullable(),
  updatedAt: z.string(),
  assignments: z.array(activityAssignmentSchema),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

/** One ready-made activity of the starter library (common/library). */
export const libraryActivitySchema = z.object({
  id: z.string(),
  title: z.string(),
  passageReference: z.string(),
  passageSource: z.string(),
  passageText: z.string(),
  instructions: z.string(),
  /** Who it suits best, e.g. 'Grades 4-8'. */
  grades: z.string(),
  summary: z.string(),
  questions: z.array(z.string()),
  vocabulary: z.array(vocabularyWordAnswerSchema),
  rubric: z.object({
    criteria: z.array(
      z.object({
        name: z.string(),
        description: z.string(),
        levels: z.array(rubricLevelAnswerSchema),
      }),
    ),
  }),
});
export type LibraryActivity = z.infer<typeof libraryActivitySchema>;

/** One row of GET /api/activities/classes. */
export const teacherClassSchema = z.object({ id: z.string(), title: z.string() });
export type TeacherClass = z.infer<typeof teacherClassSchema>;

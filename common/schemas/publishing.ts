/**
 * Publishing (issue 5, point 5): a teacher gathers chosen students' writing on chosen
 * activities into a book (story or journal, optionally a class order), previews it as PDF and
 * publishes it, which puts its store code into the bookstore's search.
 */
import { z } from 'zod';
import { isoDate } from './fields';
import { idParam, RECORD_ID } from './ids';
import { PUBLISHING_MESSAGES } from '../publishing/messages';
import { PUBLISHING_LIMITS } from '../publishing/limits';

const base = '/api/publishing';
const id = (value: string) => encodeURIComponent(value);

export const PUBLISHING_API = {
  classBooks: (classId: string) => `${base}/classes/${id(classId)}/books`,
  book: (bookId: string) => `${base}/books/${id(bookId)}`,
  preview: (bookId: string) => `${base}/books/${id(bookId)}/preview`,
  publish: (bookId: string) => `${base}/books/${id(bookId)}/publish`,
  unpublish: (bookId: string) => `${base}/books/${id(bookId)}/unpublish`,
  teacherOrders: `${base}/orders`,
  /* book-pdf (issue 12) */
  bookContents: (classId: string) => `${base}/classes/${id(classId)}/book-contents`,
} as const;

const ids = (max: number, message: string) =>
  z.array(z.string().regex(RECORD_ID), { error: message }).min(1, message).max(max);

export const createBookSchema = z.object({
  name: z
    .string({ error: PUBLISHING_MESSAGES.nameRequired })
    .trim()
    .min(1, PUBLISHING_MESSAGES.nameRequired)
    .max(PUBLISHING_LIMITS.name, PUBLISHING_MESSAGES.nameTooLong),
  type: z.enum(['story', 'journal']),
  openClassOrder: z.boolean().optional().default(false),
  activityIds: ids(PUBLISHING_LIMITS.activities, PUBLISHING_MESSAGES.activitiesRequired),
  studentIds: ids(PUBLISHING_LIMITS.students, PUBLISHING_MESSAGES.studentsRequired),
  /* book-pdf (issue 12): what goes in, decided again by the server from these choices */
  ...bookContentsChoice(),
  dedication: z
    .string()
    .trim()
    .max(PUBLISHING_LIMITS.dedication, PUBLISHING_MESSAGES.dedicationTooLong)
    .optional()
    .default(''),
});
export type CreateBookInput = z.input<typeof createBookSchema>;

/** Approved work only (the default) or every written piece, and the pieces unticked. */
function bookContentsChoice() {
  return {
    contents: z.enum(['approved', 'written']).optional().default('approved'),
    excludedPieces: z
      .array(
        z.object({
          studentId: z.string().regex(RECORD_ID),
          activityId: z.string().regex(RECORD_ID),
        }),
        { error: PUBLISHING_MESSAGES.excludedInvalid },
      )
      .max(PUBLISHING_LIMITS.students * PUBLISHING_LIMITS.activities)
      .optional()
      .default([]),
    /* writing rooms (issue 18, point 10): co-authored pieces unticked, by their id */
    excludedRoomPieces: z
      .array(z.string().regex(RECORD_ID), { error: PUBLISHING_MESSAGES.excludedInvalid })
      .max(PUBLISHING_LIMITS.roomPieces)
      .optional()
      .default([]),
  };
}

/** POST …/classes/:classId/book-contents: what a book of these choices would hold. */
export const bookContentsQuerySchema = z.object({
  activityIds: ids(PUBLISHING_LIMITS.activities, PUBLISHING_MESSAGES.activitiesRequired),
  studentIds: ids(PUBLISHING_LIMITS.students, PUBLISHING_MESSAGES.studentsRequired),
  ...bookContentsChoice(),
});
export type BookContentsQuery = z.input<typeof bookContentsQuerySchema>;

export const bookContentsSchema = z.object({
  contents: z.enum(['approved', 'written']),
  students: z.array(
    z.object({
      studentId: z.string(),
      name: z.string(),
      /** Every piece with words in it on the chosen activities, printable or not. */
      pieces: z.array(
        z.object({
          activityId: z.string(),
          title: z.string(),
          status: z.enum(['active', 'returned', 'approved', 'archived']),
          /** Allowed by the contents choice (approved only, or written). */
          eligible: z.boolean(),
          /** Eligible and not unticked: it will print. */
          included: z.boolean(),
        }),
      ),
      leftOut: z.boolean(),
    }),
  ),
  /**
   * Writing rooms published into the class book (issue 18, point 10) on the chosen
   * activities with a chosen author: one co-authored piece each, printed under all its
   * authors' names. It prints only when every author is chosen (a student left out of the
   * book is never named in it).
   */
  roomPieces: z.array(
    z.object({
      pieceId: z.string(),
      activityId: z.string(),
      title: z.string(),
      /** Every author, in print order, with their full name for the teacher. */
      authors: z.array(z.object({ studentId: z.string(), name: z.string() })),
      /** Authors not among the chosen students: while any is, it does not print. */
      missingAuthors: z.array(z.string()),
      status: z.enum(['active', 'returned', 'approved', 'archived']),
      eligible: z.boolean(),
      included: z.boolean(),
    }),
  ),
  /** "{name} has no approved work and is left out", one per student left out. */
  warnings: z.array(z.string()),
  pieceCount: z.number(),
});
export type BookContentsAnswer = z.infer<typeof bookContentsSchema>;

export const classBooksParamsSchema = z.object({ classId: idParam });
export const bookParamsSchema = z.object({ bookId: idParam });

/* ---- Answers ---- */

export const teacherBookSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The store code; parents can find the book with it only while it is published. */
  code: z.string(),
  type: z.enum(['story', 'journal']),
  openClassOrder: z.boolean(),
  publishedAt: isoDate.nullable(),
  studentCount: z.number(),
  pieceCount: z.number(),
  paidOrders: z.number(),
  /* book-pdf (issue 12) */
  contents: z.enum(['approved', 'written']),
  /** The warnings of the students left out when the book was made. */
  warnings: z.array(z.string()),
});
export type TeacherBook = z.infer<typeof teacherBookSchema>;

/** POST …/classes/:classId/books: the new book's id. */
export const createdBookSchema = z.object({ id: z.string() });

/** POST …/books/:bookId/publish and …/unpublish: the store code and whether it is findable. */
export const bookPublicationSchema = z.object({
  code: z.string(),
  /** Null once unpublished. */
  publishedAt: isoDate.nullable(),
});
export type BookPublication = z.infer<typeof bookPublicationSchema>;

export const teacherOrderSchema = z.object({
  number: z.string(),
  bookName: z.string(),
  status: z.string(),
  copies: z.number(),
  totalCents: z.number(),
  createdAt: isoDate,
});
export type TeacherOrder = z.infer<typeof teacherOrderSchema>;

export const teacherOrdersAnswerSchema = z.object({
  orders: z.array(teacherOrderSchema),
  credits: z.object({
    balance: z.number(),
    ledger: z.array(
      z.object({
        kind: z.string(),
        credits: z.number(),
        createdAt: isoDate,
        note: z.string().nullable(),
      }),
    ),
  }),
});
export type TeacherOrdersAnswer = z.infer<typeof teacherOrdersAnswerSchema>;

/* ---- book-pdf (issue 12, point 7): page counts for the store's choice screen ---- */

export const BOOK_PAGES_API = (code: string) => `/api/store/books/${id(code)}/pages`;

export const bookPagesParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,12}$/, PUBLISHING_MESSAGES.notFound),
});

export const bookPagesSchema = z.object({
  /** The whole class's book. */
  standard: z.number(),
  /** The whole class's book with a child's name on the cover and their pages marked. */
  premium: z.number(),
});
export type BookPages = z.infer<typeof bookPagesSchema>;

import { z } from 'zod';
import { RECORD_ID } from './ids';

/**
 * Publishing (issue 5, point 5): a teacher gathers chosen students' writing on chosen
 * activities into a book (story or journal, optionally a class order), previews it as PDF and
 * publishes it, which puts its store code into the bookstore's search.
 */
export const PUBLISHING_LIMITS = { name: 120, activities: 50, students: 200 } as const;

export const PUBLISHING_MESSAGES = {
  nameRequired: 'Give the book a title',
  nameTooLong: `Titles must be at most ${PUBLISHING_LIMITS.name} characters`,
  activitiesRequired: 'Choose at least one activity',
  studentsRequired: 'Choose at least one student',
  notInClass: 'Choose activities assigned to this class and students in it',
  nothingWritten: 'None of the chosen students has written anything for these activities yet',
  notFound: 'Not found',
} as const;

export const PUBLISHING_API = {
  classBooks: (classId: string) => `/api/classroom/classes/${encodeURIComponent(classId)}/books`,
  book: (bookId: string) => `/api/classroom/books/${encodeURIComponent(bookId)}`,
  preview: (bookId: string) => `/api/classroom/books/${encodeURIComponent(bookId)}/preview`,
  publish: (bookId: string) => `/api/classroom/books/${encodeURIComponent(bookId)}/publish`,
  unpublish: (bookId: string) => `/api/classroom/books/${encodeURIComponent(bookId)}/unpublish`,
  teacherOrders: '/api/classroom/orders',
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
});
export type CreateBookInput = z.input<typeof createBookSchema>;

export interface TeacherBook {
  id: string;
  name: string;
  /** The store code; parents can find the book with it only while it is published. */
  code: string;
  type: 'story' | 'journal';
  openClassOrder: boolean;
  publishedAt: string | null;
  studentCount: number;
  pieceCount: number;
  paidOrders: number;
}

export interface TeacherOrder {
  number: string;
  bookName: string;
  status: string;
  copies: number;
  totalCents: number;
  createdAt: string;
}

export interface TeacherOrdersAnswer {
  orders: TeacherOrder[];
  credits: {
    balance: number;
    ledger: { kind: string; credits: number; createdAt: string; note: string | null }[];
  };
}

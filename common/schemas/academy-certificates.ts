import { z } from 'zod';
import { idParam } from './ids';

/** Completion certificates (issue 13, point 12): the participant's, and the public check. */
export const CERTIFICATES_API = {
  mine: (courseId: string) => `/api/academy/certificates/courses/${encodeURIComponent(courseId)}`,
  pdf: (courseId: string) =>
    `/api/academy/certificates/courses/${encodeURIComponent(courseId)}/pdf`,
  verify: (code: string) => `/api/academy/verify/${encodeURIComponent(code)}`,
} as const;

export const certificateCourseParamsSchema = z.object({ courseId: idParam });

/** Anything typed: a malformed code is answered like an unknown one (404), not a 400. */
export const verifyParamsSchema = z.object({
  code: z.string().max(100).describe('A certificate code, in any spelling'),
});

/** What a certificate states, as /verify shows it (nothing else about the person). */
export const verifiedCertificateSchema = z.object({
  /** `XXXX-XXXX-XXXX`. */
  code: z.string(),
  participantName: z.string(),
  courseTitle: z.string(),
  instructorName: z.string(),
  issuedAt: z.string(),
});
export type VerifiedCertificate = z.infer<typeof verifiedCertificateSchema>;

export const verifyAnswerSchema = z.object({ certificate: verifiedCertificateSchema });
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>;

/** The output of completionState (common/academy/completion.ts). */
export const completionStateSchema = z.object({
  complete: z.boolean(),
  totalLessons: z.number(),
  neededLessons: z.number(),
  countedLessons: z.number(),
  lessonsToComplete: z.number(),
  reflectionsWaiting: z.number(),
  reflectionsReturned: z.number(),
});

export const myCertificateAnswerSchema = z.object({
  /** Null until the completion rule is met. */
  certificate: verifiedCertificateSchema.extend({ verifyUrl: z.string() }).nullable(),
  completionPercent: z.number(),
  /** Null for the course's instructors, who do not earn its certificate. */
  progress: completionStateSchema.nullable(),
});
export type MyCertificateAnswer = z.infer<typeof myCertificateAnswerSchema>;

import { z } from 'zod';
import { avatarLookSchema } from '../avatars/catalog';
import { LINK_CHILD_MESSAGES } from '../family/messages';
import { questionAnswerSchema } from './activities';
import { PROJECT_STATUSES, projectCommentSchema, projectScoreSchema } from './projects';

/**
 * A parent's view of a linked child (issue 5, point 10; SPEC §4 Projects): the child's work
 * with the teacher's feedback; active projects can be edited or deleted, approved or archived
 * ones only by an emailed request; the child's published books, to buy in the store.
 */
export const FAMILY_API = {
  child: (studentId: string) => `/api/family/children/${encodeURIComponent(studentId)}/work`,
  project: (studentId: string, projectId: string) =>
    `/api/family/children/${encodeURIComponent(studentId)}/projects/${encodeURIComponent(projectId)}`,
} as const;

/* ---- Answers (plain shapes, checked by the server's serializer as sent) ---- */

export const childProjectSchema = z.object({
  projectId: z.string(),
  classTitle: z.string(),
  activityTitle: z.string(),
  questions: z.array(questionAnswerSchema),
  answers: z.record(z.string(), z.string()),
  status: z.enum(PROJECT_STATUSES),
  updatedAt: z.string(),
  comments: z.array(projectCommentSchema),
  score: projectScoreSchema.nullable(),
  /** Where to write for a change to approved or archived work. */
  teacherEmail: z.string(),
});
export type ChildProject = z.infer<typeof childProjectSchema>;

/** GET child */
export const childWorkAnswerSchema = z.object({
  studentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  projects: z.array(childProjectSchema),
  /** Published books with the child in them: the store codes to buy with. */
  books: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type ChildWorkAnswer = z.infer<typeof childWorkAnswerSchema>;

/** PUT project: the time of the parent's change. */
export const childAnswersSavedSchema = z.object({ updatedAt: z.string() });

/* ---- The parent's home (issue 12, points 1, 2 and 4; part "parents") ---- */

/** The parent home's calls under /api/family. */
export const FAMILY_HOME_API = {
  children: '/api/family/children',
  feed: (studentId: string) => `/api/family/children/${encodeURIComponent(studentId)}/feed`,
  link: '/api/family/children/link',
} as const;

/** Longest code or pasted link the link form accepts (a code is 24 characters). */
export const INVITATION_INPUT_MAX = 500;

/**
 * POST /api/family/children/link: the teacher's invitation code, or the whole link from the
 * email (its `i` is the code), so a parent can paste whichever they have.
 */
export const linkChildBodySchema = z.object({
  code: z
    .string({ error: LINK_CHILD_MESSAGES.codeRequired })
    .trim()
    .min(1, LINK_CHILD_MESSAGES.codeRequired)
    .max(INVITATION_INPUT_MAX, LINK_CHILD_MESSAGES.codeUnknown),
});
export type LinkChildBody = z.input<typeof linkChildBodySchema>;

/** The invitation code inside what a parent typed or pasted: a link's `i`, else the text. */
export function invitationCodeOf(typed: string): string {
  const text = typed.trim();
  const match = /[?&]i=([^&#\s]+)/.exec(text);
  if (!match?.[1]) return text;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

export const linkedChildAnswerSchema = z.object({
  studentId: z.string(),
  firstName: z.string(),
  /** True when this parent was already linked to the child (a repeated request). */
  alreadyLinked: z.boolean(),
});
export type LinkedChildAnswer = z.infer<typeof linkedChildAnswerSchema>;

/** One class of a child on their card: its name and its teacher as 'Thomas Reed'. */
export const familyChildClassSchema = z.object({ title: z.string(), teacherName: z.string() });

export const familyChildSchema = z.object({
  studentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The child's Avatar Store look, as worn (the default when they chose none). */
  avatar: avatarLookSchema,
  classes: z.array(familyChildClassSchema),
});
export type FamilyChild = z.infer<typeof familyChildSchema>;

/** GET children: the signed-in parent's linked children, by first name. */
export const familyChildrenAnswerSchema = z.object({ children: z.array(familyChildSchema) });
export type FamilyChildrenAnswer = z.infer<typeof familyChildrenAnswerSchema>;

/** One approved or returned piece, to read as a page with the teacher's feedback. */
export const feedPieceSchema = z.object({
  projectId: z.string(),
  classTitle: z.string(),
  teacherName: z.string(),
  activityTitle: z.string(),
  passageReference: z.string(),
  questions: z.array(questionAnswerSchema),
  /** Rich-text answers as stored (rendered like the student's portfolio). */
  answers: z.record(z.string(), z.string()),
  status: z.enum(['approved', 'returned']),
  updatedAt: z.string(),
  comments: z.array(projectCommentSchema),
  score: projectScoreSchema.nullable(),
});
export type FeedPiece = z.infer<typeof feedPieceSchema>;

/** A published book the child is in, to order from the store. */
export const childBookSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(['story', 'journal']),
  classTitle: z.string(),
  publishedAt: z.string(),
});
export type ChildBook = z.infer<typeof childBookSchema>;

/** GET feed: the child's shared work (newest first) and the books to order. */
export const childFeedAnswerSchema = z.object({
  studentId: z.string(),
  firstName: z.string(),
  pieces: z.array(feedPieceSchema),
  books: z.array(childBookSchema),
});
export type ChildFeedAnswer = z.infer<typeof childFeedAnswerSchema>;

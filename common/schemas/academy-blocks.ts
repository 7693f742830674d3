import { z } from 'zod';
import {
  ACADEMY_ART,
  ATTACHMENT_CONTENT_TYPES,
  FILE_KEY_SEGMENT_PATTERN,
  LECTIO_DIVINA_STEPS,
  LESSON_BLOCK_LIMITS as LIMITS,
  PROMPT_ID_PATTERN,
  VIDEO_PROVIDER_HOSTS,
} from '../academy/blocks';
import { hasVisibleText, sanitizeLessonHtml } from '../academy/lesson-html';
import { LESSON_BLOCK_MESSAGES as M } from '../copy/academy-blocks';

/**
 * A lesson's content blocks (issue 13, point 5), validated wherever a lesson is saved. Text is
 * sanitised here, so what passes is what is stored; every other string is plain text, shown
 * as text (an alt text holding "<script>" is just those characters).
 */

/** Required plain text: missing, non-string or blank values get `required`. */
const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { message: required, abort: true }).max(max, tooLong);

const optionalText = (max: number, tooLong: string) =>
  z.string({ error: tooLong }).trim().max(max, tooLong).optional();

/** A key of a file in storage (an upload), shaped as the storage accepts it. */
export const fileKeySchema = z
  .string({ error: M.fileKeyInvalid })
  .min(1, { message: M.fileKeyInvalid, abort: true })
  .max(LIMITS.fileKey, { message: M.fileKeyInvalid, abort: true })
  .refine((key) => key.split('/').every((segment) => FILE_KEY_SEGMENT_PATTERN.test(segment)), {
    message: M.fileKeyInvalid,
  });

/** An https link to a page of one of VIDEO_PROVIDER_HOSTS. */
export function isVideoProviderLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      url.username === '' &&
      url.password === '' &&
      url.port === '' &&
      (VIDEO_PROVIDER_HOSTS as readonly string[]).includes(url.hostname)
    );
  } catch {
    return false;
  }
}

const passageSchema = z.object({
  reference: text(
    M.referenceRequired,
    LIMITS.scriptureReference,
    M.referenceTooLong(LIMITS.scriptureReference),
  ),
  text: text(M.passageRequired, LIMITS.scriptureText, M.passageTooLong(LIMITS.scriptureText)),
  translation: text(
    M.translationRequired,
    LIMITS.translation,
    M.translationTooLong(LIMITS.translation),
  ),
});
export type ScripturePassage = z.infer<typeof passageSchema>;

export const textBlockSchema = z.object({
  type: z.literal('text'),
  html: z
    .string({ error: M.textRequired })
    .max(LIMITS.textHtml, M.textTooLong(LIMITS.textHtml))
    .transform(sanitizeLessonHtml)
    .refine(hasVisibleText, M.textRequired),
});

export const scriptureBlockSchema = passageSchema.extend({ type: z.literal('scripture') });

export const imageBlockSchema = z.object({
  type: z.literal('image'),
  source: z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('art'), art: z.enum(ACADEMY_ART, { error: M.artUnknown }) }),
      z.object({ kind: z.literal('file'), fileKey: fileKeySchema }),
    ],
    { error: M.imageSourceInvalid },
  ),
  alt: text(M.altRequired, LIMITS.alt, M.altTooLong(LIMITS.alt)),
  caption: optionalText(LIMITS.caption, M.captionTooLong(LIMITS.caption)),
});

export const videoBlockSchema = z.object({
  type: z.literal('video'),
  source: z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('file'), fileKey: fileKeySchema }),
      z.object({
        kind: z.literal('link'),
        url: z
          .string({ error: M.videoLinkInvalid })
          .trim()
          .max(LIMITS.providerUrl, { message: M.videoLinkInvalid, abort: true })
          .refine(isVideoProviderLink, M.videoLinkInvalid),
      }),
    ],
    { error: M.videoSourceInvalid },
  ),
  title: text(M.videoTitleRequired, LIMITS.videoTitle, M.videoTitleTooLong(LIMITS.videoTitle)),
  durationSeconds: z
    .number({ error: M.durationInvalid })
    .int(M.durationInvalid)
    .positive(M.durationInvalid)
    .max(LIMITS.videoDurationSeconds, M.durationInvalid)
    .optional(),
});

const attachmentMb = Math.round(LIMITS.attachmentBytes / (1024 * 1024));

export const attachmentBlockSchema = z.object({
  type: z.literal('attachment'),
  fileKey: fileKeySchema,
  name: text(
    M.attachmentNameRequired,
    LIMITS.attachmentName,
    M.attachmentNameTooLong(LIMITS.attachmentName),
  ),
  sizeBytes: z
    .number({ error: M.attachmentSizeInvalid(attachmentMb) })
    .int(M.attachmentSizeInvalid(attachmentMb))
    .positive(M.attachmentSizeInvalid(attachmentMb))
    .max(LIMITS.attachmentBytes, M.attachmentSizeInvalid(attachmentMb)),
  contentType: z.enum(ATTACHMENT_CONTENT_TYPES, { error: M.attachmentTypeInvalid }),
});

export const reflectionPromptSchema = z.object({
  id: z
    .string({ error: M.promptIdInvalid })
    .max(LIMITS.promptId, { message: M.promptIdInvalid, abort: true })
    .regex(PROMPT_ID_PATTERN, M.promptIdInvalid),
  text: text(M.promptRequired, LIMITS.promptText, M.promptTooLong(LIMITS.promptText)),
});
export type ReflectionPrompt = z.infer<typeof reflectionPromptSchema>;

export const promptsBlockSchema = z.object({
  type: z.literal('prompts'),
  prompts: z
    .array(reflectionPromptSchema, { error: M.promptsRequired })
    .min(1, M.promptsRequired)
    .max(LIMITS.promptsPerBlock, M.tooManyPrompts(LIMITS.promptsPerBlock)),
});

const stepSchema = z.object({
  guidance: optionalText(LIMITS.stepGuidance, M.guidanceTooLong(LIMITS.stepGuidance)),
  minutes: z
    .number({ error: M.minutesInvalid(LIMITS.stepMinutesMax) })
    .int(M.minutesInvalid(LIMITS.stepMinutesMax))
    .min(1, M.minutesInvalid(LIMITS.stepMinutesMax))
    .max(LIMITS.stepMinutesMax, M.minutesInvalid(LIMITS.stepMinutesMax))
    .optional(),
});
export type LectioDivinaStepSettings = z.infer<typeof stepSchema>;

export const lectioDivinaBlockSchema = z.object({
  type: z.literal('lectioDivina'),
  passage: passageSchema,
  /** Each step's own guidance and suggested minutes; a step left out shows the defaults. */
  steps: z
    .object(
      Object.fromEntries(LECTIO_DIVINA_STEPS.map((step) => [step, stepSchema.optional()])) as {
        [Step in (typeof LECTIO_DIVINA_STEPS)[number]]: z.ZodOptional<typeof stepSchema>;
      },
    )
    .optional(),
});

export const lessonBlockSchema = z.discriminatedUnion(
  'type',
  [
    textBlockSchema,
    scriptureBlockSchema,
    imageBlockSchema,
    videoBlockSchema,
    attachmentBlockSchema,
    promptsBlockSchema,
    lectioDivinaBlockSchema,
  ],
  { error: M.typeInvalid },
);
export type LessonBlock = z.output<typeof lessonBlockSchema>;
export type LessonBlockOf<Type extends LessonBlock['type']> = Extract<LessonBlock, { type: Type }>;

/** A lesson's blocks in order: within the count, and no prompt id used twice. */
export const lessonBlocksSchema = z
  .array(lessonBlockSchema)
  .max(LIMITS.blocksPerLesson, M.tooManyBlocks(LIMITS.blocksPerLesson))
  .superRefine((blocks, context) => {
    const ids = blocks.flatMap((block) =>
      block.type === 'prompts' ? block.prompts.map((prompt) => prompt.id) : [],
    );
    if (ids.length > LIMITS.promptsPerLesson) {
      context.addIssue({
        code: 'custom',
        message: M.tooManyLessonPrompts(LIMITS.promptsPerLesson),
      });
    }
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', message: M.promptIdRepeated });
    }
  });

import { ALLOWED_TYPES, DEFAULT_UPLOAD_LIMITS, UPLOAD_TYPES } from '../uploads/kinds';

/**
 * The Academy's lesson content blocks (issue 13, point 5): one vocabulary for the schemas
 * (common/schemas/academy-blocks.ts), the course builder, the lesson page and the demo
 * course. A lesson is an ordered list of these blocks.
 */
export const LESSON_BLOCK_TYPES = [
  'text',
  'scripture',
  'image',
  'video',
  'attachment',
  'prompts',
  'lectioDivina',
] as const;
export type LessonBlockType = (typeof LESSON_BLOCK_TYPES)[number];

/** The guided prayer's four steps, in the order they are prayed. */
export const LECTIO_DIVINA_STEPS = ['read', 'reflect', 'respond', 'rest'] as const;
export type LectioDivinaStep = (typeof LECTIO_DIVINA_STEPS)[number];

/** The minutes each step suggests when the instructor set none: about a quarter of an hour. */
export const LECTIO_DIVINA_DEFAULT_MINUTES: Record<LectioDivinaStep, number> = {
  read: 3,
  reflect: 5,
  respond: 3,
  rest: 4,
};

/**
 * Rich text in a lesson: these tags only, never an attribute (so no links, styles or
 * handlers). Wider than a student's answer (RICH_TEXT_TAGS): an instructor writes headings
 * and quotations.
 */
export const LESSON_HTML_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'blockquote',
] as const;

/** Every length and count a lesson's blocks may reach. */
export const LESSON_BLOCK_LIMITS = {
  blocksPerLesson: 40,
  /** Characters of a text block's HTML, measured before sanitising. */
  textHtml: 20_000,
  scriptureReference: 120,
  scriptureText: 8_000,
  translation: 80,
  alt: 300,
  caption: 300,
  videoTitle: 120,
  /** Six hours: longer than any lesson video, short enough to catch a typo in seconds. */
  videoDurationSeconds: 6 * 60 * 60,
  providerUrl: 500,
  attachmentName: 200,
  attachmentBytes: DEFAULT_UPLOAD_LIMITS.attachment,
  promptsPerBlock: 10,
  promptsPerLesson: 20,
  promptText: 500,
  promptId: 40,
  stepGuidance: 1_000,
  stepMinutesMax: 60,
  /** The longest storage key (server/adapters/storage: MAX_KEY_LENGTH). */
  fileKey: 512,
} as const;

/** A prompt's id: short, stable, and safe in a URL or a storage key ("p1", "listen-word"). */
export const PROMPT_ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/**
 * A storage key as server/adapters/storage accepts it (isValidKey): plain relative segments
 * that start with a letter or digit. Checked here too so a bad key is a 400, not a 500.
 */
export const FILE_KEY_SEGMENT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Video links are shown as a click-to-load facade, so only these providers' pages. */
export const VIDEO_PROVIDER_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'vimeo.com',
  'player.vimeo.com',
] as const;

/** What an attachment may be: the types an upload of kind 'attachment' is accepted as. */
export const ATTACHMENT_CONTENT_TYPES = [
  ...new Set(ALLOWED_TYPES.attachment.map((extension) => UPLOAD_TYPES[extension])),
] as [string, ...string[]];

/**
 * Art that ships with Lectio (our own SVG drawings), usable as a course cover or a lesson
 * image without an upload. The server draws each one (server/modules/academy/demo/art).
 */
export const ACADEMY_ART = [
  'cover-praying-with-scripture',
  'cover-ocia-week-by-week',
  'chapter-listening',
  'chapter-four-steps',
  'chapter-daily-practice',
  'chapter-ocia-welcome',
] as const;
export type AcademyArt = (typeof ACADEMY_ART)[number];

/** Translations in the public domain, which the demo course quotes (and anyone may). */
export const PUBLIC_DOMAIN_TRANSLATIONS = {
  douayRheims: 'Douay-Rheims 1899 American Edition',
  web: 'World English Bible',
} as const;

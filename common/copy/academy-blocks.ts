import type { LectioDivinaStep, LessonBlockType } from '../academy/blocks';

/**
 * The words of the Academy's lesson blocks (issue 13, point 5): their names in the course
 * builder, the Lectio Divina steps, and every refusal of a block the schemas send back.
 */
export const LESSON_BLOCK_LABELS: Record<LessonBlockType, string> = {
  text: 'Text',
  scripture: 'Scripture passage',
  image: 'Image',
  video: 'Video',
  attachment: 'Attachment',
  prompts: 'Reflection prompts',
  lectioDivina: 'Lectio Divina',
};

/** The four steps' names and the guidance a step shows when the instructor wrote none. */
export const LECTIO_DIVINA_COPY: Record<
  LectioDivinaStep,
  { label: string; latin: string; guidance: string; question: string }
> = {
  read: {
    label: 'Read',
    latin: 'Lectio',
    guidance:
      'Read the passage slowly, aloud if you can. Read it a second time, and notice the word or phrase that stays with you.',
    question: 'What word or phrase catches my attention?',
  },
  reflect: {
    label: 'Reflect',
    latin: 'Meditatio',
    guidance:
      'Stay with that word. Repeat it gently. Ask what God may be saying to you through it today.',
    question: 'Why does this word touch me today?',
  },
  respond: {
    label: 'Respond',
    latin: 'Oratio',
    guidance:
      'Speak to God in your own words: thanks, sorrow, a request, or simply what is on your heart.',
    question: 'What do I want to say to God?',
  },
  rest: {
    label: 'Rest',
    latin: 'Contemplatio',
    guidance:
      'Let the words go quiet. Rest in God’s presence without trying to think or say anything more.',
    question: 'Can I simply be with him, without words?',
  },
};

const tooLong = (what: string, max: number) => `${what} must be at most ${max} characters`;

export const LESSON_BLOCK_MESSAGES = {
  typeInvalid:
    'Choose a kind of block: text, scripture passage, image, video, attachment, reflection prompts or Lectio Divina',
  tooManyBlocks: (max: number) => `A lesson can have at most ${max} blocks`,
  textRequired: 'Write some text, or remove this block',
  textTooLong: (max: number) => tooLong('The text', max),
  referenceRequired: 'Enter the passage’s reference, e.g. John 15:1-5',
  referenceTooLong: (max: number) => tooLong('The reference', max),
  passageRequired: 'Enter the words of the passage',
  passageTooLong: (max: number) => tooLong('The passage', max),
  translationRequired: 'Name the translation the passage is quoted from',
  translationTooLong: (max: number) => tooLong('The translation’s name', max),
  imageSourceInvalid: 'Choose an image',
  artUnknown: 'Choose one of Lectio’s drawings',
  fileKeyInvalid: 'This file could not be found; upload it again',
  altRequired: 'Describe the image for people who cannot see it',
  altTooLong: (max: number) => tooLong('The description', max),
  captionTooLong: (max: number) => tooLong('The caption', max),
  videoSourceInvalid: 'Upload a video, or paste a link to it',
  videoLinkInvalid: 'Paste a link to a YouTube or Vimeo video (starting with https://)',
  videoTitleRequired: 'Give the video a title',
  videoTitleTooLong: (max: number) => tooLong('The title', max),
  durationInvalid: 'The video’s length must be a whole number of seconds, up to six hours',
  attachmentNameRequired: 'Give the file a name',
  attachmentNameTooLong: (max: number) => tooLong('The file’s name', max),
  attachmentSizeInvalid: (maxMb: number) => `Files can be at most ${maxMb} MB`,
  attachmentTypeInvalid:
    'Attach a PDF, a Word, PowerPoint or Excel document, a text file or an image',
  promptsRequired: 'Add at least one reflection prompt',
  tooManyPrompts: (max: number) => `A block can have at most ${max} prompts`,
  tooManyLessonPrompts: (max: number) => `A lesson can have at most ${max} prompts`,
  promptRequired: 'Write the prompt, or remove it',
  promptTooLong: (max: number) => tooLong('A prompt', max),
  promptIdInvalid: 'Each prompt needs a short id of lower-case letters, digits and dashes',
  promptIdRepeated: 'Two prompts in this lesson have the same id',
  guidanceTooLong: (max: number) => tooLong('A step’s guidance', max),
  minutesInvalid: (max: number) => `Suggest between 1 and ${max} minutes for a step`,
} as const;

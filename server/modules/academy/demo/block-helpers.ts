import type { AcademyArt } from '../../../../common/academy/blocks';
import type {
  LectioDivinaStepSettings,
  LessonBlockOf,
  ScripturePassage,
} from '../../../../common/schemas/academy-blocks';

/** Short ways to write the demo lessons' blocks, so the lessons read as prose. */

export const text = (...paragraphs: string[]): LessonBlockOf<'text'> => ({
  type: 'text',
  html: paragraphs.join(''),
});

export const scripture = (passage: ScripturePassage): LessonBlockOf<'scripture'> => ({
  type: 'scripture',
  ...passage,
});

export const art = (name: AcademyArt, alt: string, caption: string): LessonBlockOf<'image'> => ({
  type: 'image',
  source: { kind: 'art', art: name },
  alt,
  caption,
});

/** Prompts as `[id, text]` pairs: the id keeps a participant's answer to it. */
export const prompts = (...items: [id: string, text: string][]): LessonBlockOf<'prompts'> => ({
  type: 'prompts',
  prompts: items.map(([id, promptText]) => ({ id, text: promptText })),
});

export const lectioDivina = (
  passage: ScripturePassage,
  steps?: Partial<Record<'read' | 'reflect' | 'respond' | 'rest', LectioDivinaStepSettings>>,
): LessonBlockOf<'lectioDivina'> => ({
  type: 'lectioDivina',
  passage,
  ...(steps ? { steps } : {}),
});

import type { LessonBlockType } from '@common/academy/blocks';
import { PUBLIC_DOMAIN_TRANSLATIONS } from '@common/academy/blocks';
import { lessonBlockSchema, type LessonBlock } from '@common/schemas/academy-blocks';

/**
 * The lesson editor's blocks while they are being written: each with a key for React, in
 * the stored blocks' shape (strings may still be empty, a file not yet uploaded).
 */
export interface BlockEntry {
  key: string;
  block: LessonBlock;
}

export const newKey = () => crypto.randomUUID();

/** A prompt id the schema accepts (PROMPT_ID_PATTERN), unique within the lesson. */
export const newPromptId = () => `p-${crypto.randomUUID().slice(0, 8)}`;

const passage = () => ({ reference: '', text: '', translation: PUBLIC_DOMAIN_TRANSLATIONS.web });

/** An empty block of each type, ready to fill in. */
export function newBlock(type: LessonBlockType): LessonBlock {
  switch (type) {
    case 'text':
      return { type, html: '' };
    case 'scripture':
      return { type, ...passage() };
    case 'image':
      return { type, source: { kind: 'file', fileKey: '' }, alt: '' };
    case 'video':
      return { type, source: { kind: 'file', fileKey: '' }, title: '' };
    case 'attachment':
      return { type, fileKey: '', name: '', sizeBytes: 0, contentType: '' };
    case 'prompts':
      return { type, prompts: [{ id: newPromptId(), text: '' }] };
    case 'lectioDivina':
      return { type, passage: passage() };
  }
}

/** Why a block cannot be saved yet (its first problem), or null when it can. */
export function blockProblem(block: LessonBlock): string | null {
  const result = lessonBlockSchema.safeParse(block);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The blocks that are complete, in order: what a save sends (unfinished ones wait). */
export const completeBlocks = (entries: readonly BlockEntry[]) =>
  entries.filter((entry) => blockProblem(entry.block) === null).map((entry) => entry.block);

export const entriesOf = (blocks: readonly LessonBlock[]): BlockEntry[] =>
  blocks.map((block) => ({ key: newKey(), block }));

import StarterKit, { type StarterKitOptions } from '@tiptap/starter-kit';

/**
 * Only what RICH_TEXT_TAGS allows (common/writing/rich-text.ts): paragraphs, line breaks, bold,
 * italic, bulleted and numbered lists. Everything else the starter kit offers is switched off,
 * so an editor can never produce what the server would strip. `options` switches off more
 * (a shared room's editor leaves undo to Yjs).
 */
export const limitedStarterKit = (options: Partial<StarterKitOptions> = {}) =>
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    link: false,
    strike: false,
    underline: false,
    trailingNode: false,
    ...options,
  });

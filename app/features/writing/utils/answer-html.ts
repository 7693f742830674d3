import { isRichText } from '@common/writing/rich-text';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char]!);

/**
 * An answer as the editor loads it. Rich text is used as stored; a legacy plain-text answer
 * (written before formatting existed) becomes one paragraph per line, its text escaped, so
 * "I <3 it" stays words and nothing in it is read as markup.
 */
export function toEditorHtml(answer: string): string {
  if (answer === '' || isRichText(answer)) return answer;
  return answer
    .split(/\r?\n/)
    .map((line) => (line === '' ? '<p></p>' : `<p>${escapeHtml(line)}</p>`))
    .join('');
}

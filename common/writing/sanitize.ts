import { FilterXSS } from 'xss';
import { isRichText, plainTextOf, RICH_TEXT_TAGS } from './rich-text';

/**
 * The one sanitizer of students' rich-text answers (issue 11, point 11). The server runs it on
 * every save; the browser runs it again before showing an answer as HTML (RichTextView), so a
 * row written some other way can never inject markup. Only RICH_TEXT_TAGS survive, with no
 * attributes at all; every other tag is dropped, and the contents of script and style go too.
 */
const filter = new FilterXSS({
  whiteList: Object.fromEntries(RICH_TEXT_TAGS.map((tag) => [tag, []])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript'],
  allowCommentTag: false,
  // Never keep an attribute, even a harmless-looking one.
  onIgnoreTagAttr: () => '',
  onTagAttr: () => '',
});

/** Rich HTML reduced to the allowed tags without attributes. */
export const sanitizeRichHtml = (html: string): string => filter.process(html);

/**
 * An answer as it is stored: rich text is sanitized (and an editor's empty paragraph is stored
 * as nothing); legacy plain text, which has none of the allowed tags, is kept as typed; every
 * view treats it as text, never as HTML.
 */
export function sanitizeAnswer(answer: string): string {
  if (!isRichText(answer)) return answer;
  const clean = sanitizeRichHtml(answer);
  return plainTextOf(clean).trim() === '' ? '' : clean;
}

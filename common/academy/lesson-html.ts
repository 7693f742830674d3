import { FilterXSS } from 'xss';
import { LESSON_HTML_TAGS } from './blocks';

/**
 * The one sanitiser of a lesson's rich text, run by the schema on every save and again by the
 * lesson page before showing it: LESSON_HTML_TAGS survive without any attribute; every other
 * tag is dropped (its text kept), and script, style and frames go with their contents.
 */
const filter = new FilterXSS({
  whiteList: Object.fromEntries(LESSON_HTML_TAGS.map((tag) => [tag, []])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript'],
  allowCommentTag: false,
  onIgnoreTagAttr: () => '',
  onTagAttr: () => '',
});

export const sanitizeLessonHtml = (html: string): string => filter.process(html);

/** Whether sanitised lesson HTML shows any words (an editor's empty paragraph does not). */
export function hasVisibleText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/gi, ' ')
      .trim() !== ''
  );
}

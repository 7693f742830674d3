import { FilterXSS } from 'xss';
import { RECORD_ID } from '../schemas/ids';

/**
 * The one sanitiser of board posts (issue 13, point 14), run by the server on every write and
 * again by the page before showing a post. Paragraphs, line breaks, bold, italic, lists and
 * links (http, https, mailto only) survive; every other tag is dropped (its text kept), and
 * script, style and frames go with their contents.
 *
 * A mention is `<span data-mention="USER_ID"></span>`: the stored post keeps only the id, and
 * each read fills in the member's current name (withMentionNames), so a name never outlives
 * the member's place in the course.
 */
const TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li'] as const;
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;
const escapeAttrValue = (value: string) =>
  value
    .replace(/&(?!amp;|quot;|lt;|gt;|#)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const filter = new FilterXSS({
  whiteList: {
    ...Object.fromEntries(TAGS.map((tag) => [tag, []])),
    a: ['href'],
    span: ['data-mention'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript'],
  allowCommentTag: false,
  onIgnoreTagAttr: () => '',
  onTagAttr: (tag, name, value) => {
    if (tag === 'a' && name === 'href' && SAFE_HREF.test(value.trim())) {
      return `href="${escapeAttrValue(value.trim())}" rel="nofollow noopener noreferrer"`;
    }
    if (tag === 'span' && name === 'data-mention' && RECORD_ID.test(value)) {
      return `data-mention="${value}"`;
    }
    return '';
  },
});

export const sanitizeBoardHtml = (html: string): string => filter.process(html);

const MENTION = /<span data-mention="([A-Za-z0-9-]{1,40})">[\s\S]*?<\/span>/g;

/** The mentioned ids, once each, in order of first mention. */
export function mentionedIds(html: string): string[] {
  return [...new Set([...html.matchAll(MENTION)].map((match) => match[1]!))];
}

/** Mentions reduced to their ids (what is stored): whatever name was typed inside is dropped. */
export const bareMentions = (html: string): string =>
  html.replace(MENTION, (_whole, id: string) => `<span data-mention="${id}"></span>`);

/** Mentions of one member replaced by a mention of nobody (a former participant). */
export const forgetMentionsOf = (html: string, userId: string): string =>
  html.replace(MENTION, (whole, id: string) =>
    id === userId ? '<span data-mention="former"></span>' : whole,
  );

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Each mention filled with "@Name", or `fallback` for someone no longer in the course. */
export const withMentionNames = (
  html: string,
  names: ReadonlyMap<string, string>,
  fallback: string,
): string =>
  html.replace(
    MENTION,
    (_whole, id: string) =>
      `<span data-mention="${id}">@${escapeText(names.get(id) ?? fallback)}</span>`,
  );

/** Whether the HTML shows any words or a mention (an empty paragraph does not). */
export const boardHtmlHasContent = (html: string): boolean =>
  html.search(MENTION) >= 0 ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim() !== '';

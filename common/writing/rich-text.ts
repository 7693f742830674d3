/**
 * Students' answers are stored as sanitized rich text (issue 11, point 11): HTML using only
 * these tags, without attributes. Answers written before rich text are plain text, and stay
 * valid: an answer without a tag is read as plain text.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li'] as const;

const TAG = /<\/?([a-z][a-z0-9]*)\b[^>]*>/gi;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  '#39': "'",
};

/** Whether an answer is stored as rich text (HTML) rather than legacy plain text. */
export const isRichText = (answer: string): boolean => /<(p|ul|ol|br|strong|em|li)\b/i.test(answer);

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#') && lower !== '#39')
      return String.fromCodePoint(Number(lower.slice(1)));
    return ENTITIES[lower] ?? whole;
  });

/**
 * The words of an answer without formatting: what is counted, searched, printed where
 * formatting cannot be, and what comment anchors (start/end offsets) point into. Paragraphs
 * and list items end with a line break; a list item starts with "• ".
 */
export function plainTextOf(answer: string): string {
  if (!isRichText(answer)) return answer;
  const text = answer.replace(TAG, (tag, name: string) => {
    const lower = name.toLowerCase();
    const closing = tag.startsWith('</');
    if (lower === 'br') return '\n';
    if (lower === 'li' && !closing) return '• ';
    if (closing && (lower === 'p' || lower === 'li')) return '\n';
    return '';
  });
  return decodeEntities(text).replace(/\n+$/, '');
}

/** Words in an answer, as the word count shows them. */
export function wordCountOf(answer: string): number {
  const words = plainTextOf(answer).replace(/•/g, ' ').trim();
  return words === '' ? 0 : words.split(/\s+/).length;
}

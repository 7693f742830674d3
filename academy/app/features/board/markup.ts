/**
 * The board's composer is a plain text box (calm, keyboard-friendly, no editor to learn) with
 * a few marks people already type: **bold**, _italic_, lines starting with "- " or "1. " for
 * lists, blank lines between paragraphs, links as typed, and @mentions picked from the course's
 * members. This turns that text into the board HTML the server sanitises (and back, to edit).
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const BULLET = /^\s*[-*]\s+/;
const NUMBER = /^\s*\d+[.)]\s+/;
const URL = /\bhttps?:\/\/[^\s<]+[^\s<.,;:!?)'"]/g;
const PLACEHOLDER = /\uE000(\d+)\uE000/g;

/** One line's inline marks; mentions of the picked members become mention spans. */
function inline(line: string, mentions: ReadonlyMap<string, string>): string {
  const spans: string[] = [];
  let text = line;
  // Longest names first, so "@Ann Lee" is not taken for "@Ann".
  const names = [...mentions.keys()].sort((a, b) => b.length - a.length);
  for (const name of names) {
    text = text.split(`@${name}`).join(`\uE000${spans.length}\uE000`);
    spans.push(`<span data-mention="${mentions.get(name)!}">@${escapeHtml(name)}</span>`);
  }
  let html = escapeHtml(text);
  const links: string[] = [];
  html = html.replace(URL, (url) => {
    links.push(`<a href="${url}">${url}</a>`);
    return `\uE000${spans.length + links.length - 1}\uE000`;
  });
  html = html
    .replace(/\*\*(?=\S)([^*]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[\s(])_(?=\S)([^_]*?\S)_(?=$|[\s.,;:!?)])/g, '$1<em>$2</em>');
  const all = [...spans, ...links];
  return html.replace(PLACEHOLDER, (_whole, index: string) => all[Number(index)] ?? '');
}

/** The text of the composer as board HTML. */
export function toBoardHtml(text: string, mentions: ReadonlyMap<string, string>): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''))
    .filter((block) => block.trim() !== '');
  return blocks
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => BULLET.test(line))) {
        const items = lines.map((line) => `<li>${inline(line.replace(BULLET, ''), mentions)}</li>`);
        return `<ul>${items.join('')}</ul>`;
      }
      if (lines.every((line) => NUMBER.test(line))) {
        const items = lines.map((line) => `<li>${inline(line.replace(NUMBER, ''), mentions)}</li>`);
        return `<ol>${items.join('')}</ol>`;
      }
      return `<p>${lines.map((line) => inline(line, mentions)).join('<br>')}</p>`;
    })
    .join('');
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** A stored post back as composer text, with the members it mentions (name → id). */
export function fromBoardHtml(html: string): { text: string; mentions: Map<string, string> } {
  const mentions = new Map<string, string>();
  let text = html.replace(
    /<span data-mention="([^"]+)">@([^<]*)<\/span>/g,
    (_whole, id: string, name: string) => {
      const decoded = decode(name);
      if (id !== 'former') mentions.set(decoded, id);
      return `@${name}`;
    },
  );
  text = text
    .replace(
      /<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g,
      (_whole, href: string, label: string) => (label === href ? href : `${label} (${href})`),
    )
    .replace(/<\/?strong>/g, '**')
    .replace(/<\/?em>/g, '_')
    .replace(/<ul>([\s\S]*?)<\/ul>/g, (_whole, items: string) =>
      items.replace(/<li>([\s\S]*?)<\/li>/g, '- $1\n').concat('\n'),
    )
    .replace(/<ol>([\s\S]*?)<\/ol>/g, (_whole, items: string) => {
      let number = 0;
      return items
        .replace(
          /<li>([\s\S]*?)<\/li>/g,
          (_item, content: string) => `${(number += 1)}. ${content}\n`,
        )
        .concat('\n');
    })
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<p>([\s\S]*?)<\/p>/g, '$1\n\n')
    .replace(/<[^>]+>/g, '');
  return {
    text: decode(text)
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    mentions,
  };
}

/** The mention being typed just before the caret ("@Ro" → "Ro"), or null. */
export function mentionQueryAt(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0 || (at > 0 && !/\s/.test(before[at - 1]!))) return null;
  const query = before.slice(at + 1);
  if (query.length > 30 || /[\n@]/.test(query) || /\s{2}/.test(query)) return null;
  return { start: at, query };
}

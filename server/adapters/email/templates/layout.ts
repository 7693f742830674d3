import { PRODUCT_NAME } from '../../../../common/constants';
import type { TemplateName } from '../mail-limits';

/**
 * What every template returns: its name (which decides how often it may be sent, see
 * mail-limits.ts), the subject and the same content as plain text and HTML.
 */
export interface RenderedEmail {
  template: TemplateName;
  subject: string;
  text: string;
  html: string;
  /** Headers of the email's own (notification email: the one-click unsubscribe). */
  headers?: Record<string, string>;
}

/**
 * How long the links in our emails stay valid. The account service that issues the codes
 * should use the same numbers, so the promise in the email is the one the server keeps.
 */
export const LINK_LIFETIME_HOURS = { confirmEmail: 24, resetPassword: 1 } as const;

/**
 * A paragraph is a list of pieces: text, bold text (plain in the text version) or a link
 * (its address written out in full in both versions, so it can be copied).
 */
export type Piece = string | { strong: string } | { href: string };
/**
 * A paragraph of pieces, or a block of its own: a small heading that opens a section of a
 * long email (the digest's children), or a quotation from a child's writing.
 */
export type Paragraph = Piece[] | { heading: string } | { quote: string };

export interface EmailContent {
  template: TemplateName;
  subject: string;
  /** Shown by mail clients beside the subject in the inbox list; hidden in the body. */
  preheader: string;
  heading: string;
  /**
   * The reader's first name, when the reader chose it. Mail someone else can cause to be sent
   * to an address (sign-up, password reset) leaves it out: a name typed by the requester must
   * never reach another person's inbox (issue 15, point 11).
   */
  greetingName?: string;
  before: Paragraph[];
  button: { label: string; href: string };
  after: Paragraph[];
  /** Why the reader received this email, for the footer. */
  reason: string;
  /** A visible way to stop emails like this one, at the end of the footer. */
  unsubscribe?: { label: string; href: string };
}

const BRAND = {
  indigo: '#26367a',
  gold: '#c58a2a',
  ink: '#1c2233',
  inkSoft: '#4a5266',
  paper: '#fbf8f2',
  border: '#ddd6ca',
} as const;

const FONT_BODY = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const FONT_HEADING = "Georgia, 'Palatino Linotype', Palatino, serif";

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** A greeting that still reads well when the account has no first name on record. */
function greeting(name = ''): string {
  const trimmed = name.trim();
  return trimmed ? `Hello ${trimmed},` : 'Hello,';
}

function pieceText(piece: Piece): string {
  if (typeof piece === 'string') return piece;
  return 'strong' in piece ? piece.strong : piece.href;
}

function pieceHtml(piece: Piece): string {
  if (typeof piece === 'string') return escapeHtml(piece);
  if ('strong' in piece) {
    return `<strong style="color:${BRAND.ink};">${escapeHtml(piece.strong)}</strong>`;
  }
  const href = escapeHtml(piece.href);
  return `<a href="${href}" target="_blank" style="color:${BRAND.indigo};overflow-wrap:anywhere;">${href}</a>`;
}

function paragraphHtml(paragraph: Paragraph): string {
  if ('heading' in paragraph) {
    return (
      `<h2 style="margin:28px 0 12px 0;padding:0 0 6px 0;border-bottom:1px solid ${BRAND.border};` +
      `font-family:${FONT_HEADING};font-size:19px;line-height:1.3;font-weight:normal;` +
      `color:${BRAND.indigo};">${escapeHtml(paragraph.heading)}</h2>`
    );
  }
  if ('quote' in paragraph) {
    return (
      `<p style="margin:-8px 0 16px 0;padding:2px 0 2px 14px;border-left:3px solid ${BRAND.gold};` +
      `font-family:${FONT_HEADING};font-size:16px;line-height:1.6;font-style:italic;` +
      `color:${BRAND.inkSoft};">${escapeHtml(paragraph.quote)}</p>`
    );
  }
  return (
    `<p style="margin:0 0 16px 0;font-family:${FONT_BODY};font-size:16px;line-height:1.6;` +
    `color:${BRAND.ink};">${paragraph.map(pieceHtml).join('')}</p>`
  );
}

/** The plain-text version: a heading underlined, a quotation indented. */
function paragraphText(paragraph: Paragraph): string {
  if ('heading' in paragraph)
    return `${paragraph.heading}\n${'-'.repeat(paragraph.heading.length)}`;
  if ('quote' in paragraph) return `    ${paragraph.quote}`;
  return paragraph.map(pieceText).join('');
}

/** Renders the shared Lectio layout as a plain-text and an HTML version of one message. */
export function renderEmail(content: EmailContent): RenderedEmail {
  return {
    template: content.template,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
  };
}

function renderText(content: EmailContent): string {
  const paragraphs = (list: Paragraph[]) => list.map(paragraphText);
  return [
    greeting(content.greetingName),
    ...paragraphs(content.before),
    `${content.button.label}:\n${content.button.href}`,
    ...paragraphs(content.after),
    `— The ${PRODUCT_NAME} team`,
    '--',
    `${PRODUCT_NAME} · ${content.reason}`,
    ...(content.unsubscribe ? [`${content.unsubscribe.label}: ${content.unsubscribe.href}`] : []),
  ]
    .join('\n\n')
    .concat('\n');
}

function renderHtml(content: EmailContent): string {
  const href = escapeHtml(content.button.href);
  const label = escapeHtml(content.button.label);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${BRAND.paper};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:${BRAND.paper};">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${BRAND.paper};">
<tr>
<td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border:1px solid ${BRAND.border};border-radius:8px;">
<tr>
<td style="height:6px;line-height:6px;font-size:0;background-color:${BRAND.gold};border-radius:8px 8px 0 0;">&nbsp;</td>
</tr>
<tr>
<td style="padding:28px 32px 8px 32px;font-family:${FONT_HEADING};font-size:22px;font-weight:bold;color:${BRAND.indigo};">${escapeHtml(PRODUCT_NAME)}</td>
</tr>
<tr>
<td style="padding:8px 32px 8px 32px;">
<h1 style="margin:0 0 20px 0;font-family:${FONT_HEADING};font-size:24px;line-height:1.3;font-weight:normal;color:${BRAND.ink};">${escapeHtml(content.heading)}</h1>
${paragraphHtml([greeting(content.greetingName)])}
${content.before.map(paragraphHtml).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px 0;">
<tr>
<td align="center" bgcolor="${BRAND.indigo}" style="border-radius:6px;background-color:${BRAND.indigo};">
<a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${FONT_BODY};font-size:16px;font-weight:bold;line-height:1.2;color:#ffffff;text-decoration:none;border-radius:6px;">${label}</a>
</td>
</tr>
</table>
<p style="margin:0 0 24px 0;font-family:${FONT_BODY};font-size:14px;line-height:1.5;color:${BRAND.inkSoft};">If the button does not work, copy this link into your browser:<br><a href="${href}" target="_blank" style="color:${BRAND.indigo};word-break:break-all;">${href}</a></p>
${content.after.map(paragraphHtml).join('\n')}
${paragraphHtml([`— The ${PRODUCT_NAME} team`])}
</td>
</tr>
<tr>
<td style="padding:16px 32px 24px 32px;border-top:1px solid ${BRAND.border};font-family:${FONT_BODY};font-size:13px;line-height:1.5;color:${BRAND.inkSoft};">
<strong style="color:${BRAND.indigo};">${escapeHtml(PRODUCT_NAME)}</strong> · Scripture reflection and writing for schools, parishes and families.<br>
${escapeHtml(content.reason)}${
    content.unsubscribe
      ? `<br><a href="${escapeHtml(content.unsubscribe.href)}" target="_blank" style="color:${BRAND.indigo};">${escapeHtml(content.unsubscribe.label)}</a>`
      : ''
  }
</td>
</tr>
</table>
</td>
</tr>
</table>
</body>
</html>
`;
}

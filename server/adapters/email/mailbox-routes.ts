import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { getOutboxMessage, listOutbox, type OutboxMessage } from './outbox';
import { escapeHtml } from './templates/layout';

export interface MailboxRoutesOptions {
  db: Kysely<Database>;
}

export const MAILBOX_PATH = '/dev/mailbox';

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; background: #fbf8f2; color: #1c2233;
    font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; }
  main { max-width: 960px; margin: 0 auto; padding: 24px 16px 48px; }
  h1 { color: #26367a; font-family: Georgia, serif; font-weight: normal; margin: 0 0 8px; }
  h2 { font-size: 1.125rem; margin: 32px 0 8px; }
  a { color: #26367a; }
  a:focus-visible { outline: 3px solid #f0a12b; outline-offset: 2px; }
  .note { color: #4a5266; margin: 0 0 24px; }
  caption { text-align: left; padding: 0 0 8px; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: 8px 12px; border-bottom: 1px solid #ddd6ca; vertical-align: top; }
  th { background: #f3ece0; }
  td { overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
  dt { font-weight: bold; }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 640px; border: 1px solid #ddd6ca; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; border: 1px solid #ddd6ca;
    padding: 16px; margin: 0; font-size: 0.875rem; }
`;

/** The pages allow exactly their one stylesheet and frames of this server; nothing else. */
const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * An email's HTML runs in a sandbox: no scripts, an opaque origin, no requests except to
 * inline styles and images; its links may open in a new tab (to follow confirmation links).
 */
const EMAIL_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data: https:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-popups allow-popups-to-escape-sandbox',
].join('; ');

/**
 * Development mailbox: the emails kept in the outbox, as pages for people and as JSON for
 * tests and tools. The plugin registers it only outside production and only while emails
 * go to the outbox.
 */
export async function mailboxRoutes(
  app: FastifyInstance,
  { db }: MailboxRoutesOptions,
): Promise<void> {
  app.get(MAILBOX_PATH, async (_request, reply) => {
    const messages = await listOutbox(db);
    return sendPage(reply, 200, 'Mailbox', mailboxBody(messages));
  });

  app.get(`${MAILBOX_PATH}.json`, async (request, reply) => {
    const { to } = request.query as { to?: unknown };
    const messages = await listOutbox(db, typeof to === 'string' ? to.trim() : undefined);
    return reply.header('cache-control', 'no-store').send({ messages });
  });

  app.get<{ Params: { id: string } }>(`${MAILBOX_PATH}/:id`, async (request, reply) => {
    const message = await getOutboxMessage(db, request.params.id);
    if (!message) return sendNotFound(reply);
    return sendPage(reply, 200, message.subject, messageBody(message));
  });

  app.get<{ Params: { id: string } }>(`${MAILBOX_PATH}/:id/html`, async (request, reply) => {
    const message = await getOutboxMessage(db, request.params.id);
    if (!message) return sendNotFound(reply);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', EMAIL_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .send(message.html);
  });
}

function sendNotFound(reply: FastifyReply) {
  return sendPage(
    reply,
    404,
    'Email not found',
    `<h1>Email not found</h1>
<p class="note">There is no email with this address in the outbox.</p>
<p><a href="${MAILBOX_PATH}">Back to the mailbox</a></p>`,
  );
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP).send(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Lectio development mailbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`);
}

function time(iso: string): string {
  const readable = iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(readable)}</time>`;
}

function mailboxBody(messages: OutboxMessage[]): string {
  const intro = `<h1>Mailbox</h1>
<p class="note">Emails this server would have sent. No SMTP server is configured, so they are kept here instead (development only). Newest first; also available as <a href="${MAILBOX_PATH}.json">JSON</a>.</p>`;
  if (messages.length === 0) return `${intro}\n<p>No emails yet.</p>`;
  const rows = messages
    .map(
      (message) => `<tr>
<td>${escapeHtml(message.to)}</td>
<td><a href="${MAILBOX_PATH}/${encodeURIComponent(message.id)}">${escapeHtml(message.subject)}</a></td>
<td>${time(message.createdAt)}</td>
</tr>`,
    )
    .join('\n');
  return `${intro}
<table>
<caption>${messages.length} ${messages.length === 1 ? 'email' : 'emails'}</caption>
<thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Sent</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

function messageBody(message: OutboxMessage): string {
  const id = encodeURIComponent(message.id);
  return `<p><a href="${MAILBOX_PATH}">Back to the mailbox</a></p>
<h1>${escapeHtml(message.subject)}</h1>
<dl>
<dt>To</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Sent</dt><dd>${time(message.createdAt)}</dd>
${Object.entries(message.headers)
  .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
  .join('\n')}
</dl>
<h2>HTML version</h2>
<iframe src="${MAILBOX_PATH}/${id}/html" title="HTML version of the email" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>
<h2>Text version</h2>
<pre>${escapeHtml(message.text)}</pre>`;
}

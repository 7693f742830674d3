import { setTimeout as sleep } from 'node:timers/promises';
import type { APIRequestContext } from '@playwright/test';

/** One email of the development outbox, as /dev/mailbox.json returns it. */
export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The email's own headers (List-Unsubscribe…), empty for most. */
  headers: Record<string, string>;
  createdAt: string;
}

export interface ReadEmailOptions {
  /** Only an email whose subject contains this text (or matches this pattern). */
  subject?: string | RegExp;
  /** Only an email that is not one of these (ids of emails already read). */
  excludeIds?: readonly string[];
  /** How long to wait for it. Default 5 s. */
  timeoutMs?: number;
}

/**
 * The newest email sent to `to` (matching `options`), read from the server's outbox at
 * /dev/mailbox.json. Polls until one arrives, for up to 5 s, then fails naming what it saw.
 * Needs a server without SMTP_URL and not in production (the browser-test server is both).
 */
export async function readEmail(
  request: APIRequestContext,
  to: string,
  options: ReadEmailOptions = {},
): Promise<MailboxMessage> {
  const { subject, excludeIds = [], timeoutMs = 5000 } = options;
  const deadline = Date.now() + timeoutMs;
  let seen: MailboxMessage[] = [];
  for (;;) {
    const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    if (!response.ok()) {
      throw new Error(`GET /dev/mailbox.json answered ${response.status()}: is SMTP_URL set?`);
    }
    seen = ((await response.json()) as { messages: MailboxMessage[] }).messages;
    const match = seen.find(
      (message) =>
        !excludeIds.includes(message.id) &&
        (subject === undefined ||
          (typeof subject === 'string'
            ? message.subject.includes(subject)
            : subject.test(message.subject))),
    );
    if (match) return match;
    if (Date.now() >= deadline) break;
    await sleep(100);
  }
  const subjects = seen.map((message) => `'${message.subject}'`).join(', ') || 'none';
  throw new Error(
    `No email to ${to}${subject ? ` with subject ${String(subject)}` : ''} within ${timeoutMs} ms (emails to that address: ${subjects})`,
  );
}

/**
 * The first link in `text` whose path starts with `pathPrefix`, returned as path, query and
 * fragment (e.g. '/auth/confirm_email?e=…&c=…'), so tests open it with page.goto() on the
 * test server whatever host PUBLIC_BASE_URL names.
 */
export function extractLink(text: string, pathPrefix: string): string {
  for (const [candidate] of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = new URL(candidate);
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}${url.hash}`;
  }
  throw new Error(`No link to ${pathPrefix} in the email:\n${text}`);
}

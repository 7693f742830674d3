import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink';
import { loadConfig } from '../../config';
import { createSmtpSender, type SmtpSender } from './smtp';
import { confirmEmailTemplate } from './templates/confirm-email';

const CREDENTIALS = { username: 'mailer', password: 'p@ss:word' };

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Headers (unfolded, lower-cased names) and body of a MIME entity. */
function parseEntity(raw: string): Part {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const soft = part.body.replace(/=\r\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i += 1) {
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
        bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
        i += 2;
      } else {
        bytes.push(soft.charCodeAt(i));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return part.body;
}

/** The decoded text/plain and text/html parts of a multipart/alternative message. */
function alternatives(message: Part): Record<string, string> {
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const parts: Record<string, string> = {};
  for (const chunk of message.body.split(`--${boundary}`).slice(1, -1)) {
    // Each part sits between a CRLF after the boundary line and the CRLF before the next one.
    const part = parseEntity(chunk.replace(/^\r\n/, '').replace(/\r\n$/, ''));
    const type = (part.headers.get('content-type') ?? '').split(';')[0] ?? '';
    parts[type] = decodeBody(part).replace(/\r\n/g, '\n');
  }
  return parts;
}

let smtp: SmtpSink | undefined;
let sender: SmtpSender | undefined;

afterEach(async () => {
  sender?.close();
  await smtp?.close();
  sender = undefined;
  smtp = undefined;
});

describe('SMTP sender', () => {
  it('delivers a message through a real SMTP server with From, To, Subject and both versions', async () => {
    smtp = await startSmtpSink({ credentials: CREDENTIALS });
    const config = loadConfig({
      SMTP_URL: smtp.url,
      EMAIL_FROM: 'Lectio Test <no-reply@lectio.test>',
    });
    sender = createSmtpSender(config.SMTP_URL ?? '', config.EMAIL_FROM);
    const email = confirmEmailTemplate({
      link: 'https://lectio.test/auth/confirm_email?e=zoe%40example.com&c=Xy_9',
    });

    await sender.send({ to: 'zoe@example.com', ...email });

    expect(smtp.received).toHaveLength(1);
    const [delivery] = smtp.received;
    expect(delivery?.auth).toEqual({ username: 'mailer', password: 'p@ss:word' });
    expect(delivery?.mailFrom).toBe('no-reply@lectio.test');
    expect(delivery?.rcptTo).toEqual(['zoe@example.com']);

    const message = parseEntity(delivery?.raw ?? '');
    expect(message.headers.get('from')).toBe('Lectio Test <no-reply@lectio.test>');
    expect(message.headers.get('to')).toBe('zoe@example.com');
    expect(message.headers.get('subject')).toBe(email.subject);
    expect(message.headers.get('content-type')).toMatch(/^multipart\/alternative;/);

    const parts = alternatives(message);
    expect(parts['text/plain']).toBe(email.text);
    expect(parts['text/html']).toBe(email.html);
    // Non-ASCII text (the sign-off's dash) survives the trip in both versions.
    expect(parts['text/plain']).toContain('— The Lectio team');
    expect(parts['text/html']).toContain(
      'href="https://lectio.test/auth/confirm_email?e=zoe%40example.com&amp;c=Xy_9"',
    );
  });

  it('fails the send when the server refuses the credentials', async () => {
    smtp = await startSmtpSink({ credentials: CREDENTIALS });
    sender = createSmtpSender(`smtp://mailer:wrong@127.0.0.1:${smtp.port}`, 'Lectio <a@b.c>');
    const email = confirmEmailTemplate({ link: 'https://lectio.test/x' });
    await expect(sender.send({ to: 'ann@example.com', ...email })).rejects.toThrow(
      /Invalid login|Invalid username/,
    );
    expect(smtp.received).toHaveLength(0);
  });
});

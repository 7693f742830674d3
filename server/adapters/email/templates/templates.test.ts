import { describe, expect, it } from 'vitest';
import { confirmEmailTemplate } from './confirm-email';
import { escapeHtml, LINK_LIFETIME_HOURS, type RenderedEmail } from './layout';
import { passwordChangedTemplate } from './password-changed';
import { resetPasswordTemplate } from './reset-password';
import { signupAttemptTemplate } from './signup-attempt';

const HOSTILE_NAME = `<img src=x onerror="alert('x')">&Co`;
const LINK = 'https://lectio.test/auth/confirm_email?e=ann%40example.com&c=abc_DEF-123';

/** Every href in the HTML, with entities decoded the way a browser decodes attributes. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) =>
    (match[1] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

/** [name, render, links, the hostile name it greets, if it greets anyone by name]. */
const all: Array<[string, () => RenderedEmail, string[], string?]> = [
  ['confirmation', () => confirmEmailTemplate({ link: LINK }), [LINK]],
  [
    'sign-up attempt',
    () =>
      signupAttemptTemplate({
        signInLink: 'https://lectio.test/auth/teacher?email=a%40b.c&x=1',
        resetLink: 'https://lectio.test/auth/forgotPassword',
      }),
    [
      'https://lectio.test/auth/teacher?email=a%40b.c&x=1',
      'https://lectio.test/auth/forgotPassword',
    ],
  ],
  ['reset password', () => resetPasswordTemplate({ link: `${LINK}&"'<>` }), [`${LINK}&"'<>`]],
  [
    'password changed',
    () =>
      passwordChangedTemplate({
        firstName: HOSTILE_NAME,
        resetLink: 'https://lectio.test/auth/forgotPassword',
      }),
    ['https://lectio.test/auth/forgotPassword'],
    HOSTILE_NAME,
  ],
];

describe('email templates', () => {
  for (const [name, render, links, greeted] of all) {
    describe(name, () => {
      const email = render();

      if (greeted) {
        it('escapes the name in the HTML and keeps it readable in the text', () => {
          expect(email.html).not.toContain('<img');
          expect(email.html).not.toContain('onerror="');
          expect(email.html).toContain(escapeHtml(greeted));
          expect(email.text).toContain(`Hello ${greeted},`);
        });
      } else {
        // Anyone can cause it to be sent to any address: it holds nothing the requester typed.
        it('greets nobody by name', () => {
          expect(email.text.startsWith('Hello,\n')).toBe(true);
          expect(email.html).toContain('>Hello,</p>');
        });
      }

      it('contains every link in both versions, the HTML one as a clickable href', () => {
        for (const link of links) {
          expect(email.text).toContain(link);
          expect(hrefs(email.html)).toContain(link);
        }
        // The main action appears as a button and again as a plain link under it.
        expect(hrefs(email.html).filter((href) => href === links[0]).length).toBeGreaterThanOrEqual(
          2,
        );
      });

      it('has a subject, a single-column branded layout and a footer saying why it was sent', () => {
        expect(email.subject.length).toBeGreaterThan(10);
        expect(email.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
        expect(email.html).toContain(`<title>${escapeHtml(email.subject)}</title>`);
        expect(email.html).toContain('#26367a');
        expect(email.html).toContain('#c58a2a');
        expect(email.html).not.toMatch(/<script|<style|class=/);
        expect(email.html).toContain('You received this email because');
        expect(email.text).toContain('You received this email because');
        expect(email.text.replaceAll(HOSTILE_NAME, '')).not.toMatch(/<[a-z]/i);
      });
    });
  }

  it('states each link lifetime the server enforces', () => {
    const confirm = confirmEmailTemplate({ link: LINK });
    const reset = resetPasswordTemplate({ link: LINK });
    expect(LINK_LIFETIME_HOURS).toEqual({ confirmEmail: 24, resetPassword: 1 });
    expect(confirm.text).toContain('valid for 24 hours');
    expect(confirm.html).toContain('24 hours');
    expect(reset.text).toContain('valid for 1 hour ');
    expect(reset.html).toContain('1 hour');
  });

  it('tells the owner what to do when the action was not theirs', () => {
    const attempt = signupAttemptTemplate({ signInLink: LINK, resetLink: LINK });
    expect(attempt.text).toContain('If it was not you, you can ignore this email.');
    const changed = passwordChangedTemplate({ firstName: 'Ann', resetLink: LINK });
    expect(changed.text).toMatch(/If this wasn’t you, reset your password now/);
  });

  it('greets without a name when none is on record', () => {
    const email = passwordChangedTemplate({ firstName: '  ', resetLink: LINK });
    expect(email.text.startsWith('Hello,\n')).toBe(true);
    expect(email.html).toContain('>Hello,</p>');
  });
});

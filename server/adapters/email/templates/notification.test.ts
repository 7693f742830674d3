import { describe, expect, it } from 'vitest';
import { notificationEmailTemplate, type NotificationEmailInput } from './notification';

const BASE = 'https://lectio.test';
const input = (overrides: Partial<NotificationEmailInput> = {}): NotificationEmailInput => ({
  firstName: 'Rita',
  kind: 'immediate',
  notifications: [
    {
      sentence: 'Ana P. handed in “Psalm 23”',
      link: `${BASE}/teacher/review/p1`,
      createdAt: '2030-05-15T09:00:00.000Z',
    },
  ],
  allLink: `${BASE}/teacher/notifications`,
  accountLink: `${BASE}/teacher/account`,
  unsubscribePage: `${BASE}/email/unsubscribe?t=u.1.sig`,
  oneClickUrl: `${BASE}/api/notifications/unsubscribe?t=u.1.sig`,
  ...overrides,
});

describe('notification email', () => {
  it('one notification: its sentence is the subject and its button opens it', () => {
    const email = notificationEmailTemplate(input());
    expect(email.template).toBe('notification');
    expect(email.subject).toBe('Ana P. handed in “Psalm 23” — Lectio');
    expect(email.text).toContain('Hello Rita,');
    expect(email.text).toContain(`Open in Lectio:\n${BASE}/teacher/review/p1`);
    expect(email.text).toContain('May 15, 9:00 AM UTC');
    expect(email.html).toContain('Ana P. handed in “Psalm 23”');
  });

  it('always carries the one-click unsubscribe headers and a visible link, in both versions', () => {
    for (const kind of ['immediate', 'daily'] as const) {
      const email = notificationEmailTemplate(input({ kind }));
      expect(email.headers).toEqual({
        'List-Unsubscribe': `<${BASE}/api/notifications/unsubscribe?t=u.1.sig>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(email.text).toContain(
        `Unsubscribe from notification emails: ${BASE}/email/unsubscribe?t=u.1.sig`,
      );
      expect(email.html).toContain(
        `<a href="${BASE}/email/unsubscribe?t=u.1.sig" target="_blank" style="color:#26367a;">Unsubscribe from notification emails</a>`,
      );
    }
  });

  it('the daily digest lists the day and leads to all notifications; names are escaped', () => {
    const email = notificationEmailTemplate(
      input({
        kind: 'daily',
        notifications: [
          {
            sentence: 'Ana P. handed in “<b>Psalm</b>”',
            link: `${BASE}/a`,
            createdAt: '2030-05-15T09:00:00.000Z',
          },
          {
            sentence: 'Ben K. asked to join “7A”',
            link: `${BASE}/b`,
            createdAt: '2030-05-15T10:00:00.000Z',
          },
        ],
      }),
    );
    expect(email.template).toBe('notification-digest');
    expect(email.subject).toBe('Your Lectio daily summary: 2 notifications');
    expect(email.text).toContain(`See all notifications:\n${BASE}/teacher/notifications`);
    expect(email.text).toContain('Ben K. asked to join “7A”');
    expect(email.html).toContain('&lt;b&gt;Psalm&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Psalm</b>');
  });
});

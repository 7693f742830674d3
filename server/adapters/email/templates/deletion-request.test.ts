import { describe, expect, it } from 'vitest';
import { deletionDoneEmail } from './deletion-request-done';
import { deletionRequestEmail } from './deletion-request';

const HOSTILE = `<img src=x onerror="alert('x')">&Co`;

describe('deletion request emails', () => {
  it('tell teachers and admins what was asked, by when, and where to act, escaped', () => {
    for (const audience of ['teacher', 'admin'] as const) {
      const link = `https://lectio.test/${audience === 'teacher' ? 'teacher/classes/c1' : 'admin'}`;
      const email = deletionRequestEmail({
        recipientFirstName: HOSTILE,
        audience,
        studentLabel: 'Maria G.',
        dueText: 'May 3, 2026, 2:05 PM UTC',
        dueHours: 72,
        link,
      });
      expect(email.subject).toBe('Account deletion requested: Maria G.');
      for (const body of [email.text, email.html]) {
        expect(body).toContain('Maria G.');
        expect(body).toContain('within 72 hours');
        expect(body).toContain('May 3, 2026, 2:05 PM UTC');
        expect(body).toContain(link);
      }
      expect(email.text).toContain(
        audience === 'teacher' ? 'Open the class page' : 'Open the admin area',
      );
      expect(email.html).not.toContain('<img');
      expect(email.html).toContain('&lt;img');
    }
  });

  it('tells the parent the account is gone without naming the child', () => {
    const email = deletionDoneEmail({
      parentFirstName: 'Lena',
      link: 'https://lectio.test/parent',
    });
    expect(email.subject).toBe('The account you asked us to delete was deleted');
    expect(email.text).toContain('Hello Lena,');
    expect(email.text).toContain('https://lectio.test/parent');
    expect(email.text).toContain('within 90 days');
  });
});

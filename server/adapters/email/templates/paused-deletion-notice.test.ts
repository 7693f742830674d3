import { describe, expect, it } from 'vitest';
import { pausedDeletionNoticeTemplate } from './paused-deletion-notice';

const HOSTILE = `<img src=x onerror="alert('x')">&Co`;
const LINK = 'https://lectio.test/teacher/billing';

describe('the paused deletion notice', () => {
  it('names the students, the day and the one way to keep their work, escaped', () => {
    const email = pausedDeletionNoticeTemplate({
      name: 'Maria',
      accountName: 'St. Agnes',
      pausedOn: '1 February 2027',
      deleteOn: '1 February 2028',
      studentNames: ['Fay Paz', HOSTILE, 'Hal Paz'],
      billingLink: LINK,
    });
    expect(email.template).toBe('paused-deletion-notice');
    expect(email.subject).toBe(
      'The work of 3 students will be deleted on 1 February 2028 unless the account is paid',
    );
    for (const body of [email.text, email.html]) {
      expect(body).toContain('St. Agnes has been paused since 1 February 2027');
      expect(body).toContain('3 students beyond your first 5 have not been able to sign in');
      expect(body).toContain('Fay Paz, ');
      expect(body).toContain(' and Hal Paz');
      expect(body).toContain('It is kept until 1 February 2028');
      expect(body).toContain(LINK);
    }
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;img');
  });

  it('speaks of one student in the singular', () => {
    const email = pausedDeletionNoticeTemplate({
      name: 'Maria',
      accountName: 'Maria Lopez',
      pausedOn: '1 February 2027',
      deleteOn: '1 February 2028',
      studentNames: ['Fay Paz'],
      billingLink: LINK,
    });
    expect(email.subject).toContain('The work of 1 student will');
    expect(email.text).toContain('1 student beyond your first 5 has not been able to sign in');
  });
});

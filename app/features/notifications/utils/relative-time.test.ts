import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.parse('2030-05-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('relativeTime', () => {
  it('says how long ago in words, then the date', () => {
    expect(relativeTime(ago(20_000), NOW)).toBe('just now');
    expect(relativeTime(ago(5 * 60_000), NOW)).toBe('5 min ago');
    expect(relativeTime(ago(60 * 60_000), NOW)).toBe('1 hour ago');
    expect(relativeTime(ago(3 * 60 * 60_000), NOW)).toBe('3 hours ago');
    expect(relativeTime(ago(25 * 60 * 60_000), NOW)).toBe('yesterday');
    expect(relativeTime(ago(4 * 24 * 60 * 60_000), NOW)).toBe('4 days ago');
    expect(relativeTime(ago(10 * 24 * 60 * 60_000), NOW)).toBe('May 5');
    // A clock slightly behind the server's never says "in the future".
    expect(relativeTime(new Date(NOW + 5_000).toISOString(), NOW)).toBe('just now');
  });
});

import { describe, expect, it } from 'vitest';
import { COOKIE_CATEGORIES, COOKIE_EXPIRY, COOKIES, PRIVACY_SECTIONS } from './legal';

const cookies = Object.values(COOKIES);

describe('Cookie Policy data (SPEC §2.8)', () => {
  it('lists at least one cookie of each of the four kinds', () => {
    for (const category of COOKIE_CATEGORIES) {
      expect(
        cookies.some((cookie) => cookie.category === category.id),
        category.id,
      ).toBe(true);
    }
  });

  it('uses every expiry the spec names: 6 days, 2 years, 1 day, 3 months and session', () => {
    const used = new Set(cookies.map((cookie) => cookie.expiry.label));
    expect([...used].sort()).toEqual(['1 day', '2 years', '3 months', '6 days', 'Session']);
  });

  it('gives each expiry a Max-Age matching its label', () => {
    const day = 86_400;
    expect(COOKIE_EXPIRY.browserSession.maxAgeSeconds).toBeNull();
    expect(COOKIE_EXPIRY.oneDay.maxAgeSeconds).toBe(day);
    expect(COOKIE_EXPIRY.sixDays.maxAgeSeconds).toBe(6 * day);
    expect(COOKIE_EXPIRY.threeMonths.maxAgeSeconds).toBeGreaterThanOrEqual(89 * day);
    expect(COOKIE_EXPIRY.threeMonths.maxAgeSeconds).toBeLessThanOrEqual(92 * day);
    expect(COOKIE_EXPIRY.twoYears.maxAgeSeconds).toBe(730 * day);
  });

  it('marks only non-essential first-party cookies as visitor cookies', () => {
    const visitors = cookies.filter((cookie) => cookie.visitor);
    expect(visitors.length).toBeGreaterThan(0);
    for (const cookie of visitors) expect(cookie.category).not.toBe('session');
  });
});

describe('Privacy and Security Policy anchors (SPEC §2.8)', () => {
  it('has the 13 sections with unique, URL-safe ids', () => {
    expect(PRIVACY_SECTIONS).toHaveLength(13);
    const ids = PRIVACY_SECTIONS.map((section) => section.id);
    expect(new Set(ids).size).toBe(13);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

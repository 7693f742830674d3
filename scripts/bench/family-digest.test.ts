import { describe, expect, it } from 'vitest';
import { FAMILY_DIGEST_LOAD, measureFamilyDigest } from './family-digest.mjs';

describe('the family digest bench', () => {
  it('seeds the families and sends one digest to each that had a week, none to the quiet ones', async () => {
    const result = await measureFamilyDigest({ load: { ...FAMILY_DIGEST_LOAD, parents: 40 } });
    // Every fourth parent has two children; every tenth family had a quiet week.
    expect(result).toMatchObject({ parents: 40, students: 50, projects: 150 });
    expect(result.emails).toBe(36);
    expect(result.empty).toBe(4);
    expect(result.outbox).toBe(36);
    expect(result.ms).toBeGreaterThan(0);
    expect(result.peakRssBytes).toBeGreaterThanOrEqual(result.rssBeforeBytes);
  }, 60_000);
});

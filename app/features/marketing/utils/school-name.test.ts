import { describe, expect, it } from 'vitest';
import { SCHOOL_NAME_MAX_LENGTH, schoolNameFromParam } from './school-name';

describe('schoolNameFromParam', () => {
  it('decodes percent-escapes left in the parameter', () => {
    expect(schoolNameFromParam('St.%20Mary%27s%20School')).toBe("St. Mary's School");
  });

  it('keeps an already decoded name as it is', () => {
    expect(schoolNameFromParam("St. Mary's School")).toBe("St. Mary's School");
  });

  it('keeps a name with a malformed escape instead of failing', () => {
    expect(schoolNameFromParam('100% Faith Academy')).toBe('100% Faith Academy');
  });

  it('leaves markup as plain text for React to escape', () => {
    expect(schoolNameFromParam('%3Cb%3EHoly%20Cross%3C%2Fb%3E')).toBe('<b>Holy Cross</b>');
  });

  it('tidies whitespace and control characters', () => {
    expect(schoolNameFromParam('  Holy%0A%0ATrinity \t School ')).toBe('Holy Trinity School');
  });

  it('returns null when nothing readable is left', () => {
    expect(schoolNameFromParam(undefined)).toBeNull();
    expect(schoolNameFromParam('%20%20')).toBeNull();
  });

  it('shortens overlong names with an ellipsis', () => {
    const name = schoolNameFromParam('A'.repeat(500));
    expect(name).toHaveLength(SCHOOL_NAME_MAX_LENGTH);
    expect(name?.endsWith('…')).toBe(true);
  });
});

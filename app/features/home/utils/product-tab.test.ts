import { describe, expect, it } from 'vitest';
import { parseProductTab, tabForKey } from './product-tab';

describe('product tab', () => {
  it('reads only journals and academy from the address', () => {
    expect(parseProductTab('journals')).toBe('journals');
    expect(parseProductTab('academy')).toBe('academy');
    expect(parseProductTab('courses')).toBeNull();
    expect(parseProductTab('')).toBeNull();
    expect(parseProductTab(null)).toBeNull();
  });

  it('moves between the two tabs with arrows, Home and End', () => {
    expect(tabForKey('journals', 'ArrowRight')).toBe('academy');
    expect(tabForKey('academy', 'ArrowRight')).toBe('journals');
    expect(tabForKey('journals', 'ArrowLeft')).toBe('academy');
    expect(tabForKey('academy', 'Home')).toBe('journals');
    expect(tabForKey('journals', 'End')).toBe('academy');
    expect(tabForKey('journals', 'Enter')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { defaultTranslationLanguage, isTranslationLanguage } from './translation';

describe('translation languages', () => {
  it('start from the browser’s language when it is offered, else English', () => {
    expect(defaultTranslationLanguage('es-MX')).toBe('es');
    expect(defaultTranslationLanguage('VI')).toBe('vi');
    expect(defaultTranslationLanguage('zh_Hant_TW')).toBe('zh');
    expect(defaultTranslationLanguage('fil-PH')).toBe('tl');
    expect(defaultTranslationLanguage('de-DE')).toBe('en');
    expect(defaultTranslationLanguage('')).toBe('en');
    expect(defaultTranslationLanguage(undefined)).toBe('en');
  });

  it('offer only the short list, never an inherited property name', () => {
    expect(isTranslationLanguage('pl')).toBe(true);
    expect(isTranslationLanguage('de')).toBe(false);
    expect(isTranslationLanguage('toString')).toBe(false);
    expect(isTranslationLanguage('constructor')).toBe(false);
  });
});

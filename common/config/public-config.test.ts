import { describe, expect, it } from 'vitest';
import { parsePublicConfig } from './public-config';

describe('parsePublicConfig', () => {
  it('has working defaults for the embedded setup', () => {
    const config = parsePublicConfig({});
    expect(config.STORAGE_BASE_URL).toBe('/files');
    expect(config.PRODUCTION_HOSTS).toEqual(['lectio.app', 'www.lectio.app']);
    expect(config.COURSES_LOCAL_URL).toBe('http://localhost:3012');
  });

  it('normalises lists and trailing slashes', () => {
    const config = parsePublicConfig({
      PRODUCTION_HOSTS: ' A.example.org ,b.example.org,, ',
      STORAGE_BASE_URL: 'https://cdn.example.org/lectio/',
      SITE_URL: 'https://example.org/',
    });
    expect(config.PRODUCTION_HOSTS).toEqual(['a.example.org', 'b.example.org']);
    expect(config.STORAGE_BASE_URL).toBe('https://cdn.example.org/lectio');
    expect(config.SITE_URL).toBe('https://example.org');
  });

  it('names the variable when a value is bad', () => {
    expect(() => parsePublicConfig({ STORAGE_BASE_URL: 'files' })).toThrow(/STORAGE_BASE_URL/);
    expect(() => parsePublicConfig({ COURSES_SANDBOX_URL: 'not a url' })).toThrow(
      /COURSES_SANDBOX_URL/,
    );
    expect(() => parsePublicConfig({ CONTACT_EMAIL: 'nobody' })).toThrow(/CONTACT_EMAIL/);
  });
});

import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../common/routes';
import { buildRobots, buildSitemap } from './seo-files';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('buildSitemap', () => {
  it('lists every prerendered page once, as an absolute URL on the site', () => {
    const xml = buildSitemap('https://lectio.example');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(locs(xml)).toEqual(PRERENDERED_PATHS.map((path) => `https://lectio.example${path}`));
    expect(locs(xml)).toContain('https://lectio.example/');
    expect(locs(xml)).toContain('https://lectio.example/parishes+institutions');
  });

  it('tolerates a trailing slash on the site address and escapes XML', () => {
    const xml = buildSitemap('https://lectio.example/', ['/', '/a&b']);
    expect(locs(xml)).toEqual(['https://lectio.example/', 'https://lectio.example/a&#38;b']);
  });
});

describe('buildRobots', () => {
  it('allows the site, keeps crawlers out of the API, sign-in and checkout, and names the sitemap', () => {
    const lines = buildRobots('https://lectio.example').split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toEqual(
      expect.arrayContaining(['Disallow: /api/', 'Disallow: /auth/', 'Disallow: /store/checkout']),
    );
    expect(lines).toContain('Sitemap: https://lectio.example/sitemap.xml');
    expect(lines.filter((line) => line.startsWith('Disallow: /')).length).toBe(3);
    expect(lines).not.toContain('Disallow: /');
  });
});

import { parsePublicConfig } from '../../common/config/public-config';
import { PRERENDERED_PATHS } from '../../common/routes';
import { expect, test } from '../support/fixtures';

// The build and this run read the same environment, so they agree on the canonical site.
const { SITE_URL } = parsePublicConfig(process.env);

/** The canonical address of a page, as app/lib/page-meta.ts writes it. */
const canonical = (path: string) => `${SITE_URL}${path === '/' ? '' : path}`;

test.describe('search engines and link previews', () => {
  test('/sitemap.xml lists every prerendered public page with absolute URLs', async ({ page }) => {
    const response = await page.request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^(application|text)\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    expect(locs.map((loc) => new URL(loc).href).sort()).toEqual(
      PRERENDERED_PATHS.map((path) => new URL(path, SITE_URL).href).sort(),
    );
  });

  test('/robots.txt allows the site, keeps out private areas and names the sitemap', async ({
    page,
  }) => {
    const response = await page.request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /auth/');
    expect(lines).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  test('icons, the Open Graph image and the web manifest are served with their types', async ({
    page,
  }) => {
    const files: [string, RegExp][] = [
      ['/favicon.svg', /^image\/svg\+xml/],
      ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
      ['/apple-touch-icon.png', /^image\/png$/],
      ['/og-image.png', /^image\/png$/],
      ['/icon-192.png', /^image\/png$/],
      ['/icon-512.png', /^image\/png$/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
    ];
    for (const [path, type] of files) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(type);
    }
    const og = await (await page.request.get('/og-image.png')).body();
    // PNG header, then the IHDR width and height.
    expect(og.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([og.readUInt32BE(16), og.readUInt32BE(20)]).toEqual([1200, 630]);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      icons: { src: string; sizes: string }[];
    };
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((entry) => entry.sizes === size);
      expect(icon, size).toBeDefined();
      expect((await page.request.get(icon!.src)).status()).toBe(200);
    }
  });

  for (const path of PRERENDERED_PATHS) {
    test(`${path} sends title, description, Open Graph tags and a canonical link in its HTML`, async ({
      page,
    }) => {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(/<title>([^<]+)<\/title>/.exec(head)?.[1]?.trim()).toBeTruthy();
      const metas = tags(head, 'meta');
      const content = (key: string) =>
        metas.find((meta) => meta.name === key || meta.property === key)?.content;
      expect(content('description')?.length).toBeGreaterThan(40);
      expect(content('og:title')).toBeTruthy();
      expect(content('og:description')).toBeTruthy();
      expect(content('og:url')).toBe(canonical(path));
      expect(content('og:image')).toBe(`${SITE_URL}/og-image.png`);
      const canonicalLinks = tags(head, 'link').filter((link) => link.rel === 'canonical');
      expect(canonicalLinks.map((link) => link.href)).toEqual([canonical(path)]);
      expect(
        tags(head, 'link').some((link) => link.rel === 'icon' && link.href === '/favicon.ico'),
      ).toBe(true);
      expect(tags(head, 'link').some((link) => link.rel === 'apple-touch-icon')).toBe(true);
    });
  }
});

/** The attributes of every <name …> tag in the HTML. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((attribute) => [
        attribute[1]!,
        decodeEntities(attribute[2]!),
      ]),
    ),
  );
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

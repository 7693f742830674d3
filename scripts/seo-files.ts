import type { Plugin } from 'vite';
import { PATHS, PRERENDERED_PATHS } from '../common/routes';

/**
 * sitemap.xml and robots.txt, generated from the list of prerendered pages and the
 * canonical SITE_URL, so they never drift from the routes. A Vite plugin writes them into
 * the client build (build/client) and serves them in development.
 */

/** Areas crawlers should leave alone: the API, the sign-in screens and the checkout. */
export const ROBOTS_DISALLOW = ['/api/', '/auth/', PATHS.storeCheckout] as const;

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

export function buildSitemap(
  siteUrl: string,
  paths: readonly string[] = PRERENDERED_PATHS,
): string {
  const urls = paths.map(
    (path) => `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(
  siteUrl: string,
  disallow: readonly string[] = ROBOTS_DISALLOW,
): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Emits both files into the client build and answers them on the dev server. */
export function seoFiles(siteUrl: string): Plugin[] {
  const files = {
    'sitemap.xml': { body: buildSitemap(siteUrl), type: 'application/xml; charset=utf-8' },
    'robots.txt': { body: buildRobots(siteUrl), type: 'text/plain; charset=utf-8' },
  };
  return [
    {
      name: 'lectio-seo-files:build',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle() {
        for (const [fileName, file] of Object.entries(files)) {
          this.emitFile({ type: 'asset', fileName, source: file.body });
        }
      },
    },
    {
      name: 'lectio-seo-files:serve',
      apply: 'serve',
      configureServer(server) {
        server.middlewares.use((request, response, next) => {
          const file = files[request.url?.slice(1) as keyof typeof files];
          if (!file) return next();
          response.setHeader('content-type', file.type);
          response.end(file.body);
        });
      },
    },
  ];
}

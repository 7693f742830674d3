import { describe, expect, it } from 'vitest';
import { extractAssets, gzipSize, measurePage, measurePages, sumSizes } from './page-weight.mjs';

const PAGE = 'http://127.0.0.1:4000/pricing';

// The shape React Router's prerendered pages have (trimmed from a real build), plus the
// tags a first-load count must not be fooled by.
const ROUTER_HTML = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="manifest" href="/manifest.webmanifest"/>
<link rel="canonical" href="https://lectio.app/pricing"/>
<link rel="modulepreload" href="/assets/manifest-a74b40cf.js"/>
<link rel="modulepreload" href="/assets/entry.client-Dwyj89mv.js"/>
<link rel="modulepreload" href="/assets/jsx-runtime-DokG5AMY.js"/>
<link rel="modulepreload" href="/assets/root-BSfO8qbV.js"/>
<link rel="modulepreload" href="/assets/pricing-CA97gXYu.js"/>
<link rel="stylesheet" href="/assets/root-LKwx01V3.css"/>
<link rel='stylesheet' href='/assets/layout-BhvYo7q8.css'>
<link rel="preload" as="image" href="/assets/hero.svg"/>
<link rel="preload" href="/assets/font.woff2" as="font" crossorigin=""/>
</head><body><main><h1>Pricing</h1></main>
<!-- <script src="/assets/commented-out.js"></script> -->
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<script nomodule src="/assets/legacy.js"></script>
<script>window.__reactRouterContext = {"basename":"/"};</script>
<script type="module" async="">import "/assets/manifest-a74b40cf.js";
import * as route0 from "/assets/root-BSfO8qbV.js";
import * as route1 from "/assets/pricing-CA97gXYu.js";
window.__reactRouterRouteModules = {"root":route0,"pricing":route1};
import("/assets/entry.client-Dwyj89mv.js");</script>
</body></html>`;

describe('extractAssets', () => {
  it('lists the modulepreloads and stylesheets React Router emits, as absolute URLs in order', () => {
    expect(extractAssets(ROUTER_HTML, PAGE)).toEqual({
      scripts: [
        'http://127.0.0.1:4000/assets/manifest-a74b40cf.js',
        'http://127.0.0.1:4000/assets/entry.client-Dwyj89mv.js',
        'http://127.0.0.1:4000/assets/jsx-runtime-DokG5AMY.js',
        'http://127.0.0.1:4000/assets/root-BSfO8qbV.js',
        'http://127.0.0.1:4000/assets/pricing-CA97gXYu.js',
      ],
      stylesheets: [
        'http://127.0.0.1:4000/assets/root-LKwx01V3.css',
        'http://127.0.0.1:4000/assets/layout-BhvYo7q8.css',
      ],
    });
  });

  it('counts modules the inline bootstrap imports even when no modulepreload names them', () => {
    const html = `<script type="module">import "./boot.js";
import * as route0 from '/assets/root.js';
import { a, b as c } from "/assets/named.js";
import("/assets/entry.client.js");</script>`;
    expect(extractAssets(html, 'http://localhost/home/terms').scripts).toEqual([
      'http://localhost/home/boot.js',
      'http://localhost/assets/root.js',
      'http://localhost/assets/named.js',
      'http://localhost/assets/entry.client.js',
    ]);
  });

  it('takes classic and module script sources and script/style preloads, skipping the rest', () => {
    const html = `<script src="/a.js?v=1&amp;x=2"></script><script type="module" src="/b.js"></script>
<script type="text/plain" src="/not-run.js"></script><script src="https://cdn.example/c.js" defer></script>
<link rel="preload" as="script" href="/d.js"><link rel="preload" as="style" href="/e.css">
<link rel="alternate stylesheet" href="/f.css" title="print">`;
    expect(extractAssets(html, 'http://localhost/')).toEqual({
      scripts: [
        'http://localhost/a.js?v=1&x=2',
        'http://localhost/b.js',
        'https://cdn.example/c.js',
        'http://localhost/d.js',
      ],
      stylesheets: ['http://localhost/e.css', 'http://localhost/f.css'],
    });
  });

  it('finds nothing on a page without scripts or styles', () => {
    expect(extractAssets('<html><body><p>Hi</p></body></html>', PAGE)).toEqual({
      scripts: [],
      stylesheets: [],
    });
  });
});

describe('gzip sizes', () => {
  it('measures the gzip stream itself, far smaller than repetitive input', () => {
    const body = Buffer.from('const lectio = "scripture";\n'.repeat(500));
    const size = gzipSize(body);
    expect(size).toBeGreaterThan(20);
    expect(size).toBeLessThan(body.length / 20);
  });

  it('sums raw and gzipped bytes over the files', () => {
    const files = [
      { url: 'a', bytes: 1000, gzipBytes: 400 },
      { url: 'b', bytes: 250, gzipBytes: 120 },
    ];
    expect(sumSizes(files)).toEqual({ files, bytes: 1250, gzipBytes: 520 });
    expect(sumSizes([])).toEqual({ files: [], bytes: 0, gzipBytes: 0 });
  });
});

describe('measurePage', () => {
  const bodies: Record<string, string> = {
    '/pricing': `<link rel="modulepreload" href="/assets/app.js"><link rel="stylesheet" href="/assets/app.css">
<script type="module">import "/assets/app.js"; import("/assets/pricing.js");</script>`,
    '/about': `<link rel="modulepreload" href="/assets/app.js"><link rel="stylesheet" href="/assets/app.css">`,
    '/assets/app.js': 'export const app = () => "Lectio";\n'.repeat(200),
    '/assets/pricing.js': 'export const plans = ["Small Class", "Standard"];\n'.repeat(50),
    '/assets/app.css': '.button { color: var(--colour-primary); }\n'.repeat(100),
  };
  const requested: string[] = [];
  const fakeFetch = (async (input: string | URL | Request) => {
    const path = new URL(String(input)).pathname;
    requested.push(path);
    const body = bodies[path];
    return body === undefined ? new Response('missing', { status: 404 }) : new Response(body);
  }) as typeof fetch;

  it('sums each first-load file once, gzipped like the server precompresses it', async () => {
    requested.length = 0;
    const weight = await measurePage('http://127.0.0.1:4000', '/pricing', { fetch: fakeFetch });
    const gz = (path: string) => gzipSize(Buffer.from(bodies[path] ?? ''));

    expect(weight.js.files.map((file) => new URL(file.url).pathname)).toEqual([
      '/assets/app.js',
      '/assets/pricing.js',
    ]);
    expect(weight.js.gzipBytes).toBe(gz('/assets/app.js') + gz('/assets/pricing.js'));
    expect(weight.js.bytes).toBe(
      Buffer.byteLength(bodies['/assets/app.js'] ?? '') +
        Buffer.byteLength(bodies['/assets/pricing.js'] ?? ''),
    );
    expect(weight.css.gzipBytes).toBe(gz('/assets/app.css'));
    expect(weight.html.gzipBytes).toBe(gz('/pricing'));
    expect(requested.filter((path) => path === '/assets/app.js')).toHaveLength(1);
  });

  it('fetches an asset shared by several pages only once per run', async () => {
    requested.length = 0;
    const pages = await measurePages('http://127.0.0.1:4000', ['/pricing', '/about'], {
      fetch: fakeFetch,
    });
    expect(pages.map((page) => page.path)).toEqual(['/pricing', '/about']);
    expect(pages[1]?.js.gzipBytes).toBe(gzipSize(Buffer.from(bodies['/assets/app.js'] ?? '')));
    expect(requested.filter((path) => path === '/assets/app.js')).toHaveLength(1);
    expect(requested.filter((path) => path === '/assets/app.css')).toHaveLength(1);
  });

  it('fails loudly when a page references a file the server does not have', async () => {
    const broken = (async (input: string | URL | Request) => {
      const path = new URL(String(input)).pathname;
      return path === '/'
        ? new Response('<script src="/gone.js"></script>')
        : new Response('no', { status: 404 });
    }) as typeof fetch;
    await expect(measurePage('http://localhost', '/', { fetch: broken })).rejects.toThrow(
      'GET http://localhost/gone.js answered 404',
    );
  });
});

// First-load weight of a page: the JavaScript and CSS a browser fetches before the page is
// interactive, each file gzipped at level 9 as scripts/build-server.mjs precompresses it.
//
// "First load" is what the HTML itself names: <script src>, <link rel="modulepreload"> (React
// Router lists the whole static import graph of the page's routes there), <link
// rel="stylesheet">, preloads of scripts and styles, and the modules the inline bootstrap
// script imports. Chunks loaded later with import() (other routes, dialogs opened on click)
// are not first load and are not followed.
import { gzipSync } from 'node:zlib';

/**
 * @typedef {{ url: string, bytes: number, gzipBytes: number }} AssetSize
 * @typedef {{ files: AssetSize[], bytes: number, gzipBytes: number }} AssetGroup
 * @typedef {{ path: string, url: string, html: AssetSize, js: AssetGroup, css: AssetGroup }} PageWeight
 */

const CLASSIC_OR_MODULE_SCRIPT = /^(|module|text\/javascript|application\/javascript)$/i;

/** Gzipped size in bytes, at the level the server's precompressed .gz files use. */
export function gzipSize(body) {
  return gzipSync(body, { level: 9 }).length;
}

/**
 * The scripts and stylesheets a page loads on first load, as absolute URLs in document
 * order without duplicates.
 * @param {string} html
 * @param {string} pageUrl the page's address, to resolve relative references
 * @returns {{ scripts: string[], stylesheets: string[] }}
 */
export function extractAssets(html, pageUrl) {
  const source = html.replace(/<!--[\s\S]*?-->/g, '');
  const scripts = new Set();
  const stylesheets = new Set();
  const resolve = (reference) => new URL(decodeEntities(reference), pageUrl).href;

  for (const match of source.matchAll(/<(link|script)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    const tag = (match[1] ?? '').toLowerCase();
    const attributes = parseAttributes(match[2] ?? '');
    if (tag === 'script') {
      const type = (attributes.get('type') ?? '').trim();
      const src = attributes.get('src');
      if (src && !attributes.has('nomodule') && CLASSIC_OR_MODULE_SCRIPT.test(type)) {
        scripts.add(resolve(src));
      }
      continue;
    }
    const href = attributes.get('href');
    if (!href) continue;
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const as = (attributes.get('as') ?? '').toLowerCase();
    if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) {
      scripts.add(resolve(href));
    } else if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style')) {
      stylesheets.add(resolve(href));
    }
  }

  // React Router's inline bootstrap: `import "…"`, `import * as route0 from "…"` and the
  // immediate `import("…/entry.client.js")` all run on load.
  for (const match of source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = parseAttributes(match[1] ?? '');
    if (attributes.has('src') || (attributes.get('type') ?? '').toLowerCase() !== 'module') {
      continue;
    }
    const body = match[2] ?? '';
    const imports =
      /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;
    for (const specifier of body.matchAll(imports)) {
      scripts.add(resolve(specifier[1] ?? specifier[2] ?? ''));
    }
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}

/** @param {AssetSize[]} files */
export function sumSizes(files) {
  return {
    files,
    bytes: files.reduce((total, file) => total + file.bytes, 0),
    gzipBytes: files.reduce((total, file) => total + file.gzipBytes, 0),
  };
}

/**
 * Fetches a page and every first-load script and stylesheet, and sums their gzipped sizes.
 * @param {string} baseUrl e.g. http://127.0.0.1:4000
 * @param {string} path e.g. /pricing
 * @param {{ fetch?: typeof fetch, cache?: Map<string, Promise<AssetSize>> }} [options]
 *   `cache` shares downloads between pages (each asset is fetched once per run).
 * @returns {Promise<PageWeight>}
 */
export async function measurePage(
  baseUrl,
  path,
  { fetch = globalThis.fetch, cache = new Map() } = {},
) {
  const url = new URL(path, baseUrl).href;
  const html = await download(fetch, url);
  const { scripts, stylesheets } = extractAssets(html.toString('utf8'), url);
  const sizeOf = (assetUrl) => {
    if (!cache.has(assetUrl)) {
      cache.set(
        assetUrl,
        download(fetch, assetUrl).then((body) => ({
          url: assetUrl,
          bytes: body.length,
          gzipBytes: gzipSize(body),
        })),
      );
    }
    return /** @type {Promise<AssetSize>} */ (cache.get(assetUrl));
  };
  return {
    path,
    url,
    html: { url, bytes: html.length, gzipBytes: gzipSize(html) },
    js: sumSizes(await Promise.all(scripts.map(sizeOf))),
    css: sumSizes(await Promise.all(stylesheets.map(sizeOf))),
  };
}

/** @param {string[]} paths */
export async function measurePages(baseUrl, paths, options = {}) {
  const cache = new Map();
  const pages = [];
  for (const path of paths) pages.push(await measurePage(baseUrl, path, { cache, ...options }));
  return pages;
}

async function download(fetch, url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  // fetch undoes any content-encoding, so this is the file as built.
  return Buffer.from(await response.arrayBuffer());
}

/** @param {string} text the inside of a tag after its name */
function parseAttributes(text) {
  const attributes = new Map();
  for (const match of text.matchAll(
    /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
  )) {
    attributes.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

function decodeEntities(value) {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Site } from '../../common/academy/site';
import { NOT_FOUND_DOCUMENT_PATH } from '../../common/routes';

/** One app's client build (decision 0020: the Journals site and the Academy). */
export interface ClientBuildOptions {
  dir: string;
  /** Paths the app's router renders in the single-page shell (not prerendered). */
  clientRoutes: readonly RegExp[];
  /**
   * The folder, below `dir`, of the app's hashed files when it is not the main build: its
   * files are served at `/<folder>/` on every host. The main build's files are served at `/`.
   */
  assetsFolder?: string;
}

export interface StaticClientOptions {
  clients: { journals: ClientBuildOptions; academy?: ClientBuildOptions };
  /** Origins besides our own that pages may fetch from or frame (video, storage). */
  extraSources: ExtraSources;
  /** Google sign-in is configured: student sign-in pages may load Google Identity Services. */
  googleSignIn: boolean;
  /** STRIPE_PUBLISHABLE_KEY is set: the checkout's card field may load Stripe.js. */
  stripe?: boolean;
}

interface ExtraSources {
  frame: string[];
  connect: string[];
  /** Where images, audio and video may also come from (the bucket, in S3 redirect mode). */
  media?: string[];
  script?: string[];
  style?: string[];
}

/** What Google Identity Services loads, allowed only on the student auth pages. */
const GOOGLE_SIGN_IN_SOURCES = 'https://accounts.google.com/gsi/';
const GOOGLE_SIGN_IN_PAGES = /^\/auth\/student(\/|$)/;

/**
 * What Stripe.js needs (Stripe's published CSP list; hooks.stripe.com frames 3-D Secure).
 * Allowed on every document, not only /store/checkout: the checkout is reached by client-side
 * navigation from whichever page was loaded first, and a document keeps its first CSP.
 * Stripe.js itself is only fetched when the card field mounts (decision 0007).
 */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

interface HtmlDocument {
  html: string;
  /** Compressed once at boot: pages are immutable, so no request pays for compression. */
  brotli: Buffer;
  gzip: Buffer;
  csp: string;
}

const SPA_SHELL_PATH = '/__spa-fallback.html';

/** One app's documents, read once at boot. */
interface LoadedClient {
  documents: Map<string, HtmlDocument>;
  shell: HtmlDocument | undefined;
  /** The shell with Google Identity Services allowed, for the student sign-in pages. */
  googleShell: HtmlDocument | undefined;
  notFound: HtmlDocument | undefined;
  clientRoutes: readonly RegExp[];
}

/** Hashed file names never change content: cached for a year. */
const IMMUTABLE_FOLDER = new RegExp(`\\${sep}(academy-)?assets\\${sep}`);

/**
 * Serves the React Router builds: prerendered pages by path, the single-page shell for client
 * routes, a real 404 page for everything else, and hashed assets with long-lived caching.
 * HTML documents are read once at boot (the build is immutable) so each gets a CSP that
 * allows exactly its own inline scripts by hash. Each request gets the documents of its own
 * app (`request.site`, decision 0020); hashed files of both are served on either host.
 */
export default fp<StaticClientOptions>(
  async (app, { clients, extraSources: configured, googleSignIn, stripe = false }) => {
    if (!existsSync(clients.journals.dir)) {
      app.log.warn(
        { clientDir: clients.journals.dir },
        'No client build found; only the API is served',
      );
      return;
    }
    const extraSources: ExtraSources = stripe
      ? {
          frame: [...configured.frame, ...STRIPE_SOURCES.frame],
          connect: [...configured.connect, ...STRIPE_SOURCES.connect],
          media: configured.media ?? [],
          script: [...(configured.script ?? []), ...STRIPE_SOURCES.script],
          style: configured.style ?? [],
        }
      : configured;
    const loadClient = (build: ClientBuildOptions, google: boolean): LoadedClient => {
      const documents = loadDocuments(resolve(build.dir), extraSources);
      const shell = documents.get(SPA_SHELL_PATH);
      return {
        documents,
        shell,
        googleShell: shell && google ? withGoogleSignIn(shell, extraSources) : shell,
        notFound: documents.get(NOT_FOUND_DOCUMENT_PATH),
        clientRoutes: build.clientRoutes,
      };
    };
    const journals = loadClient(clients.journals, googleSignIn);
    const academyBuild =
      clients.academy && existsSync(clients.academy.dir) ? clients.academy : null;
    if (clients.academy && !academyBuild) {
      app.log.warn({ clientDir: clients.academy.dir }, 'No Academy client build found');
    }
    const academy = academyBuild ? loadClient(academyBuild, false) : null;
    const clientOf = (site: Site): LoadedClient | null => (site === 'academy' ? academy : journals);

    const staticFiles = {
      // Unknown files fall through to the not-found handler below.
      index: false,
      redirect: false,
      // HTML is served from memory with its CSP (below), never as a raw file.
      allowedPath: (pathName: string) => !pathName.endsWith('.html'),
      preCompressed: true,
      cacheControl: false,
      setHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
        res.setHeader(
          'cache-control',
          IMMUTABLE_FOLDER.test(filePath)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    } as const;
    await app.register(fastifyStatic, { root: resolve(clients.journals.dir), ...staticFiles });
    if (academyBuild?.assetsFolder) {
      await app.register(fastifyStatic, {
        root: resolve(academyBuild.dir, academyBuild.assetsFolder),
        prefix: `/${academyBuild.assetsFolder}/`,
        decorateReply: false,
        ...staticFiles,
      });
    }

    const sendDocument = (reply: FastifyReply, doc: HtmlDocument, status = 200) => {
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('content-security-policy', doc.csp);
      const encoding = preferredEncoding(String(reply.request.headers['accept-encoding'] ?? ''));
      if (encoding === 'br') return reply.header('content-encoding', 'br').send(doc.brotli);
      if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(doc.gzip);
      return reply.send(doc.html);
    };

    // One address per page: '/about/' redirects to '/about'.
    app.addHook('onRequest', async (request, reply) => {
      const [path = '/', query] = request.url.split('?');
      if (path.length > 1 && path.endsWith('/') && !path.startsWith('/api/')) {
        const target = path.replace(/\/+$/, '') || '/';
        return reply.redirect(query === undefined ? target : `${target}?${query}`, 301);
      }
    });

    /** The page for a path in the request's own app: prerendered, the shell, or its 404. */
    const sendPage = (request: FastifyRequest, reply: FastifyReply, path: string) => {
      const client = clientOf(request.site);
      if (!client) return reply.status(404).type('text/plain').send('Not found');
      const page = client.documents.get(path);
      if (page && path !== SPA_SHELL_PATH && path !== NOT_FOUND_DOCUMENT_PATH) {
        return sendDocument(reply, page);
      }
      const { shell, googleShell } = client;
      if (shell && googleShell && client.clientRoutes.some((pattern) => pattern.test(path))) {
        if (googleShell !== shell && GOOGLE_SIGN_IN_PAGES.test(path)) {
          // Google's sign-in popup must be able to report back to this page.
          reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
          return sendDocument(reply, googleShell);
        }
        return sendDocument(reply, shell);
      }
      if (client.notFound) return sendDocument(reply, client.notFound, 404);
      return reply.status(404).type('text/plain').send('Not found');
    };

    // Each prerendered page (of either app) is a route of its own; the build's other files go
    // through @fastify/static's wildcard, and whatever is neither reaches the not-found handler.
    const pagePaths = new Set([...journals.documents.keys(), ...(academy?.documents.keys() ?? [])]);
    for (const path of pagePaths) {
      if (path === SPA_SHELL_PATH || path === NOT_FOUND_DOCUMENT_PATH) continue;
      app.get(path, (request, reply) => sendPage(request, reply, path));
    }

    app.setNotFoundHandler((request, reply) => {
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (!isPageRequest) {
        return reply.status(404).send({ errors: { path: 'Not found' } });
      }
      // Also a page asked for by an encoded form of its path (e.g. %2B for '+').
      return sendPage(request, reply, decodePath(request.url));
    });
  },
  { name: 'static-client', dependencies: ['site'] },
);

/** The shell's CSP widened for Google Identity Services (the student sign-in pages). */
function withGoogleSignIn(shell: HtmlDocument, extra: ExtraSources): HtmlDocument {
  return {
    ...shell,
    csp: pageCsp(shell.html, {
      frame: [...extra.frame, GOOGLE_SIGN_IN_SOURCES],
      connect: [...extra.connect, GOOGLE_SIGN_IN_SOURCES],
      media: extra.media ?? [],
      script: [...(extra.script ?? []), `${GOOGLE_SIGN_IN_SOURCES}client`],
      style: [...(extra.style ?? []), `${GOOGLE_SIGN_IN_SOURCES}style`],
    }),
  };
}

function decodePath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    path = raw;
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string): 'br' | 'gzip' | null {
  const accepted = new Map(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => {
        const [name = '', ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
      }),
  );
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

function loadDocuments(clientDir: string, extra: ExtraSources): Map<string, HtmlDocument> {
  const documents = new Map<string, HtmlDocument>();
  for (const file of listFiles(clientDir).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(join(clientDir, file), 'utf8');
    const urlPath = `/${file.split(sep).join('/')}`
      .replace(/\/index\.html$/, '')
      .replace(/^$/, '/');
    documents.set(urlPath || '/', {
      html,
      brotli: brotliCompressSync(html, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
      }),
      gzip: gzipSync(html, { level: 9 }),
      csp: pageCsp(html, extra),
    });
  }
  return documents;
}

/** A CSP that allows our own files plus the hashes of this page's inline scripts. */
export function pageCsp(html: string, extra: ExtraSources): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(extra.script ?? []), ...new Set(hashes)].join(' '),
    ["style-src 'self' 'unsafe-inline'", ...(extra.style ?? [])].join(' '),
    ["img-src 'self' data: https://i.ytimg.com", ...(extra.media ?? [])].join(' '),
    ["media-src 'self'", ...(extra.media ?? [])].join(' '),
    "font-src 'self'",
    `connect-src 'self' ${extra.connect.join(' ')}`.trim(),
    `frame-src ${extra.frame.join(' ') || "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

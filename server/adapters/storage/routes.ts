import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPublicKey, isValidKey, type FileStorage, type StoredFileInfo } from './storage';

export interface FilesRoutesOptions {
  storage: FileStorage;
}

/** Files may be replaced under the same key (a regenerated guide), so caches revalidate. */
const CACHE_CONTROL = 'public, max-age=300, must-revalidate';

/**
 * Serves the public stored files (the instruction guides, `PUBLIC_KEY_PREFIXES`) under the prefix this plugin is registered with (STORAGE_BASE_URL when
 * it is a local path, '/files' by default): GET and HEAD, with ETag and Last-Modified and
 * 304 answers to conditional requests. The key is taken from the raw address and decoded
 * once; anything that is not a plain relative key ('..', encoded dots or slashes, absolute
 * or hidden names) gets the same 404 as a missing file.
 */
export async function filesRoutes(
  app: FastifyInstance,
  { storage }: FilesRoutesOptions,
): Promise<void> {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keyFromUrl(request.url, request.routeOptions.url ?? '');
    // Only public files are served by address; a private key is as absent as a missing one.
    if (key === null || !isValidKey(key) || !isPublicKey(key)) return reply.callNotFound();
    const file = await storage.stream(key);
    if (!file) return reply.callNotFound();

    const { info, body } = file;
    setFileHeaders(reply, info);
    if (isNotModified(request, info)) {
      body.destroy();
      return reply.status(304).send();
    }
    reply.header('content-length', info.size);
    if (request.method === 'HEAD') {
      body.destroy();
      return reply.send();
    }
    return reply.send(body);
  };

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler });
}

/**
 * The part of the address after the prefix, percent-decoded exactly once. The route pattern
 * ends in '/*', so the prefix is the pattern without it.
 */
export function keyFromUrl(url: string, routePattern: string): string | null {
  const prefix = routePattern.replace(/\*$/, '');
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith(prefix)) return null;
  try {
    return decodeURIComponent(path.slice(prefix.length));
  } catch {
    return null;
  }
}

function setFileHeaders(reply: FastifyReply, info: StoredFileInfo): void {
  reply
    .header('content-type', info.contentType)
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString())
    .header('cache-control', CACHE_CONTROL);
  if (info.contentType === 'application/pdf') {
    const name = info.key.slice(info.key.lastIndexOf('/') + 1);
    reply.header('content-disposition', `inline; filename="${name}"`);
    // Chromium's built-in PDF viewer draws its page with inline styles, which the API's
    // `default-src 'none'` policy would block (crbug.com/271452); a PDF runs no script in
    // our origin, so it is served without a CSP. Everything else keeps the strict policy.
    reply.removeHeader('content-security-policy');
  }
}

function isNotModified(request: FastifyRequest, info: StoredFileInfo): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === info.etag);
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since;
}

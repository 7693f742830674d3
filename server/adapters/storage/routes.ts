import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendStoredFile } from './send-stored-file';
import { isPublicKey, isValidKey, type FileStorage } from './storage';

export interface FilesRoutesOptions {
  storage: FileStorage;
}

/**
 * Serves the public stored files (the instruction guides, `PUBLIC_KEY_PREFIXES`) under the
 * prefix this plugin is registered with (STORAGE_BASE_URL when it is a local path, '/files'
 * by default) through sendStoredFile: GET and HEAD, ranges, ETag, Last-Modified and 304. The key is taken from the raw address and decoded
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
    const sent = await sendStoredFile(request, reply, { storage, key, access: 'public' });
    return sent ? reply : reply.callNotFound();
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

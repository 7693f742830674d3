/**
 * The one rule for redirect targets (the sign-in `app` parameter, every `url` the server
 * answers, and what the client follows): a target is parsed as a URL the way a browser
 * parses it, and only a path of this site survives. Checking the raw string instead misses
 * what the URL parser does: it drops tabs and newlines (`/\t/evil.example` becomes
 * `//evil.example`), reads `\` as `/`, and collapses `/./`.
 */

/** Stands in for the site when the caller has no origin at hand (the server's targets). */
const SITE = 'https://lectio.invalid';

/**
 * The path (with query and fragment) that `target` leads to on `origin`, or null when it
 * leads anywhere else. Accepted: a path (`/classroom`) or an absolute URL on `origin`.
 * Refused: another origin (`//evil.example`, `/\t/evil.example`, `/\evil.example`,
 * `https://evil.example`), other schemes (`javascript:`), and references relative to the
 * current page (`classroom`, `%2F%2Fevil.example`), whose meaning depends on where they are
 * followed. The answer is the parser's own serialisation, never the input, so what is
 * followed is exactly what was checked.
 */
export function sameOriginPath(target: unknown, origin: string = SITE): string | null {
  if (typeof target !== 'string') return null;
  // Stryker disable next-line ConditionalExpression: equivalent, the empty reference resolves differently from another page and is refused below; this says it plainly.
  if (target === '') return null;
  let site: string;
  try {
    site = new URL(origin).origin;
  } catch {
    return null;
  }
  let fromRoot: URL;
  let fromPage: URL;
  try {
    fromRoot = new URL(target, `${site}/`);
    fromPage = new URL(target, `${site}/a/b/`);
  } catch {
    return null;
  }
  if (fromRoot.origin !== site) return null;
  // A reference relative to the page resolves differently from another page.
  if (fromRoot.href !== fromPage.href) return null;
  const path = `${fromRoot.pathname}${fromRoot.search}${fromRoot.hash}`;
  // `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as a host.
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  return path;
}

/** `target` when it is a path of this site (see sameOriginPath), otherwise `fallback`. */
export function safeRedirect(target: unknown, fallback: string, origin: string = SITE): string {
  return sameOriginPath(target, origin) ?? fallback;
}

import { sameOriginPath } from '@common/redirect';

/**
 * Where an Academy sign-in or sign-up returns to (`?next=`): the join or invitation page the
 * person came from. Only a path of this site is kept (common/redirect.ts); anything else is
 * dropped, so the parameter can never send anyone off-site.
 */
export const returnPathOf = (search: URLSearchParams): string | null => {
  const path = sameOriginPath(search.get('next'));
  return path?.startsWith('/auth/') ? null : path;
};

/** `path` with `?next=` (or `&next=`) when there is somewhere to return to. */
export function withReturnPath(path: string, next: string | null): string {
  if (!next) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ next })}`;
}

/**
 * A sign-up goes through an emailed confirmation link, which cannot carry the page to return
 * to; the browser remembers it for a day, and the confirmation page takes it back.
 */
const KEY = 'lectio-academy-return';
const KEEP_MS = 24 * 60 * 60 * 1000;

export function rememberReturnPath(next: string | null): void {
  if (!next) return;
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ next, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the person lands on their area instead.
  }
}

export function takeReturnPath(): string | null {
  try {
    const kept = window.localStorage.getItem(KEY);
    window.localStorage.removeItem(KEY);
    if (!kept) return null;
    const { next, at } = JSON.parse(kept) as { next?: unknown; at?: unknown };
    if (typeof at !== 'number' || Date.now() - at > KEEP_MS) return null;
    return returnPathOf(new URLSearchParams({ next: String(next) }));
  } catch {
    return null;
  }
}

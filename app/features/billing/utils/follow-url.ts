import { sameOriginPath } from '@common/redirect';

/** Stripe's own pages (Checkout, the customer portal, hosted invoices). */
const STRIPE_HOST = /(^|\.)stripe\.com$/;

/**
 * Where a `{ url }` answer may take the browser: a page of this site (checked with the one
 * redirect rule), or Stripe's pages over https. Anything else is refused (null).
 */
export function followableUrl(url: string, origin: string): string | null {
  const path = sameOriginPath(url, origin);
  if (path) return path;
  try {
    const target = new URL(url);
    return target.protocol === 'https:' && STRIPE_HOST.test(target.hostname) ? target.href : null;
  } catch {
    return null;
  }
}

/** Goes to the answer's url (a full page load); false when the url was refused. */
export function followUrl(url: string): boolean {
  const target = followableUrl(url, window.location.origin);
  if (!target) return false;
  window.location.assign(target);
  return true;
}

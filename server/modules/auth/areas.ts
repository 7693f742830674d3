import { safeRedirect } from '../../../common/redirect';
import { JOURNALS_AUTH_PAGES } from './deps';

/** Where each Journals account lands after sign-in (admins are teachers with a flag). */
export const areaOf = JOURNALS_AUTH_PAGES.areaOf;

/** `app` may send the browser to a path on this site, never elsewhere (common/redirect.ts). */
export function targetUrl(app: string | undefined, area: string): string {
  return safeRedirect(app, area);
}

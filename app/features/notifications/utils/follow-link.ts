import { sameOriginPath } from '@common/redirect';

/**
 * Where clicking a notification leads: its link when it is a path of this site, else nowhere
 * (null). The server only stores site paths; this is the one rule the client follows anyway.
 */
export function notificationTarget(link: string): string | null {
  if (typeof window === 'undefined') return sameOriginPath(link);
  return sameOriginPath(link, window.location.origin);
}

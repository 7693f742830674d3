import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { safeRedirect } from '@common/redirect';
import { PATHS } from '@common/routes';

/**
 * Goes to a `url` answered by the server, through the router (replacing the auth screen in
 * history). Only a path of this site is followed (common/redirect.ts, the server's own rule);
 * anything else goes home, so a bad answer can never send the browser off-site.
 */
export function useGoTo(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      void navigate(safeRedirect(url, PATHS.home, window.location.origin), { replace: true });
    },
    [navigate],
  );
}

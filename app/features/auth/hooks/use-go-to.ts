import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to a `url` answered by the server: paths on this site through the router (replacing
 * the auth screen in history), anything else as a full page load.
 */
export function useGoTo(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      if (url.startsWith('/') && !url.startsWith('//')) {
        void navigate(url, { replace: true });
      } else {
        window.location.assign(url);
      }
    },
    [navigate],
  );
}

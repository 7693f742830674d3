import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '~/lib/api';

/**
 * One API answer, loaded on mount and again after `reload()` (after a change the screen
 * made). `data` keeps the last good answer while a reload runs; `failed` tells the status of
 * the last attempt.
 */
export function useRemote<T>(fetcher: () => Promise<ApiResult<T>>) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let active = true;
    void fetcher().then((result) => {
      if (!active) return;
      if (result.ok) {
        setData(result.body);
        setFailed(null);
      } else {
        setFailed(result.status);
      }
    });
    return () => {
      active = false;
    };
  }, [fetcher, version]);
  const reload = useCallback(() => setVersion((count) => count + 1), []);
  return { data, failed, reload };
}

import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '~/lib/api';

export type Loaded<T> =
  { status: 'loading' } | { status: 'failed'; httpStatus: number } | { status: 'ready'; data: T };

/**
 * Loads one API answer once `enabled` (after the session check), with `reload` for retries
 * and `set` for local updates after a change the server confirmed.
 */
export function useLoad<T>(load: () => Promise<ApiResult<T>>, enabled: boolean) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void load().then((result) => {
      if (!active) return;
      setState(
        result.ok
          ? { status: 'ready', data: result.body }
          : { status: 'failed', httpStatus: result.status },
      );
    });
    return () => {
      active = false;
    };
  }, [load, enabled, attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, reload, set };
}

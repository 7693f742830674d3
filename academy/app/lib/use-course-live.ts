import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ACADEMY_LIVE_API } from '@common/schemas/academy-live';

/** How long to wait before opening a stream again after the browser gave up on one. */
const REOPEN_AFTER_MS = 2_000;

/**
 * A course's changes, live (issue 13): over Server-Sent Events, each change in the course
 * (feedback on the participant's reflection, a hand-in for instructors, a board post) makes the
 * open page read the given queries again, within a second and without a reload. On every
 * (re)connection the server says `ready` and the page reads again, so nothing sent while the
 * connection was down is missed. Events only point at what changed.
 */
export function useCourseLive(courseId: string, queryKeys: QueryKey[]): { connected: boolean } {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // One stable value for the effect: the keys' contents, not the array's identity.
  const keys = JSON.stringify(queryKeys);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(ACADEMY_LIVE_API.course(courseId));
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const reread = () => {
      for (const queryKey of JSON.parse(keys) as QueryKey[]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };
    source.addEventListener('open', () => setConnected(true));
    source.addEventListener('error', () => {
      setConnected(false);
      if (source.readyState === EventSource.CLOSED) {
        reopen = setTimeout(() => setAttempt((value) => value + 1), REOPEN_AFTER_MS);
      }
    });
    for (const name of ['ready', 'change', 'resync']) source.addEventListener(name, reread);
    return () => {
      clearTimeout(reopen);
      source.close();
    };
  }, [courseId, keys, queryClient, attempt]);
  return { connected };
}

import { notifyManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** Statuses a retry cannot change: the answer would be the same. */
const FINAL_STATUSES = new Set([400, 401, 403, 404, 409, 410, 422]);

/**
 * The one QueryClient of the page. All server data goes through it (decision 0011): screens
 * read with query hooks from `features/<name>/api/`, and mutations invalidate the keys they
 * change.
 */
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data a screen showed a moment ago is good enough for the next screen; anything older
        // is fetched again in the background while the last answer stays on screen.
        staleTime: 10_000,
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && FINAL_STATUSES.has(error.status)),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Query results reach the screen in a microtask, as a promise's own result would, rather than
 * through TanStack Query's default zero-delay timer: browsers hold timers back in a background
 * tab (to once a second), and a paused page clock holds them altogether (the browser journeys
 * that check the spec's timings pause it).
 */
notifyManager.setScheduler(queueMicrotask);

/**
 * The page's client, shared by React (root.tsx) and route loaders (the role areas' session
 * check). The app is client-rendered (`ssr: false`), so one client per page load; prerendering
 * the public pages at build time renders no query.
 */
export const queryClient = createQueryClient();

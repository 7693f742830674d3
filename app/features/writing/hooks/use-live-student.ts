import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PROJECTS_API } from '@common/schemas/projects';
import { writingKeys } from '../api/keys';
import { feedbackKeys } from '../api/feedback-keys';

/** How long to wait before opening a stream again after the browser gave up on one. */
const REOPEN_AFTER_MS = 2_000;

/**
 * The student's own work, live (issue 11, point 12): over Server-Sent Events, each change a
 * teacher makes (comment, return, approval, score, points) makes the open page read its
 * feedback and the student's points again, within a second and without a reload. Events only
 * point at what changed; the reads go through the usual permission-checked routes. On every
 * (re)connection the server says `ready` and the page reads again, so nothing sent while the
 * connection was down is missed.
 */
export function useLiveStudent(classId: string, activityId: string): { connected: boolean } {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(PROJECTS_API.studentLive);
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const reread = () => {
      void queryClient.invalidateQueries({
        queryKey: feedbackKeys.studentFeedback(classId, activityId),
      });
      void queryClient.invalidateQueries({ queryKey: writingKeys.studentActivities });
    };
    source.addEventListener('open', () => setConnected(true));
    source.addEventListener('error', () => {
      setConnected(false);
      // Refused (signed out, too many streams): EventSource stops; try again a little later.
      if (source.readyState === EventSource.CLOSED) {
        reopen = setTimeout(() => setAttempt((value) => value + 1), REOPEN_AFTER_MS);
      }
    });
    for (const name of ['ready', 'change', 'resync']) source.addEventListener(name, reread);
    return () => {
      clearTimeout(reopen);
      source.close();
    };
  }, [classId, activityId, queryClient, attempt]);
  return { connected };
}

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  PROJECTS_API,
  type LiveCommentEvent,
  type LiveProjectEvent,
} from '@common/schemas/projects';
import { feedbackKeys } from '../api/feedback-keys';

/**
 * The review screen follows the student's work live: the class's stream (the same one as the
 * class's work page) tells of each change, and a change to this work reads the review again
 * (a hand-in of a revision, or the student's reply, appears without a reload).
 */
export function useLiveReview(classId: string, projectId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(PROJECTS_API.classLive(classId));
    const onChange = (message: Event) => {
      try {
        const event = JSON.parse((message as MessageEvent<string>).data) as
          LiveProjectEvent | LiveCommentEvent;
        if (event.projectId !== projectId) return;
      } catch {
        return;
      }
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.review(projectId) });
    };
    source.addEventListener('project', onChange);
    source.addEventListener('comment', onChange);
    return () => source.close();
  }, [classId, projectId, queryClient]);
}

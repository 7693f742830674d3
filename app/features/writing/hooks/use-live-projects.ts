import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PROJECTS_API, type LiveProjectEvent } from '@common/schemas/projects';
import { patchClassProject } from '../api/get-class-projects';

/**
 * Each change to a class's projects as it happens, over Server-Sent Events (the browser
 * reconnects by itself and resumes from the last event), written into the cached work of the
 * activity it is about. Answers whether the stream is open (false while it reconnects).
 */
export function useLiveProjects(classId: string) {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(PROJECTS_API.classLive(classId));
    source.addEventListener('open', () => setConnected(true));
    source.addEventListener('error', () => setConnected(false));
    source.addEventListener('project', (message) => {
      let event: LiveProjectEvent;
      try {
        event = JSON.parse((message as MessageEvent<string>).data) as LiveProjectEvent;
      } catch {
        // A malformed event is skipped; the next one carries the whole answer again.
        return;
      }
      const { activityId, studentId, projectId, answers, wordCount, status, updatedAt } = event;
      patchClassProject(
        queryClient,
        { classId, activityId, studentId },
        { projectId, answers, wordCount, status, updatedAt },
      );
    });
    return () => source.close();
  }, [classId, queryClient]);
  return connected;
}

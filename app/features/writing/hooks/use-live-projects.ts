import { useEffect, useState } from 'react';
import { PROJECTS_API, type LiveProjectEvent } from '@common/schemas/projects';

/**
 * Each change to a class's projects as it happens, over Server-Sent Events (the browser
 * reconnects by itself and resumes from the last event). `connected` is false while it does.
 */
export function useLiveProjects(classId: string, onChange: (event: LiveProjectEvent) => void) {
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(PROJECTS_API.classLive(classId));
    source.addEventListener('open', () => setConnected(true));
    source.addEventListener('error', () => setConnected(false));
    source.addEventListener('project', (message) => {
      try {
        onChange(JSON.parse((message as MessageEvent<string>).data) as LiveProjectEvent);
      } catch {
        // A malformed event is skipped; the next one carries the whole answer again.
      }
    });
    return () => source.close();
  }, [classId, onChange]);
  return connected;
}

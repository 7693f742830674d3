import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PROJECTS_API, type LiveProjectEvent } from '@common/schemas/projects';
import { WRITING_COPY } from '@common/copy/writing';
import { patchClassProject } from '../api/get-class-projects';

/** How long to wait before opening a stream again after the browser gave up on one. */
const REOPEN_AFTER_MS = 2_000;

export interface LiveProjects {
  /** The stream is open (false while the browser reconnects). */
  connected: boolean;
  /** Why the server refused the stream (too many open, signed out), to show instead. */
  refusal: string | null;
}

/**
 * Each change to a class's projects as it happens, over Server-Sent Events (the browser
 * reconnects by itself and resumes from the last event), written into the cached work of the
 * activity it is about. When the server refuses the stream itself (an error status, after
 * which EventSource stops for good), one plain request reads the refusal's message, since
 * EventSource cannot; a stream that would open after all is opened again.
 */
export function useLiveProjects(classId: string): LiveProjects {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const url = PROJECTS_API.classLive(classId);
    const source = new EventSource(url);
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    source.addEventListener('open', () => {
      setConnected(true);
      setRefusal(null);
    });
    source.addEventListener('error', () => {
      setConnected(false);
      if (source.readyState !== EventSource.CLOSED) return;
      void refusalOf(url).then((message) => {
        if (!active) return;
        if (message) setRefusal(message);
        else reopen = setTimeout(() => setAttempt((value) => value + 1), REOPEN_AFTER_MS);
      });
    });
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
    return () => {
      active = false;
      clearTimeout(reopen);
      source.close();
    };
  }, [classId, queryClient, attempt]);
  return { connected, refusal };
}

/** The server's reason for refusing the stream, or null when it would open now (or is unreachable). */
async function refusalOf(url: string): Promise<string | null> {
  const controller = new AbortController();
  try {
    const response = await fetch(url, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: controller.signal,
    });
    if (response.ok) return null;
    const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
    return Object.values(body.errors ?? {})[0] ?? WRITING_COPY.teacher.liveRefused;
  } catch {
    return null;
  } finally {
    controller.abort();
  }
}

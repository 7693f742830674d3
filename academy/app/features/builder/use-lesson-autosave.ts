import { useCallback, useEffect, useRef, useState } from 'react';
import { ACADEMY_BUILDER_API as API, type BuilderLesson } from '@common/schemas/academy-builder';
import { apiGet, apiPatch } from '~/lib/api';
import { completeBlocks, type BlockEntry } from './lesson-drafts';

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'failed' | 'stale' | 'invalid';

/** How long typing must pause before a save: often enough to lose nothing, not every key. */
const SAVE_DELAY_MS = 800;

interface Draft {
  title: string;
  entries: BlockEntry[];
}

/**
 * Autosave of the lesson editor (issue 13, point 5), like the Journals writing: the draft in
 * the page is the truth, saved a moment after each change and whenever the page is hidden,
 * one save at a time, with its status always shown. A save carries the version the editor
 * holds: a 409 means someone else saved since, and nothing is overwritten until the
 * instructor chooses. Typed text is never dropped: a failed save keeps the draft and retries.
 */
export function useLessonAutosave(lesson: BuilderLesson, onSaved: (saved: BuilderLesson) => void) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [message, setMessage] = useState<string | null>(null);
  const version = useRef(lesson.updatedAt);
  const draft = useRef<Draft | null>(null);
  const dirty = useRef(false);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);
  const savedHandler = useRef(onSaved);
  useEffect(() => {
    savedHandler.current = onSaved;
  }, [onSaved]);

  const save = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!draft.current || !dirty.current || stopped.current) return;
    if (inFlight.current) return;
    inFlight.current = true;
    dirty.current = false;
    setStatus('saving');
    const { title, entries } = draft.current;
    const answer = await apiPatch<BuilderLesson & { errors?: Record<string, string> }>(
      API.lesson(lesson.id),
      {
        updatedAt: version.current,
        ...(title.trim() ? { title } : {}),
        blocks: completeBlocks(entries),
      },
    );
    inFlight.current = false;
    if (answer.ok) {
      version.current = answer.body.updatedAt;
      savedHandler.current(answer.body);
      setMessage(null);
      if (dirty.current) void save();
      else setStatus('saved');
      return;
    }
    dirty.current = true;
    const refusal = Object.values(answer.body.errors ?? {})[0] ?? null;
    if (answer.status === 409) {
      stopped.current = true;
      setStatus('stale');
    } else if (answer.status === 400) {
      setStatus('invalid');
      setMessage(refusal);
    } else {
      setStatus('failed');
      setMessage(refusal);
    }
  }, [lesson.id]);

  /** Records a change and saves it shortly. */
  const change = useCallback(
    (next: Draft) => {
      draft.current = next;
      dirty.current = true;
      if (stopped.current) return;
      setStatus('unsaved');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
    },
    [save],
  );

  /** After a 409: save this draft over the other version (read its version first). */
  const overwrite = useCallback(async () => {
    const latest = await apiGet<BuilderLesson>(API.lesson(lesson.id));
    if (!latest.ok) {
      setStatus('failed');
      return;
    }
    version.current = latest.body.updatedAt;
    stopped.current = false;
    dirty.current = true;
    await save();
  }, [lesson.id, save]);

  // Hidden or closed tab: save now; leaving with unsaved changes asks first.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void save();
    };
    const onLeave = (event: BeforeUnloadEvent) => {
      if (dirty.current || inFlight.current) event.preventDefault();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('beforeunload', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('beforeunload', onLeave);
      void save();
    };
  }, [save]);

  return { status, message, change, retry: save, overwrite };
}

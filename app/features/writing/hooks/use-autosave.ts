import { useCallback, useEffect, useRef, useState } from 'react';
import { statusOf } from '~/lib/api';
import { saveAnswers, useSaveAnswers } from '../api/save-answers';
import {
  clearDraft,
  loadDraft,
  retryDelayMs,
  sameAnswers,
  saveDraft,
  type Answers,
} from '../utils/drafts';

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'locked';

/** While typing, a save goes out at most this often ('every few seconds'). */
export const SAVE_EVERY_MS = 2000;

/** Where a set of answers is kept in the browser and who typed it (utils/drafts.ts). */
export interface DraftPlace {
  /** Whose answers these are: drafts are kept and read back under this account only. */
  ownerId: string;
  /** The class (Journals) or course (Academy). */
  scopeId: string;
  /** The activity or lesson. */
  itemId: string;
}

export interface AutosaveOptions extends DraftPlace {
  /** The answers the server has. */
  saved: Answers;
  locked: boolean;
  /** Sends the whole set while the page is open; rejects with the failed call's error. */
  send: (answers: Answers) => Promise<unknown>;
  /** Sends the whole set as the page goes (`keepalive`), without waiting for an answer. */
  sendOnLeave: (answers: Answers) => void;
}

/**
 * A set of answers saved to the server every few seconds while they change and when the page
 * is left. Every change is first kept in the browser; a failed save keeps it there and retries
 * (1 s, 2 s, 4 s … 15 s, and at once when the browser is back online), so nothing typed is
 * lost. A draft left from an earlier visit (a closed tab, a reboot, a page left offline) is
 * restored, announced (`restored`) and saved. A 409 means the server will not take changes
 * any more (handed in, approved): the status becomes 'locked'.
 *
 * The Journals' activities (useAutosave below) and the Academy's reflections both write
 * through it.
 */
export function useDraftAutosave({
  ownerId: studentId,
  scopeId: classId,
  itemId: activityId,
  saved,
  locked,
  send,
  sendOnLeave: sendLast,
}: AutosaveOptions) {
  const [answers, setAnswers] = useState<Answers>(
    () => (locked ? null : loadDraft(studentId, classId, activityId)) ?? saved,
  );
  const [status, setStatus] = useState<SaveStatus>(() =>
    locked ? 'locked' : sameAnswers(answers, saved) ? 'saved' : 'saving',
  );
  // A draft from an earlier visit that the server never got: the page tells the student.
  const [restored] = useState(() => status === 'saving');
  const latest = useRef(answers);
  const onServer = useRef(saved);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const failures = useRef(0);
  // The latest senders, so a caller passing new functions each render restarts nothing.
  const senders = useRef({ send, sendLast });
  useEffect(() => {
    senders.current = { send, sendLast };
  }, [send, sendLast]);

  const schedule = useRef<(delayMs: number) => void>(() => undefined);

  const save = useCallback(async () => {
    timer.current = null;
    if (inFlight.current) return;
    const sending = latest.current;
    if (sameAnswers(sending, onServer.current)) {
      clearDraft(studentId, classId, activityId);
      setStatus('saved');
      return;
    }
    inFlight.current = true;
    setStatus((current) => (current === 'offline' ? current : 'saving'));
    // 'ok', or the status of a refused or failed save (0 when it never arrived).
    const outcome = await senders.current.send(sending).then(
      () => 'ok' as const,
      (error: unknown) => statusOf(error),
    );
    inFlight.current = false;
    if (outcome === 'ok') {
      failures.current = 0;
      onServer.current = sending;
      if (sameAnswers(latest.current, sending)) {
        clearDraft(studentId, classId, activityId);
        setStatus('saved');
      } else {
        schedule.current(SAVE_EVERY_MS);
      }
    } else if (outcome === 409) {
      setStatus('locked');
    } else {
      failures.current += 1;
      setStatus('offline');
      schedule.current(retryDelayMs(failures.current));
    }
  }, [studentId, classId, activityId]);

  useEffect(() => {
    schedule.current = (delayMs: number) => {
      if (timer.current) return;
      timer.current = setTimeout(() => void save(), delayMs);
    };
  }, [save]);

  // A draft restored from an earlier visit goes to the server at once.
  const sendRestored = useRef(restored);
  useEffect(() => {
    if (sendRestored.current) schedule.current(0);
  }, []);

  useEffect(() => {
    // Back online: retry now rather than wait for the next attempt.
    const retryNow = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      void save();
    };
    // Leaving the page (or hiding it on a phone) sends what is unsaved as the page goes
    // (`keepalive` lets the request outlive it); the draft stays in the browser until a save is
    // confirmed, so nothing depends on it arriving.
    const sendOnLeave = () => {
      if (sameAnswers(latest.current, onServer.current)) return;
      senders.current.sendLast(latest.current);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') sendOnLeave();
    };
    window.addEventListener('online', retryNow);
    window.addEventListener('pagehide', sendOnLeave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('online', retryNow);
      window.removeEventListener('pagehide', sendOnLeave);
      document.removeEventListener('visibilitychange', onVisibility);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [save]);

  const change = useCallback(
    (questionId: string, text: string) => {
      // Approved or archived work is read-only: nothing to keep or send.
      if (locked) return;
      latest.current = { ...latest.current, [questionId]: text };
      setAnswers(latest.current);
      saveDraft(studentId, classId, activityId, latest.current);
      setStatus((current) => (current === 'offline' || current === 'locked' ? current : 'saving'));
      schedule.current(SAVE_EVERY_MS);
    },
    [studentId, classId, activityId, locked],
  );

  /** Typed but not yet confirmed by the server (kept in the browser meanwhile). */
  const unsaved = status === 'saving' || status === 'offline';
  return { answers, status, change, saveNow: save, restored, unsaved };
}

/** The answers of one Journals activity, saved through the student's project calls. */
export function useAutosave({
  studentId,
  classId,
  activityId,
  saved,
  locked,
}: {
  studentId: string;
  classId: string;
  activityId: string;
  saved: Answers;
  locked: boolean;
}) {
  const { mutateAsync } = useSaveAnswers(classId, activityId);
  return useDraftAutosave({
    ownerId: studentId,
    scopeId: classId,
    itemId: activityId,
    saved,
    locked,
    send: mutateAsync,
    sendOnLeave: (answers) => void saveAnswers(classId, activityId, answers, { keepalive: true }),
  });
}

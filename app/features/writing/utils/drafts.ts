/**
 * Unsaved answers kept in the browser (local storage) until the server has them, so a failed
 * save, a closed tab, a reboot or a lost connection never loses what a student typed.
 *
 * Why local storage rather than IndexedDB (issue 11, point 11): it is written synchronously on
 * every change, so the draft is on disk before the next keystroke and before a tab can close;
 * an IndexedDB write is asynchronous and can be cut off by the closing tab. Local storage also
 * survives restarts, and a student's drafts are small (answers are capped in PROJECT_LIMITS,
 * far below the few megabytes a site gets).
 *
 * School computers are shared, so every draft is kept under the student who typed it: a
 * student only ever reads back their own (issue 15, point 14), and signing out sends what is
 * left through the student's own session and then clears every draft (saveAndClearDrafts).
 */
export type Answers = Record<string, string>;

export interface Draft {
  classId: string;
  activityId: string;
  answers: Answers;
}

const PREFIX = 'lectio.drafts.';
/** Drafts of earlier versions, kept by class and activity only: nobody's to read back. */
const UNOWNED_PREFIX = 'lectio.draft.';

/** One part of a key, with its dots escaped too, so the parts split back apart. */
const part = (value: string) => encodeURIComponent(value).replace(/\./g, '%2E');

const key = (studentId: string, classId: string, activityId: string) =>
  `${PREFIX}${part(studentId)}.${part(classId)}.${part(activityId)}`;

/** The browser's local storage, or null where there is none (or it is switched off). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parseAnswers(raw: string | null): Answers | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return null;
  }
}

export function loadDraft(studentId: string, classId: string, activityId: string): Answers | null {
  try {
    return parseAnswers(storage()?.getItem(key(studentId, classId, activityId)) ?? null);
  } catch {
    return null;
  }
}

export function saveDraft(
  studentId: string,
  classId: string,
  activityId: string,
  answers: Answers,
): void {
  try {
    storage()?.setItem(key(studentId, classId, activityId), JSON.stringify(answers));
  } catch {
    // Storage full or switched off: the server save still runs.
  }
}

export function clearDraft(studentId: string, classId: string, activityId: string): void {
  try {
    storage()?.removeItem(key(studentId, classId, activityId));
  } catch {
    // Nothing to clear.
  }
}

/** Every key of local storage, read before any is removed. */
function storedKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index++) {
    const name = store.key(index);
    if (name !== null) keys.push(name);
  }
  return keys;
}

/** The drafts this student left unsaved, and only theirs. */
export function pendingDrafts(studentId: string): Draft[] {
  const store = storage();
  if (!store) return [];
  const own = `${PREFIX}${part(studentId)}.`;
  const drafts: Draft[] = [];
  try {
    for (const name of storedKeys(store)) {
      if (!name.startsWith(own)) continue;
      const [classId, activityId, extra] = name.slice(own.length).split('.');
      const answers = parseAnswers(store.getItem(name));
      if (!classId || !activityId || extra !== undefined || !answers) continue;
      drafts.push({
        classId: decodeURIComponent(classId),
        activityId: decodeURIComponent(activityId),
        answers,
      });
    }
  } catch {
    return drafts;
  }
  return drafts;
}

/** Removes every draft in this browser, whoever typed it (signing out on a shared computer). */
export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  try {
    for (const name of storedKeys(store)) {
      if (name.startsWith(PREFIX) || name.startsWith(UNOWNED_PREFIX)) store.removeItem(name);
    }
  } catch {
    // Storage switched off: there is nothing to clear.
  }
}

/**
 * Signing out: the signed-in student's drafts get a last save through the normal autosave call
 * while their session still holds (best effort: a failed save is given up), then every draft
 * in the browser goes, so the next person at the computer never sees them. `studentId` is
 * whoever the student session belongs to (null when there is none: nothing is sent, since a
 * draft is only ever saved into its own student's account).
 */
export async function saveAndClearDrafts(
  studentId: string | null,
  save: (draft: Draft) => Promise<unknown>,
): Promise<void> {
  if (studentId) {
    await Promise.all(pendingDrafts(studentId).map((draft) => save(draft).catch(() => undefined)));
  }
  clearAllDrafts();
}

/** Whether two sets of answers say the same thing (empty answers count as missing). */
export function sameAnswers(a: Answers, b: Answers): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const id of keys) if ((a[id] ?? '') !== (b[id] ?? '')) return false;
  return true;
}

/** The delay before the next retry of a failed save: 1 s, 2 s, 4 s … at most 15 s. */
export const retryDelayMs = (failures: number) =>
  Math.min(15_000, 1000 * 2 ** Math.max(0, failures - 1));

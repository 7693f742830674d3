/**
 * Unsaved answers kept in the browser (local storage) until the server has them, so a failed
 * save, a closed tab or a lost connection never loses what a student typed.
 */
export type Answers = Record<string, string>;

const key = (classId: string, activityId: string) => `lectio.draft.${classId}.${activityId}`;

export function loadDraft(classId: string, activityId: string): Answers | null {
  try {
    const raw = window.localStorage.getItem(key(classId, activityId));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return null;
  }
}

export function saveDraft(classId: string, activityId: string, answers: Answers): void {
  try {
    window.localStorage.setItem(key(classId, activityId), JSON.stringify(answers));
  } catch {
    // Storage full or switched off: the server save still runs.
  }
}

export function clearDraft(classId: string, activityId: string): void {
  try {
    window.localStorage.removeItem(key(classId, activityId));
  } catch {
    // Nothing to clear.
  }
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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllDrafts,
  clearDraft,
  loadDraft,
  pendingDrafts,
  saveAndClearDrafts,
  saveDraft,
  type Draft,
} from './drafts';

/** A Storage kept in memory, standing in for the browser's local storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, String(value)),
    removeItem: (name: string) => void items.delete(name),
    clear: () => items.clear(),
  };
}

const ANNA = 'student-anna';
const BEN = 'student-ben';
const CLASS = 'class-7a';
const ACTIVITY = 'psalm-23';

describe('drafts on a shared computer (issue 15, point 14)', () => {
  let store: Storage;
  beforeEach(() => {
    store = memoryStorage();
    vi.stubGlobal('window', { localStorage: store });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps each student’s draft under their own id: another student never reads it', () => {
    saveDraft(ANNA, CLASS, ACTIVITY, { q1: 'Anna’s unsaved words' });
    expect(loadDraft(ANNA, CLASS, ACTIVITY)).toEqual({ q1: 'Anna’s unsaved words' });
    expect(loadDraft(BEN, CLASS, ACTIVITY)).toBeNull();
    saveDraft(BEN, CLASS, ACTIVITY, { q1: 'Ben’s' });
    expect(loadDraft(ANNA, CLASS, ACTIVITY)).toEqual({ q1: 'Anna’s unsaved words' });
    clearDraft(BEN, CLASS, ACTIVITY);
    expect(loadDraft(BEN, CLASS, ACTIVITY)).toBeNull();
    expect(loadDraft(ANNA, CLASS, ACTIVITY)).not.toBeNull();
  });

  it('never reads back a draft from before drafts had an owner', () => {
    store.setItem(`lectio.draft.${CLASS}.${ACTIVITY}`, JSON.stringify({ q1: 'whose?' }));
    expect(loadDraft(ANNA, CLASS, ACTIVITY)).toBeNull();
    expect(pendingDrafts(ANNA)).toEqual([]);
  });

  it('lists only the signed-in student’s pending drafts, even when ids hold dots', () => {
    saveDraft(ANNA, CLASS, ACTIVITY, { q1: 'one' });
    saveDraft(ANNA, 'class.8b', 'act.2', { q1: 'two' });
    saveDraft(BEN, CLASS, ACTIVITY, { q1: 'not Anna’s' });
    saveDraft(`${ANNA}.x`, CLASS, ACTIVITY, { q1: 'a longer id is someone else' });
    store.setItem('lectio.drafts.broken', 'not json');
    expect(pendingDrafts(ANNA)).toEqual(
      expect.arrayContaining<Draft>([
        { classId: CLASS, activityId: ACTIVITY, answers: { q1: 'one' } },
        { classId: 'class.8b', activityId: 'act.2', answers: { q1: 'two' } },
      ]),
    );
    expect(pendingDrafts(ANNA)).toHaveLength(2);
  });

  it('signing out saves the student’s own drafts, sends nobody else’s, then clears them all', async () => {
    saveDraft(ANNA, CLASS, ACTIVITY, { q1: 'Anna typed this offline' });
    saveDraft(BEN, CLASS, ACTIVITY, { q1: 'Ben’s, left from before' });
    store.setItem(`lectio.draft.${CLASS}.${ACTIVITY}`, '{"q1":"unowned"}');
    store.setItem('lectio.other', 'kept');
    const sent: Draft[] = [];
    await saveAndClearDrafts(ANNA, async (draft) => {
      sent.push(draft);
    });
    expect(sent).toEqual([
      { classId: CLASS, activityId: ACTIVITY, answers: { q1: 'Anna typed this offline' } },
    ]);
    expect(loadDraft(ANNA, CLASS, ACTIVITY)).toBeNull();
    expect(loadDraft(BEN, CLASS, ACTIVITY)).toBeNull();
    expect(store.getItem(`lectio.draft.${CLASS}.${ACTIVITY}`)).toBeNull();
    expect(store.getItem('lectio.other')).toBe('kept');
  });

  it('clears every draft even when the last save fails or nobody is signed in', async () => {
    saveDraft(ANNA, CLASS, ACTIVITY, { q1: 'offline' });
    await saveAndClearDrafts(ANNA, () => Promise.reject(new Error('offline')));
    expect(pendingDrafts(ANNA)).toEqual([]);

    saveDraft(ANNA, CLASS, ACTIVITY, { q1: 'again' });
    const save = vi.fn(async () => undefined);
    await saveAndClearDrafts(null, save);
    expect(save).not.toHaveBeenCalled();
    expect(pendingDrafts(ANNA)).toEqual([]);
    clearAllDrafts();
  });

  it('does nothing where there is no storage', async () => {
    vi.stubGlobal('window', undefined);
    saveDraft(ANNA, CLASS, ACTIVITY, { q1: 'lost' });
    expect(loadDraft(ANNA, CLASS, ACTIVITY)).toBeNull();
    expect(pendingDrafts(ANNA)).toEqual([]);
    await expect(saveAndClearDrafts(ANNA, async () => undefined)).resolves.toBeUndefined();
  });
});

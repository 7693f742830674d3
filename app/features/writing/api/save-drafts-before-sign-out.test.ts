import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROJECTS_API } from '@common/schemas/projects';
import { queryClient } from '~/lib/query-client';
import { loadDraft, saveDraft } from '../utils/drafts';
import { writingKeys } from './keys';
import { saveDraftsBeforeSignOut } from './save-drafts-before-sign-out';

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

const MARIA = { id: 'maria', type: 'student', firstName: 'Maria', lastName: 'G', email: null };

describe('saveDraftsBeforeSignOut (a shared computer, issue 15 point 14)', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { localStorage: memoryStorage() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it('saves the student’s drafts, then leaves nothing of their writing in the page', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      sent.push(`${init.method} ${path}`);
      const body = path.startsWith('/api/auth/session') ? { account: MARIA } : {};
      return new Response(JSON.stringify(body), { status: 200 });
    });
    saveDraft('maria', 'c1', 'a1', { q1: 'Typed offline' });
    queryClient.setQueryData(writingKeys.studentActivities, { points: 3, activities: [] });

    await saveDraftsBeforeSignOut();

    expect(sent).toEqual([
      'GET /api/auth/session?student=true',
      `PUT ${PROJECTS_API.studentProject('c1', 'a1')}`,
    ]);
    expect(loadDraft('maria', 'c1', 'a1')).toBeNull();
    expect(queryClient.getQueryData(writingKeys.studentActivities)).toBeUndefined();
  });

  it('sends nothing without a student session, and still clears the drafts', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (path: string) => {
      sent.push(path);
      return new Response('{}', { status: 401 });
    });
    saveDraft('maria', 'c1', 'a1', { q1: 'Typed offline' });

    await saveDraftsBeforeSignOut();

    expect(sent).toEqual(['/api/auth/session?student=true']);
    expect(loadDraft('maria', 'c1', 'a1')).toBeNull();
  });
});

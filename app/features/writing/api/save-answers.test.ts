import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROJECTS_API } from '@common/schemas/projects';
import { saveAnswers } from './save-answers';

describe('saveAnswers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the last save as the page goes through the API client, with keepalive', async () => {
    const fetch = vi.fn(async () => new Response('{"projectId":"p1"}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const result = await saveAnswers('c 1', 'a1', { q1: 'Still waters' }, { keepalive: true });
    expect(result).toEqual({ ok: true, status: 200, body: { projectId: 'p1' } });
    expect(fetch).toHaveBeenCalledWith(PROJECTS_API.studentProject('c 1', 'a1'), {
      method: 'PUT',
      credentials: 'same-origin',
      keepalive: true,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ answers: { q1: 'Still waters' } }),
    });
  });

  it('answers a locked project with its status, so the autosave can tell it apart', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 409 }));
    const result = await saveAnswers('c1', 'a1', { q1: 'Late' });
    expect(result.ok).toBe(false);
    expect(result.status).toBe(409);
  });
});

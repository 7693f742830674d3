import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A fresh copy of a library activity, renamed and assigned to the demo class. */
export async function assignActivity(
  teacher: Page,
): Promise<{ id: string; title: string; classId: string }> {
  const origin = new URL(teacher.url()).origin;
  const headers = { origin };
  const copy = await teacher.request.post('/api/activities/library/psalm-23/copy', {
    headers,
    data: {},
  });
  const activity = (await copy.json()) as { id: string; title: string };
  const title = `Psalm 23 ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const full = await (await teacher.request.get(`/api/activities/${activity.id}`)).json();
  const edited = await teacher.request.post(`/api/activities/${activity.id}`, {
    headers,
    data: { ...full, title, image: undefined },
  });
  expect(edited.status()).toBe(200);
  const classes = (await (await teacher.request.get('/api/activities/classes')).json()) as {
    id: string;
    title: string;
  }[];
  const demoClass = classes.find((entry) => entry.title === 'Theology 7A') ?? classes[0]!;
  const assigned = await teacher.request.post(`/api/activities/${activity.id}/assign`, {
    headers,
    data: { classIds: [demoClass.id], dueDate: null },
  });
  expect(assigned.status()).toBe(200);
  return { id: activity.id, title, classId: demoClass.id };
}

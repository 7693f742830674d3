import type { Page } from '@playwright/test';
import type { RoomView } from '../../common/schemas/rooms';
import { DEMO, signedInPage } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { e2eDatabase } from '../support/e2e-database';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { classWithStudent, signedInNewStudent } from '../support/student-class';

// TEMPORARY exploration with a mocked room view (the lead's REST routes are not on main yet).

async function insertRoom(classId: string, studentId: string, teacherId: string | null) {
  const db = e2eDatabase();
  const now = new Date().toISOString();
  const sessionId = crypto.randomUUID();
  const roomId = crypto.randomUUID();
  try {
    await db.insertInto('writing_sessions').values({
      id: sessionId, class_id: classId, title: 'The Good Shepherd', prompt: 'Which word stayed with you?',
      state: 'open', created_by: teacherId, created_at: now, started_at: now, closed_at: null,
    }).execute();
    await db.insertInto('writing_rooms').values({
      id: roomId, session_id: sessionId, name: 'Room 1', paused_at: null, doc_state: null, updated_at: now,
    }).execute();
    await db.insertInto('writing_room_members').values({
      id: crypto.randomUUID(), room_id: roomId, student_id: studentId, joined_at: now, left_at: null,
    }).execute();
  } finally {
    await db.destroy();
  }
  return roomId;
}

const viewOf = (roomId: string, over: Partial<RoomView> = {}, session: Partial<RoomView['session']> = {}): RoomView => ({
  id: roomId, name: 'Room 1', paused: false,
  session: {
    id: 's', classId: 'c', activityId: null, title: 'The Good Shepherd', kind: 'group', state: 'open',
    createdAt: new Date().toISOString(), startedAt: new Date().toISOString(), closedAt: null, endsAt: null,
    prompt: 'Which word of the psalm stayed with you, and why?', passageReference: 'Psalm 23:1-4',
    passageText: 'The Lord is my shepherd; I shall not want.\nHe makes me lie down in green pastures.\nHe leads me beside still waters.',
    phase: null, phaseMinutes: null, phaseEndsAt: null, selfChoice: false, className: 'Theology 7A', ...session,
  },
  right: 'write',
  me: { key: 's:x', presenceName: 'Lena H.', adult: false, mayPasteImages: false },
  members: [{ key: 's:x', name: 'Lena H.' }, { key: 's:y', name: 'Ben O.' }],
  notes: [{ id: 'n1', kind: 'broadcast', roomId: null, authorName: 'Mrs. Rivera', body: 'Five more minutes, then we share.', createdAt: new Date().toISOString(), resolvedAt: null }],
  reflectionPath: null, prayer: null, ...over,
});

async function mockView(page: Page, roomId: string, view: () => RoomView) {
  await page.route(`**/api/rooms/*/${roomId}`, (route) => route.fulfill({ json: view() }));
  await page.route(`**/api/rooms/*/${roomId}/stream`, (route) => route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'retry: 60000\n\n' }));
  await page.route(`**/api/rooms/student/${roomId}/help`, (route) => route.fulfill({ json: { ok: true } }));
  await page.route(`**/api/rooms/student/${roomId}/prayer`, (route) => route.fulfill({ json: { ok: true } }));
}

test('explore the room page', async ({ browser }) => {
  test.setTimeout(300_000);
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  await teacher.goto('/teacher');
  const run = Date.now().toString(36);
  const { classId, student } = await classWithStudent(teacher, run);
  const roomId = await insertRoom(classId, student.id, null);
  const page = await signedInNewStudent(browser, student);
  let offline = false;
  const sockets = new Set<{ close: () => Promise<void> }>();
  await page.context().routeWebSocket(/\/api\/rooms\/.*\/socket$/, (ws) => {
    if (offline) { void ws.close(); return; }
    ws.connectToServer();
    sockets.add(ws);
  });
  let current = viewOf(roomId);
  await mockView(page, roomId, () => current);
  page.on('console', (m) => { if (m.type() === 'error') console.log('[student]', m.text(), m.location().url); });
  await page.goto(`/student/rooms/${roomId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Good Shepherd' })).toBeVisible();
  const text = page.getByRole('textbox', { name: /Which word/ });
  await text.click();
  await page.keyboard.type('Still waters stayed with me.');
  // the teacher drops in
  const teacherView = () => ({ ...viewOf(roomId), right: 'teacher' as const, me: { key: 'u:t', presenceName: 'Maria R.', adult: true, mayPasteImages: true } });
  await mockView(teacher, roomId, teacherView);
  await teacher.goto(`/teacher/rooms/${roomId}`);
  await expect(teacher.getByTestId('room-text')).toContainText('Still waters stayed with me.');
  await expect(page.getByText('Your teacher is here')).toBeVisible();
  await expect(page.getByTestId('presence')).toContainText('Maria R. (teacher)');
  await teacher.getByRole('textbox', { name: /Which word/ }).click();
  await teacher.keyboard.press('ControlOrMeta+End');
  await teacher.keyboard.press('Enter');
  await teacher.keyboard.type('Why still waters?');
  await expect(page.getByTestId('room-text')).toContainText('Why still waters?');
  await teacher.screenshot({ path: '/tmp/b-shots/teacher-1280.png', fullPage: true });
  await page.screenshot({ path: '/tmp/b-shots/open-1280.png', fullPage: true });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectFitsWidth(page);
  await page.screenshot({ path: '/tmp/b-shots/open-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await teacher.close();
  await expect(page.getByText('Your teacher is here')).toBeHidden({ timeout: 35_000 });

  // offline
  await page.context().setOffline(true);
  offline = true;
  for (const ws of sockets) await ws.close();
  sockets.clear();
  await text.click();
  await page.keyboard.type(' Offline words.');
  await expect(page.getByTestId('offline-banner')).toHaveText('Saved on this device — will sync', { timeout: 20_000 });
  await page.screenshot({ path: '/tmp/b-shots/offline-1280.png', fullPage: true });
  await page.context().setOffline(false);
  offline = false;
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 20_000 });
  await page.reload();
  await expect(page.getByTestId('room-text')).toContainText('Why still waters? Offline words.');

  // states
  for (const [name, over, session] of [
    ['locked', { right: 'read' }, { state: 'locked', startedAt: null }],
    ['paused', { right: 'read', paused: true }, {}],
    ['countdown', {}, { endsAt: new Date(Date.now() + 45_000).toISOString() }],
    ['closed', { right: 'read' }, { state: 'closed' }],
    ['lectio', {}, { kind: 'lectio', phase: 'lectio', phaseMinutes: 5, phaseEndsAt: new Date(Date.now() + 180_000).toISOString() }],
    ['meditatio', {}, { kind: 'lectio', phase: 'meditatio' }],
    ['oratio', { prayer: 'Lord, lead me.' }, { kind: 'lectio', phase: 'oratio' }],
    ['contemplatio', {}, { kind: 'lectio', phase: 'contemplatio' }],
  ] as const) {
    current = viewOf(roomId, over as Partial<RoomView>, session as Partial<RoomView['session']>);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'The Good Shepherd' })).toBeVisible();
    if (name === 'lectio') {
      await page.getByTestId('passage').getByText(/shepherd/).first().waitFor();
      await page.getByRole('textbox', { name: 'Or type the word' }).fill('still waters');
      await page.getByRole('button', { name: 'Mark this word' }).click();
      await expect(page.getByTestId('struck-words')).toContainText('still waters');
    }
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/b-shots/${name}-1280.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectFitsWidth(page);
    await page.screenshot({ path: `/tmp/b-shots/${name}-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

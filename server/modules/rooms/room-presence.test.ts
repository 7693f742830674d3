import type { HocuspocusProvider } from '@hocuspocus/provider';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { PRESENCE_COLORS } from '../../../common/rooms/presence';
import { ROOMS_API, type RoomView } from '../../../common/schemas/rooms';
import { testDatabases } from '../../../tests/support/databases';
import { send, type Caller } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { connectToRoom, eventually, openRoom, roomProvider } from './room-test-clients';

/** Resolves when the server closes the provider's socket. */
const closedByServer = (provider: HocuspocusProvider) =>
  new Promise<void>((resolve) => provider.on('close', () => resolve()));

/**
 * The document server logs each connection it closes for a refused message (Hocuspocus writes
 * it to the console): the refusal named `reason`, and nothing else went wrong.
 */
function expectRefusalLogged(reason: string) {
  const logged = vi.mocked(console.error).mock.calls.map((args) => args.join(' '));
  expect(logged.length).toBeGreaterThan(0);
  for (const line of logged) expect(line).toContain(reason);
  vi.mocked(console.error).mockClear();
}

/** Issue 18, point 8: presence is first name and last initial, as the server gives it. */
for (const database of testDatabases()) {
  describe(`writing rooms' presence on ${database.name}`, () => {
    let app: FastifyInstance;
    let base: string;
    const providers: HocuspocusProvider[] = [];

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      for (const provider of providers) provider.destroy();
      await app.close();
      await database.dropAll();
    });

    const join = async (caller: Caller, roomId: string) => {
      const connection = await connectToRoom(base, caller, 'student', roomId);
      providers.push(connection.provider);
      return connection;
    };
    /** The presence the room's view gives the caller, as the browser reads it. */
    const presenceOf = async (caller: Caller, roomId: string) =>
      ((await send(app, 'GET', ROOMS_API.room('student', roomId), caller)).json() as RoomView).me
        .presence;
    /** Every `user` the server's copy of the room's awareness holds. */
    const usersOnServer = (roomId: string) =>
      [...(app.rooms.current()?.documents.get(roomId)?.awareness.getStates().values() ?? [])]
        .map((state) => (state as { user?: unknown }).user)
        .filter(Boolean);

    it('relays the presence the server gave: first name, last initial, a student, their colour', async () => {
      const { students, roomId } = await openRoom(app);
      const [ana, ben] = students;
      const presence = await presenceOf(ana, roomId);
      expect(presence).toMatchObject({
        name: expect.stringMatching(/^\S+ [A-Z]\.$/),
        adult: false,
      });
      expect(PRESENCE_COLORS).toContain(presence.color);
      const anaLink = await join(ana, roomId);
      const benLink = await join(ben, roomId);
      anaLink.provider.setAwarenessField('user', presence);
      await eventually(
        () =>
          [...benLink.provider.awareness!.getStates().values()].some(
            (state) => JSON.stringify(state.user) === JSON.stringify(presence),
          ),
        2_000,
      );
      // Ben's browser sends Ana's presence back (every provider relays what it hears): that
      // changes nothing and is no forgery, so his own presence, sent after it, arrives too.
      const benPresence = await presenceOf(ben, roomId);
      benLink.provider.setAwarenessField('user', benPresence);
      await eventually(() => usersOnServer(roomId).length === 2, 2_000);
      expect(usersOnServer(roomId)).toEqual(expect.arrayContaining([presence, benPresence]));
    });

    it('refuses a student who poses as a teacher or takes another name, and closes their connection', async () => {
      const { students, roomId } = await openRoom(app);
      const [ana] = students;
      const own = await presenceOf(ana, roomId);
      for (const forged of [
        { ...own, adult: true },
        { ...own, name: 'Mrs Rivera' },
        { ...own, color: 'red; background: url(https://example.com/x)' },
      ]) {
        const link = await join(ana, roomId);
        const closed = closedByServer(link.provider);
        link.provider.setAwarenessField('user', forged);
        await closed;
        link.provider.destroy();
        expectRefusalLogged('Presence not the caller’s');
        expect(usersOnServer(roomId)).not.toContainEqual(forged);
      }
    });

    it('refuses a connection that speaks for another’s client', async () => {
      const { students, roomId } = await openRoom(app);
      const [ana, ben] = students;
      const benLink = await join(ben, roomId);
      benLink.provider.setAwarenessField('user', await presenceOf(ben, roomId));
      await eventually(() => usersOnServer(roomId).length === 1, 2_000);
      // Ana's browser, tampered to use Ben's client id: its awareness would overwrite his.
      const document = new Y.Doc();
      document.clientID = benLink.document.clientID;
      const tampered = roomProvider(base, ana, 'student', roomId, document);
      providers.push(tampered.provider);
      const closed = closedByServer(tampered.provider);
      // Newer than Ben's own state, so it would replace it.
      const anaPresence = await presenceOf(ana, roomId);
      for (let change = 0; change < 3; change++) {
        tampered.provider.setAwarenessField('user', anaPresence);
      }
      await closed;
      tampered.provider.destroy();
      expectRefusalLogged('Awareness of another person’s client');
      expect(usersOnServer(roomId)).toEqual([await presenceOf(ben, roomId)]);
    });
  });
}

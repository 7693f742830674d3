import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import type { RoomAudience } from '@common/schemas/rooms';
import type { PresenceUser } from './presence';
import { roomCacheName } from './room-cache';
import { roomSocketUrl } from './socket-url';

/** The room's shared document and its connection to the server. */
export interface RoomConnection {
  document: Y.Doc;
  provider: HocuspocusProvider;
}

/** What the connection says now. */
export interface RoomLink {
  /** The socket is open. */
  online: boolean;
  /** It dropped (or never opened) since the page opened, and has not caught up since. */
  lost: boolean;
  /** The server has sent everything it had, since the socket last opened. */
  synced: boolean;
  /** Local changes the server has not yet confirmed. */
  unsynced: number;
  /** The server opened this connection read-only (as of its opening). */
  readOnly: boolean;
  /** The server closed the room's connection while the socket stayed open: no right now. */
  removed: boolean;
}

export interface RoomLinkSnapshot {
  connection: RoomConnection | null;
  link: RoomLink;
}

const START: RoomLinkSnapshot = {
  connection: null,
  link: { online: false, lost: false, synced: false, unsynced: 0, readOnly: false, removed: false },
};

/**
 * One room's Yjs document, kept in this browser (y-indexeddb, under the room and the person)
 * and synced with the server over Hocuspocus (issue 18, points 3 and 11): typed while the
 * connection is down, the words are on the device at once and reach the room when it comes
 * back; Yjs merges them, so nothing is lost or doubled. The cookie authenticates the upgrade
 * and the server decides the right (decision 0025).
 *
 * An external store for useSyncExternalStore: the connection opens with the first subscriber
 * and closes with the last, so a page that leaves (or React's StrictMode) never leaves a
 * socket behind.
 */
export class RoomLinkStore {
  private readonly listeners = new Set<() => void>();
  private snapshot: RoomLinkSnapshot = START;
  private close: (() => void) | null = null;
  private user: PresenceUser | null = null;
  // A reconnect this page asked for is not a lost connection; it connects again once the
  // old socket has closed (the provider ignores a connect while its socket is still open).
  private reconnecting = false;

  constructor(
    private readonly audience: RoomAudience,
    private readonly roomId: string,
    private readonly personKey: string,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    if (!this.close) this.close = this.open();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.close?.();
      this.close = null;
    };
  };

  getSnapshot = () => this.snapshot;

  /** Who this person is to the others (presence): CollaborationCaret's `user` field. */
  share(user: PresenceUser) {
    this.user = user;
    this.snapshot.connection?.provider.setAwarenessField('user', user);
  }

  /** Opens the connection again, so the server decides its right afresh. */
  reconnect = () => {
    const provider = this.snapshot.connection?.provider;
    if (!provider) return;
    this.reconnecting = true;
    provider.disconnect();
  };

  private update(change: Partial<RoomLink>) {
    const link = { ...this.snapshot.link, ...change };
    // Caught up after a drop: everything typed meanwhile has reached the room.
    if (link.lost && link.online && link.synced && link.unsynced === 0) link.lost = false;
    this.snapshot = { ...this.snapshot, link };
    for (const listener of this.listeners) listener();
  }

  private open(): () => void {
    const document = new Y.Doc();
    let local: IndexeddbPersistence | null = null;
    try {
      local = new IndexeddbPersistence(roomCacheName(this.roomId, this.personKey), document);
    } catch {
      // No IndexedDB (switched off): the room still works, only not through a dropped line.
    }
    const provider = new HocuspocusProvider({
      url: roomSocketUrl(this.audience, this.roomId),
      name: this.roomId,
      document,
      // The session cookie of the upgrade is the credential; Hocuspocus still sends a token.
      token: null,
    });
    if (this.user) provider.setAwarenessField('user', this.user);
    provider.on('status', ({ status }: { status: WebSocketStatus }) => {
      this.update({ online: status === WebSocketStatus.Connected });
    });
    provider.on('disconnect', () => {
      if (!this.reconnecting) {
        this.update({ lost: true, synced: false });
        return;
      }
      this.reconnecting = false;
      this.update({ synced: false });
      void provider.connect();
    });
    provider.on('authenticated', ({ scope }: { scope: string }) =>
      this.update({ readOnly: scope === 'readonly', removed: false }),
    );
    provider.on('authenticationFailed', () => this.update({ removed: true }));
    provider.on('synced', () => this.update({ synced: true }));
    provider.on('unsyncedChanges', ({ number }: { number: number }) =>
      this.update({ unsynced: number }),
    );
    provider.on('close', () => {
      // The socket's own close arrives with its status already disconnected; a close while
      // the socket stays open is the server ending this room's connection (its right is gone).
      if (provider.configuration.websocketProvider.status === WebSocketStatus.Connected) {
        this.update({ removed: true, synced: false });
      }
    });
    this.snapshot = { ...START, connection: { document, provider } };
    return () => {
      provider.destroy();
      void local?.destroy();
      document.destroy();
      this.snapshot = START;
    };
  }
}

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { RoomAudience } from '@common/schemas/rooms';
import type { PresenceUser } from '../utils/presence';
import { RoomLinkStore } from '../utils/room-link-store';

export type { RoomConnection, RoomLink } from '../utils/room-link-store';

/**
 * The room's shared document and what its connection says (utils/room-link-store.ts), open
 * while the page is; `user` is shared as presence, also while no editor is shown (the
 * circle's quiet movements).
 */
export function useRoomConnection({
  audience,
  roomId,
  personKey,
  user,
}: {
  audience: RoomAudience;
  roomId: string;
  personKey: string;
  user: PresenceUser;
}) {
  const store = useMemo(
    () => new RoomLinkStore(audience, roomId, personKey),
    [audience, roomId, personKey],
  );
  const { connection, link } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getSnapshot,
  );
  const { name, adult, color } = user;
  useEffect(() => store.share({ name, adult, color }), [store, name, adult, color]);
  return { connection, link, reconnect: store.reconnect };
}

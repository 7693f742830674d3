import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { writes } from '@common/rooms/rights';
import type { RoomAudience, RoomView } from '@common/schemas/rooms';
import { roomKeys } from '../api/keys';
import { conditionOf } from '../utils/room-state';
import type { RoomLink } from './use-room-connection';

/**
 * Keeps the connection's right in step with the room's (decision 0025: the server decides
 * per connection and tells the page through the room's stream):
 * - opened read-only while the room was locked or paused, and the room now gives the pen:
 *   the connection opens again so the server decides afresh, once per change of the room
 *   (never in a loop, whatever the server answers);
 * - closed by the server (moved out, removed): the room is read again, which says why; if it
 *   is still the caller's, the connection opens again.
 */
export function usePenFollowUp({
  audience,
  view,
  version,
  link,
  reconnect,
}: {
  audience: RoomAudience;
  view: RoomView;
  /** When the view was last read (TanStack Query's dataUpdatedAt). */
  version: number;
  link: RoomLink;
  reconnect: () => void;
}) {
  const queryClient = useQueryClient();
  const condition = conditionOf(view);
  const signature = `${view.right}|${condition}|${view.session.phase ?? ''}`;
  const staleReadOnly = link.online && link.readOnly && writes(view.right) && condition === 'open';
  const triedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!staleReadOnly || triedFor.current === signature) return;
    triedFor.current = signature;
    reconnect();
  }, [staleReadOnly, signature, reconnect]);

  const removedAsOf = useRef<number | null>(null);
  useEffect(() => {
    if (!link.removed) {
      removedAsOf.current = null;
      return;
    }
    if (removedAsOf.current === null) {
      removedAsOf.current = version;
      void queryClient.invalidateQueries({ queryKey: roomKeys.room(audience, view.id) });
    } else if (version !== removedAsOf.current) {
      removedAsOf.current = version;
      reconnect();
    }
  }, [link.removed, version, audience, view.id, queryClient, reconnect]);
}

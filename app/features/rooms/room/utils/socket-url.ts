import { ROOMS_API, type RoomAudience } from '@common/schemas/rooms';

/**
 * The room's WebSocket on this site (ws: or wss: as the page): the session cookie goes with
 * the upgrade, which is where the server decides who may connect.
 */
export function roomSocketUrl(audience: RoomAudience, roomId: string): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${ROOMS_API.socket(audience, roomId)}`;
}

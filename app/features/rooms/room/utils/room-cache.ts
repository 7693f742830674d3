/**
 * The name of the browser's copy of a room's document (y-indexeddb), which lets typing
 * survive a dropped connection (issue 18, point 11). Each copy is kept under the room and the
 * signed-in person, so on a shared school computer nobody's page reads back another's copy.
 */
export const roomCacheName = (roomId: string, personKey: string) =>
  `lectio-room:${roomId}:${personKey}`;

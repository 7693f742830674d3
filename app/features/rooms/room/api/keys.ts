import type { RoomAudience } from '@common/schemas/rooms';

/** Query keys of a writing room's page (issue 18). */
export const roomKeys = {
  all: ['rooms'] as const,
  room: (audience: RoomAudience, roomId: string) => ['rooms', audience, 'room', roomId] as const,
};

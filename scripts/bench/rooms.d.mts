// Types for rooms.mjs, so the unit tests (TypeScript) can import it.
export interface Spread {
  samples: number;
  p50: number | null;
  p95: number | null;
  max: number | null;
}
export interface ColdLoad {
  runs: number;
  medianMs: number | null;
  maxMs: number | null;
}
export interface RoomsFigures {
  rooms: number;
  studentsPerRoom: number;
  charsPerSecond: number;
  typingMs: number;
  oneInstance: {
    propagationMs: Spread | undefined;
    lost: number;
    clientLoopBusy: number;
    /** Per server: the share of the typing time its main thread was on a CPU. */
    serverBusy: (number | null)[];
    /** Per server, and for the clients: the share it waited for a CPU while ready to run. */
    serverWaited: (number | null)[];
    clientWaited: number | null;
  };
  twoInstances: {
    crossMs: Spread | undefined;
    sameMs: Spread | undefined;
    lost: number;
    clientLoopBusy: number;
    serverBusy: (number | null)[];
    serverWaited: (number | null)[];
    clientWaited: number | null;
  } | null;
  /** Why the two instances were not measured. */
  skipped: string | null;
  memory: {
    rooms: number;
    connections: number;
    heapPerRoomBytes: number;
    rssPerRoomBytes: number;
    heapBeforeBytes: number;
    rssBeforeBytes: number;
  };
  coldLoad: { updates: number; withState: ColdLoad; logOnly: ColdLoad; empty: ColdLoad };
  machine: { cpus: number; loadAverage: number };
  budgets: { propagationP95Ms: number; crossInstanceP95Ms: number };
}
export interface RoomsLoad {
  rooms: number;
  studentsPerRoom: number;
  charsPerSecond: number;
  typingMs: number;
  warmupMs: number;
  settleMs: number;
  coldLoad: { updates: number; writers: number; runs: number };
}
export const ROOMS_LOAD: RoomsLoad;
export function measureRooms(options?: {
  load?: RoomsLoad;
  onStep?: (text: string) => void;
}): Promise<RoomsFigures>;

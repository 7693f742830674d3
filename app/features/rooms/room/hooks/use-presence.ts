import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useMemo, useSyncExternalStore } from 'react';
import { othersHere, type PresenceUser } from '../utils/presence';

const NOBODY: PresenceUser[] = [];
type Awareness = NonNullable<HocuspocusProvider['awareness']>;

/** A store over the room's awareness: the same list while nobody comes or goes. */
function presenceStore(awareness: Awareness | null, own: PresenceUser) {
  let last = { key: '', others: NOBODY };
  return {
    subscribe: (onChange: () => void) => {
      awareness?.on('change', onChange);
      return () => awareness?.off('change', onChange);
    },
    read: () => {
      if (!awareness) return NOBODY;
      const states = awareness.getStates() as Map<number, Record<string, unknown>>;
      const others = othersHere(states, awareness.clientID, own);
      const key = JSON.stringify(others);
      if (key !== last.key) last = { key, others };
      return last.others;
    },
  };
}

/** Everyone else in the room now, live from its awareness (issue 18, points 4 and 8). */
export function usePresence(provider: HocuspocusProvider | null, own: PresenceUser) {
  const awareness = provider?.awareness ?? null;
  const { name, adult, color } = own;
  const store = useMemo(
    () => presenceStore(awareness, { name, adult, color }),
    [awareness, name, adult, color],
  );
  return useSyncExternalStore(store.subscribe, store.read, () => NOBODY);
}

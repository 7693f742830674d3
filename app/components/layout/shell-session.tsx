import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { AreaName } from '@common/routes';
import { sessionQuery, type SignedInSession } from '~/lib/session';

const AreaSessionContext = createContext<SignedInSession | null>(null);

/** Set by the role areas' layout (routes/area/layout.tsx), which has checked the session. */
export const AreaSessionProvider = AreaSessionContext.Provider;

export interface ShellSession {
  session: SignedInSession;
  area: AreaName;
}

/**
 * Who the frame is drawn for: the role area's checked session, or on the signed-in pages
 * outside the areas (orders, the staff desk, admin) the adult's session, if any. Null while
 * unknown or signed out: the frame then shows only the logo.
 */
export function useShellSession(): ShellSession | null {
  const areaSession = useContext(AreaSessionContext);
  const adult = useQuery({ ...sessionQuery(), enabled: areaSession === null, staleTime: 60_000 });
  const session =
    areaSession ?? (adult.data?.status === 'signed-in' ? (adult.data as SignedInSession) : null);
  return session ? { session, area: session.account.type } : null;
}

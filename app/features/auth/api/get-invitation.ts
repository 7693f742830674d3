import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '~/lib/api';
import { AUTH_API, isInvitation, type Invitation } from '../utils/auth-api';
import { AUTH_KEYS } from './keys';

/** GET /api/auth/invitation?i= : the class a class invitation code opens, or null. */
export const getInvitation = async (code: string): Promise<Invitation | null> => {
  const body = await fetchJson<unknown>(AUTH_API.invitation(code));
  return isInvitation(body) ? body : null;
};

export const invitationQuery = (code: string) =>
  queryOptions({ queryKey: AUTH_KEYS.invitation(code), queryFn: () => getInvitation(code) });

/** Asks only when there is a code. */
export const useInvitation = (code: string) =>
  useQuery({ ...invitationQuery(code), enabled: code !== '' });

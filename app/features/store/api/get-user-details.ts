import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@common/schemas/store';
import { fetchJson } from '~/lib/api';
import { STORE_KEYS } from './keys';
import { STORE_API } from './paths';

/**
 * GET /api/store/user_details: a signed-in buyer's stored address and, for a teacher, their
 * credits; null for a visitor (the server answers nothing).
 */
export const getUserDetails = async (): Promise<UserDetails | null> => {
  const details = await fetchJson<Partial<UserDetails>>(STORE_API.userDetails);
  return typeof details.email === 'string' ? (details as UserDetails) : null;
};

export const userDetailsQuery = () =>
  queryOptions({ queryKey: STORE_KEYS.userDetails(), queryFn: getUserDetails });

export const useUserDetails = () => useQuery(userDetailsQuery());

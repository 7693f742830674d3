import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '~/lib/api';
import {
  AUTH_API,
  asLinkedStudents,
  type LinkedStudent,
  type LinkedStudentsOwner,
} from '../utils/auth-api';
import { AUTH_KEYS } from './keys';

/**
 * GET /api/roster/students or /api/roster/children: the owner's students, in one shape (the
 * two lists of the account area); null for an answer that is not a list.
 */
export const getLinkedStudents = async (
  owner: LinkedStudentsOwner,
): Promise<LinkedStudent[] | null> =>
  asLinkedStudents(
    await fetchJson<unknown>(
      owner === 'teacher' ? AUTH_API.teacherStudents : AUTH_API.parentChildren,
    ),
  );

export const linkedStudentsQuery = (owner: LinkedStudentsOwner) =>
  queryOptions({
    queryKey: AUTH_KEYS.linkedStudents(owner),
    queryFn: () => getLinkedStudents(owner),
  });

export const useLinkedStudents = (owner: LinkedStudentsOwner) =>
  useQuery(linkedStudentsQuery(owner));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_API, type StudentAccount, type UserAccount } from '@common/schemas/account';
import { fetchJson } from '~/lib/api';
import { ACCOUNT_KEYS } from './keys';

/** GET /api/account/user: the teacher's or parent's profile and email preference. */
export const userAccountQuery = () =>
  queryOptions({
    queryKey: ACCOUNT_KEYS.user,
    queryFn: () => fetchJson<UserAccount>(ACCOUNT_API.user),
  });
export const useUserAccount = () => useQuery(userAccountQuery());

/** GET /api/account/student: the student's profile (and preference where allowed). */
export const studentAccountQuery = () =>
  queryOptions({
    queryKey: ACCOUNT_KEYS.student,
    queryFn: () => fetchJson<StudentAccount>(ACCOUNT_API.student),
  });
export const useStudentAccount = () => useQuery(studentAccountQuery());

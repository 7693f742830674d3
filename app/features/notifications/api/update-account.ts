import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_API,
  type StudentAccount,
  type UserAccount,
  type UserAccountChange,
} from '@common/schemas/account';
import type { NotificationEmailPreference } from '@common/notifications/kinds';
import { apiPatch, type ApiResult } from '~/lib/api';
import { ACCOUNT_KEYS } from './keys';

type Answer<T> = T & { errors?: Record<string, string> };

/** PATCH /api/account/user: the adult's name or email preference. */
export const updateUserAccount = (change: UserAccountChange) =>
  apiPatch<Answer<UserAccount>>(ACCOUNT_API.user, change);

export function useUpdateUserAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserAccount,
    onSuccess: (result: ApiResult<Answer<UserAccount>>) => {
      if (result.ok) {
        queryClient.setQueryData(ACCOUNT_KEYS.user, result.body);
        // The name shows in the area's session too.
        void queryClient.invalidateQueries({ queryKey: ['session'] });
      }
    },
  });
}

/** PATCH /api/account/student: the student's email preference (where allowed). */
export const updateStudentAccount = (notificationEmail: NotificationEmailPreference) =>
  apiPatch<Answer<StudentAccount>>(ACCOUNT_API.student, { notificationEmail });

export function useUpdateStudentAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudentAccount,
    onSuccess: (result: ApiResult<Answer<StudentAccount>>) => {
      if (result.ok) queryClient.setQueryData(ACCOUNT_KEYS.student, result.body);
    },
  });
}

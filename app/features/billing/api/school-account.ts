import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingMemberRole } from '@common/billing/plans';
import {
  SCHOOL_BILLING_API,
  schoolBillingPaths,
  type SchoolBillingAnswer,
} from '@common/schemas/billing-school';
import { apiDelete, apiPost, fetchJson, unwrap, type ApiResult } from '~/lib/api';
import { billingKeys } from './keys';

/** GET /api/billing/school: the caller's place in a school's or parish's account. */
export const getSchoolAccount = () => fetchJson<SchoolBillingAnswer>(SCHOOL_BILLING_API.school);

export const useSchoolAccount = () =>
  useQuery({ queryKey: billingKeys.school(), queryFn: getSchoolAccount });

/**
 * The school section's calls. Each answers the section afresh; the whole billing page reads
 * again after, since joining or leaving changes which account the teacher's classes count to.
 */
const calls = {
  setUp: (body: { kind: 'school' | 'parish'; billingEmail: string }) =>
    apiPost<SchoolBillingAnswer>(SCHOOL_BILLING_API.school, body),
  invite: (body: { email: string; role: BillingMemberRole }) =>
    apiPost<SchoolBillingAnswer>(SCHOOL_BILLING_API.invitations, body),
  withdraw: (id: string) => apiDelete<SchoolBillingAnswer>(schoolBillingPaths.invitation(id)),
  accept: (id: string) => apiPost<SchoolBillingAnswer>(schoolBillingPaths.accept(id), {}),
  decline: (id: string) => apiPost<SchoolBillingAnswer>(schoolBillingPaths.decline(id), {}),
  remove: (userId: string) => apiDelete<SchoolBillingAnswer>(schoolBillingPaths.member(userId)),
};

/** One call, unwrapped (a refusal throws ApiError) and followed by a fresh read. */
function useSchoolCall<TInput>(call: (input: TInput) => Promise<ApiResult<SchoolBillingAnswer>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => unwrap(await call(input)),
    onSuccess: (answer) => {
      queryClient.setQueryData(billingKeys.school(), answer);
      return queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  }).mutateAsync;
}

export function useSchoolAccountCalls() {
  return {
    setUp: useSchoolCall(calls.setUp),
    invite: useSchoolCall(calls.invite),
    withdraw: useSchoolCall(calls.withdraw),
    accept: useSchoolCall(calls.accept),
    decline: useSchoolCall(calls.decline),
    remove: useSchoolCall(calls.remove),
  };
}

export type SchoolAccountCalls = ReturnType<typeof useSchoolAccountCalls>;

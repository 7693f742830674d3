import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLISHING_API, type TeacherOrdersAnswer } from '@common/schemas/publishing';
import { fetchJson } from '~/lib/api';
import { classroomKeys } from './keys';

/** Paid orders of the teacher's books, the credit balance and its ledger. */
export const getOrdersAndCredits = () =>
  fetchJson<TeacherOrdersAnswer>(PUBLISHING_API.teacherOrders);

export const ordersAndCreditsQuery = () =>
  queryOptions({ queryKey: classroomKeys.ordersAndCredits, queryFn: getOrdersAndCredits });

export const useOrdersAndCredits = () => useQuery(ordersAndCreditsQuery());

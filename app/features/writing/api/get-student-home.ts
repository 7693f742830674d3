import { queryOptions, useQuery } from '@tanstack/react-query';
import { STUDENT_HOME_API, type StudentHomeAnswer } from '@common/schemas/projects';
import { fetchJson } from '~/lib/api';
import { writingKeys } from './keys';

/** GET /api/projects/student/home: due soon, returned, approved, activities by class. */
export const getStudentHome = () => fetchJson<StudentHomeAnswer>(STUDENT_HOME_API.home);

export const studentHomeQuery = () =>
  queryOptions({ queryKey: writingKeys.studentHome, queryFn: getStudentHome });

export const useStudentHome = () => useQuery(studentHomeQuery());

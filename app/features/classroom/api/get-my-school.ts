import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLASSROOM_API, type MySchoolAnswer } from '@common/schemas/classroom';
import { fetchJson } from '~/lib/api';
import { classroomKeys } from './keys';

/** The teacher's remembered school: a new class is made there unless they pick another. */
export const getMySchool = () => fetchJson<MySchoolAnswer>(CLASSROOM_API.mySchool);

export const mySchoolQuery = () =>
  queryOptions({ queryKey: classroomKeys.mySchool, queryFn: getMySchool });

export const useMySchool = () => useQuery(mySchoolQuery());

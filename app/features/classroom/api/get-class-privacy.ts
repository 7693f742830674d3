import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRIVACY_API, type ClassPrivacyAnswer } from '@common/schemas/privacy';
import { fetchJson } from '~/lib/api';
import { classroomKeys } from './keys';

/** Which of the class's students the teacher may delete, and parents' pending requests. */
export const getClassPrivacy = (classId: string) =>
  fetchJson<ClassPrivacyAnswer>(PRIVACY_API.classPrivacy(classId));

export const classPrivacyQuery = (classId: string) =>
  queryOptions({
    queryKey: classroomKeys.privacy(classId),
    queryFn: () => getClassPrivacy(classId),
  });

/** Asked only when the class has students: an empty class has nothing to ask about. */
export const useClassPrivacy = (classId: string, hasStudents: boolean) =>
  useQuery({ ...classPrivacyQuery(classId), enabled: hasStudents });

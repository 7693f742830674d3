import type { AreaName } from '@common/routes';

/** The signed-in area a path belongs to (/teacher/…, /parent/…, /student/…), or null. */
export function areaOfPath(pathname: string): AreaName | null {
  const segment = pathname.split('/')[1];
  return segment === 'teacher' || segment === 'parent' || segment === 'student' ? segment : null;
}

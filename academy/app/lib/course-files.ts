/**
 * The address of a course's file (a lesson's video, image or attachment), served to the
 * course's members by GET /api/academy/files/courses/:courseId/<key> (with Range for video).
 */
export function courseFileUrl(courseId: string, key: string): string {
  const path = key
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return `/api/academy/files/courses/${encodeURIComponent(courseId)}/${path}`;
}

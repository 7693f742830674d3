/**
 * The address of a course's file (a lesson's video, image or attachment), served to the
 * course's members by GET /api/academy/files/courses/:courseId/:fileKey (with Range for
 * video). The key is one path segment, its slashes encoded (`uploads%2F<id>`): the builder's
 * address, so the lesson page asks for what the route answers.
 */
export { courseFileUrl } from '@common/schemas/academy-builder';

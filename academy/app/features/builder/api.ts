import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  ACADEMY_BUILDER_API as API,
  type BuilderCourse,
  type BuilderLesson,
  type TaughtCoursesAnswer,
} from '@common/schemas/academy-builder';
import { apiDelete, apiPatch, apiPost, fetchJson, statusOf, type ApiResult } from '~/lib/api';
import { withSavedLesson } from './outline-cache';

/** The builder's calls (issue 13, points 4 to 8): queries and the writes that refresh them. */

export const builderKeys = {
  courses: ['academy', 'teach', 'courses'] as const,
  course: (courseId: string) => ['academy', 'teach', 'course', courseId] as const,
  lesson: (lessonId: string) => ['academy', 'teach', 'lesson', lessonId] as const,
};

export const useTaughtCourses = () =>
  useQuery({
    queryKey: builderKeys.courses,
    queryFn: () => fetchJson<TaughtCoursesAnswer>(API.courses),
  });

export const useBuilderCourse = (courseId: string) =>
  useQuery({
    queryKey: builderKeys.course(courseId),
    queryFn: () => fetchJson<BuilderCourse>(API.course(courseId)),
    // A refusal (401, 404) is final; only a failed connection or a server error is retried.
    retry: (count, error) => count < 2 && (statusOf(error) === 0 || statusOf(error) >= 500),
  });

export const useBuilderLesson = (lessonId: string) =>
  useQuery({
    queryKey: builderKeys.lesson(lessonId),
    queryFn: () => fetchJson<BuilderLesson>(API.lesson(lessonId)),
    // The editor owns the lesson while it is open: a refetch must never replace typed text.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    // Closed, it is forgotten at once: opened again, it is read afresh, never the version
    // first loaded (which would show old blocks, and its next save would be refused as stale).
    gcTime: 0,
  });

/**
 * After a lesson's save: the course's outline (cached for the header and the Outline tab)
 * shows the lesson's new title and blocks at once, without reading the course again.
 */
export function useLessonSavedInOutline(courseId: string) {
  const client = useQueryClient();
  return useCallback(
    (saved: BuilderLesson) =>
      client.setQueryData<BuilderCourse>(builderKeys.course(courseId), (course) =>
        course ? withSavedLesson(course, saved) : course,
      ),
    [client, courseId],
  );
}

export type Answer<T> = ApiResult<T & { errors?: Record<string, string> }>;
type Method = 'POST' | 'PATCH' | 'DELETE';

const send = <T>(method: Method, path: string, body?: unknown): Promise<Answer<T>> =>
  method === 'POST'
    ? apiPost(path, body)
    : method === 'PATCH'
      ? apiPatch(path, body)
      : apiDelete(path);

/**
 * A write whose answer is the whole course: the outline and every tab show it at once, and
 * the instructor's course list is refreshed behind.
 */
export function useCourseWrite(courseId: string) {
  const client = useQueryClient();
  return useCallback(
    async (method: Method, path: string, body?: unknown): Promise<Answer<BuilderCourse>> => {
      const answer = await send<BuilderCourse>(method, path, body);
      if (answer.ok) {
        client.setQueryData(builderKeys.course(courseId), answer.body);
        void client.invalidateQueries({ queryKey: builderKeys.courses });
      }
      return answer;
    },
    [client, courseId],
  );
}

/** Any other builder write (create, duplicate, delete, a lesson's save or copy). */
export function useBuilderSend() {
  const client = useQueryClient();
  return useCallback(
    async <T>(method: Method, path: string, body?: unknown): Promise<Answer<T>> => {
      const answer = await send<T>(method, path, body);
      if (answer.ok) void client.invalidateQueries({ queryKey: builderKeys.courses });
      return answer;
    },
    [client],
  );
}

/** The first message of a refused write, or the fallback (network failure, a 5xx). */
export const messageOf = (answer: Answer<unknown>, fallback: string): string =>
  Object.values(answer.body?.errors ?? {})[0] ?? fallback;

/** Reads the course again (after a lesson's save changed what the outline shows). */
export function useRefreshCourse(courseId: string) {
  const client = useQueryClient();
  return useCallback(
    () => client.invalidateQueries({ queryKey: builderKeys.course(courseId) }),
    [client, courseId],
  );
}

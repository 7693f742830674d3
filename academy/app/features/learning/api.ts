import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACADEMY_LEARNING_API as API,
  type CourseHome,
  type LessonAnswer,
  type MyCourses,
  type ProgressAnswer,
  type ProgressBody,
} from '@common/schemas/academy-learning';
import { apiDelete, apiPost, fetchJson, unwrap } from '~/lib/api';

/** The learning pages' calls (issue 13, points 9 and 10) and the queries they refresh. */
export const learningKeys = {
  all: ['academy', 'learn'] as const,
  courses: ['academy', 'learn', 'courses'] as const,
  course: (courseId: string) => ['academy', 'learn', 'course', courseId] as const,
  lesson: (courseId: string, lessonId: string) =>
    ['academy', 'learn', 'lesson', courseId, lessonId] as const,
};

export const useMyCourses = () =>
  useQuery({ queryKey: learningKeys.courses, queryFn: () => fetchJson<MyCourses>(API.courses) });

export const useCourseHome = (courseId: string) =>
  useQuery({
    queryKey: learningKeys.course(courseId),
    queryFn: () => fetchJson<CourseHome>(API.course(courseId)),
    retry: false,
  });

export const useLesson = (courseId: string, lessonId: string) =>
  useQuery({
    queryKey: learningKeys.lesson(courseId, lessonId),
    queryFn: () => fetchJson<LessonAnswer>(API.lesson(courseId, lessonId)),
    retry: false,
  });

/** Mark complete or not complete; the course's pages refresh their progress after. */
export function useSetCompleted(courseId: string, lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (completed: boolean) =>
      unwrap(
        completed
          ? await apiPost<ProgressAnswer>(API.complete(courseId, lessonId))
          : await apiDelete<ProgressAnswer>(API.complete(courseId, lessonId)),
      ),
    onSuccess: (answer) => {
      client.setQueryData<LessonAnswer>(learningKeys.lesson(courseId, lessonId), (lesson) =>
        lesson
          ? { ...lesson, progress: { ...lesson.progress, completed: answer.completed } }
          : lesson,
      );
      void client.invalidateQueries({ queryKey: learningKeys.all, refetchType: 'none' });
    },
  });
}

/**
 * Sends the video's place. `keepalive` lets the last report outlive the page (pause, leave).
 * The answer says whether the lesson is now complete.
 */
export async function reportVideoProgress(
  courseId: string,
  lessonId: string,
  body: ProgressBody,
  { keepalive = false } = {},
): Promise<ProgressAnswer | null> {
  const result = await apiPost<ProgressAnswer>(API.progress(courseId, lessonId), body, {
    keepalive,
  });
  return result.ok ? result.body : null;
}

/**
 * After a video report: the lesson shows how much is watched (and completed, when the report
 * completed it); the course pages refetch once it completed.
 */
export function useProgressReported(courseId: string, lessonId: string) {
  const client = useQueryClient();
  return (answer: ProgressAnswer) => {
    let completedNow = false;
    client.setQueryData<LessonAnswer>(learningKeys.lesson(courseId, lessonId), (lesson) => {
      if (!lesson) return lesson;
      completedNow = answer.completed && !lesson.progress.completed;
      return {
        ...lesson,
        progress: {
          ...lesson.progress,
          completed: lesson.progress.completed || answer.completed,
          videoWatched: Math.max(lesson.progress.videoWatched, answer.videoWatched),
        },
      };
    });
    if (completedNow) {
      void client.invalidateQueries({ queryKey: learningKeys.all, refetchType: 'none' });
    }
  };
}

/** The course's title if a page of it was loaded already (for a closed lesson's breadcrumb). */
export function useKnownCourseTitle(courseId: string): string | undefined {
  const client = useQueryClient();
  return client.getQueryData<CourseHome>(learningKeys.course(courseId))?.course.title;
}

import type { BuilderCourse, LessonSummary } from '@common/schemas/academy-builder';

/**
 * The course as the outline shows it, with one lesson's line brought up to date from its
 * saved version (title, blocks, time): what a lesson's save changes in the outline. The
 * rest (its place, its release rule) is the outline's own and stays. Unchanged when the
 * lesson is not in the course.
 */
export function withSavedLesson(
  course: BuilderCourse,
  saved: Pick<LessonSummary, 'id' | 'title' | 'blockCount' | 'blockTypes' | 'updatedAt'>,
): BuilderCourse {
  if (!course.chapters.some((chapter) => chapter.lessons.some(({ id }) => id === saved.id))) {
    return course;
  }
  return {
    ...course,
    chapters: course.chapters.map((chapter) =>
      chapter.lessons.some(({ id }) => id === saved.id)
        ? {
            ...chapter,
            lessons: chapter.lessons.map((lesson) =>
              lesson.id === saved.id
                ? {
                    ...lesson,
                    title: saved.title,
                    blockCount: saved.blockCount,
                    blockTypes: saved.blockTypes,
                    updatedAt: saved.updatedAt,
                  }
                : lesson,
            ),
          }
        : chapter,
    ),
  };
}

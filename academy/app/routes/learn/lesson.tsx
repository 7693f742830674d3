import { useParams } from 'react-router';
import { LESSON_PAGE } from '@common/copy/academy-learning';
import { academyMeta } from '@academy/features/auth/roles';
import { LessonDiscussion } from '@academy/features/board/LessonDiscussion';
import { LessonPage } from '@academy/features/learning/LessonPage';

export const meta = () => academyMeta(LESSON_PAGE.lessonMetaTitle);

export default function LessonRoute() {
  const { courseId = '', lessonId = '' } = useParams();
  // A new lesson is a new page: its video, timers and focus start afresh.
  return (
    <>
      <LessonPage key={lessonId} courseId={courseId} lessonId={lessonId} />
      <LessonDiscussion key={`${lessonId}-discussion`} courseId={courseId} lessonId={lessonId} />
    </>
  );
}

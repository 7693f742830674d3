import { useParams } from 'react-router';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { Skeleton } from '~/components/ui/Skeleton';
import { useClassStudents } from '../api/get-class-students';
import { BooksSection } from './BooksSection';

/** The class page's Books tab: the class's books, made from its students' writing. */
export function BooksTab() {
  const { classId = '' } = useParams();
  const students = useClassStudents(classId);
  if (students.isPending) return <Skeleton label={CLASSROOM_SCREENS.classPage.loading} />;
  return <BooksSection classId={classId} students={students.data ?? []} />;
}

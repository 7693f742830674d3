import { FEEDBACK_COPY } from '@common/copy/feedback';
import { PATHS } from '@common/routes';
import { ReviewPage } from '~/features/writing/components/ReviewPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: FEEDBACK_COPY.review.title('student work'),
    description: 'Read a student’s work, comment on passages, score it and return or approve it.',
    path: PATHS.teacherArea,
    noindex: true,
  });

export default function ReviewRoute() {
  return <ReviewPage />;
}

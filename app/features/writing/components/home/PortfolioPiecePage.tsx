import { useParams } from 'react-router';
import { PORTFOLIO_COPY as COPY } from '@common/copy/student';
import { WRITING_COPY } from '@common/copy/writing';
import { PATHS, studentWritingPath } from '@common/routes';
import type { StudentProjectAnswer } from '@common/schemas/projects';
import { AppShell } from '~/components/layout/AppShell';
import { RichTextView } from '~/components/rich-text/RichTextView';
import { ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { formatDate } from '~/lib/format-date';
import { useStudentProject } from '../../api/get-student-project';
import styles from './Portfolio.module.css';

/**
 * /student/portfolio/:classId/:activityId: one piece read as a page, not as a form: the
 * activity's heading and passage, each question as a heading with the answer as formatted
 * text, then the teacher's feedback.
 */
export function PortfolioPiecePage() {
  const { classId = '', activityId = '' } = useParams();
  const { data, isError, refetch } = useStudentProject(classId, activityId);
  return (
    <AppShell
      home={{ to: PATHS.studentArea, label: COPY.back }}
      back={{ to: PATHS.studentPortfolio, label: COPY.backToPortfolio }}
      title={data?.activity.title}
    >
      {data ? (
        <Piece data={data} />
      ) : isError ? (
        <LoadFailed message={COPY.pieceFailed} onRetry={() => void refetch()} />
      ) : (
        <Skeleton label={COPY.loading} lines={8} />
      )}
    </AppShell>
  );
}

function Piece({ data }: { data: StudentProjectAnswer }) {
  const { activity, project } = data;
  const editable = project.status === 'active' || project.status === 'returned';
  return (
    <article className={styles.piece}>
      <p className={styles.byline}>
        {activity.passageReference} · {WRITING_COPY.student.status[project.status]}
        {project.updatedAt && ` · ${COPY.written(formatDate(project.updatedAt))}`}
      </p>
      {editable && (
        <ButtonLink
          href={studentWritingPath(data.classId, activity.id)}
          variant="secondary"
          size="sm"
        >
          {COPY.openToEdit}
        </ButtonLink>
      )}
      <blockquote className={styles.passage}>
        {activity.passageText}
        {activity.passageSource && <footer>{activity.passageSource}</footer>}
      </blockquote>
      {activity.questions.map((question) => {
        const answer = project.answers[question.id] ?? '';
        return (
          <section key={question.id} className={styles.answer}>
            <h2 className={styles.prompt}>{question.prompt}</h2>
            {answer.trim() === '' ? (
              <p className={styles.unanswered}>{COPY.unanswered}</p>
            ) : (
              <RichTextView value={answer} className={styles.text} />
            )}
          </section>
        );
      })}
      <section className={styles.feedback}>
        <h2 className={styles.prompt}>{COPY.feedback}</h2>
        {project.score && (
          <p>{WRITING_COPY.student.score(project.score.points, project.score.maxPoints)}</p>
        )}
        {project.comments.length === 0 ? (
          <p className={styles.unanswered}>{COPY.noFeedback}</p>
        ) : (
          <ul className={styles.comments}>
            {project.comments.map((comment) => (
              <li key={comment.id}>
                <p>{comment.body}</p>
                <span className={styles.unanswered}>— {comment.author}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

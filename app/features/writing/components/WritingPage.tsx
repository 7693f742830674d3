import { useEffect, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { WRITING_COPY } from '@common/copy/writing';
import { PROJECT_MESSAGES } from '@common/projects/messages';
import { PATHS } from '@common/routes';
import { Button, ButtonLink } from '~/components/ui/Button';
import { statusOf } from '~/lib/api';
import { useStudentFeedback } from '../api/get-student-feedback';
import { StudentFeedbackPanel, WorkStateBanner } from './StudentFeedbackPanel';
import { useLiveStudent } from '../hooks/use-live-student';
import { useStudentProject } from '../api/get-student-project';
import { Loading, WritingShell } from './WritingShell';
import { WritingEditor } from './WritingEditor';
import styles from './Writing.module.css';

const COPY = WRITING_COPY.student;

/**
 * /student/classes/:classId/activities/:activityId: read, reflect and write, with the
 * teacher's feedback beside the editor, live. `media` is what the route composes in beside the
 * passage (the activity's video, from the media feature); `avatar` is the student's worn
 * avatar for the header (from the avatar feature).
 */
export function WritingPage({ media, avatar }: { media?: ReactNode; avatar?: ReactNode }) {
  const { classId = '', activityId = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, refetch } = useStudentProject(classId, activityId);
  const { data: feedback } = useStudentFeedback(classId, activityId);
  const { connected } = useLiveStudent(classId, activityId);
  // The area's layout checked the session on the way in; one that ended since is sent to
  // sign in again.
  const signedOut = error !== null && statusOf(error) === 401;

  useEffect(() => {
    if (signedOut) void navigate(PATHS.studentSignIn, { replace: true });
  }, [signedOut, navigate]);

  // The teacher returned or approved the work while the page was open: read the work again,
  // so the editor opens (returned) or locks (approved) from what the server now holds.
  const liveStatus = feedback?.status;
  const shownStatus = data?.project.status;
  useEffect(() => {
    if (liveStatus && shownStatus && liveStatus !== shownStatus) void refetch();
  }, [liveStatus, shownStatus, refetch]);

  const editable = data?.project.status === 'active' || data?.project.status === 'returned';
  // With feedback to read, a phone shows it first (beside the editor on wide screens).
  const feedbackFirst =
    feedback !== undefined && (feedback.comments.length > 0 || feedback.status !== 'active');
  const panel = data && feedback && (
    <div className={styles.feedbackColumn}>
      <StudentFeedbackPanel
        classId={classId}
        activityId={activityId}
        questions={data.activity.questions}
        feedback={feedback}
        connected={connected}
      />
    </div>
  );

  return (
    <WritingShell
      home={PATHS.studentArea}
      homeLabel={COPY.back}
      back={{ to: PATHS.studentArea, label: COPY.back }}
      title={data?.activity.title ?? COPY.listTitle}
      // The student's worn avatar in the header (issue 11, point 13), composed in by the route.
      actions={avatar}
    >
      {data ? (
        <>
          {feedback && <WorkStateBanner feedback={feedback} />}
          <div className={styles.withFeedback}>
            {panel && feedbackFirst && panel}
            <div className={styles.editorColumn}>
              <WritingEditor key={editable ? 'open' : 'locked'} data={data} media={media} />
            </div>
            {panel && !feedbackFirst && panel}
          </div>
        </>
      ) : error && statusOf(error) === 404 ? (
        // Not open yet, for other students, or not theirs: the server's one message, and home.
        <div role="alert" className={styles.failed}>
          <p>{PROJECT_MESSAGES.assignmentUnavailable}</p>
          <ButtonLink href={PATHS.studentArea} variant="secondary">
            {COPY.back}
          </ButtonLink>
        </div>
      ) : error && !signedOut ? (
        <div role="alert" className={styles.failed}>
          <p>{COPY.loadFailed}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {COPY.retry}
          </Button>
        </div>
      ) : (
        <Loading label="Loading ..." />
      )}
    </WritingShell>
  );
}

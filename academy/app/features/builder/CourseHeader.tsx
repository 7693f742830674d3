import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { BOARD_COPY } from '@common/academy/board-copy';
import { COURSE_MESSAGES_COPY } from '@common/copy/academy-messages';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { COURSE_HEADER_COPY as COPY } from '@common/copy/academy-builder';
import { ACADEMY_BUILDER_API as API, type BuilderCourse } from '@common/schemas/academy-builder';
import { Button, ButtonLink } from '~/components/ui/Button';
import { messageOf, useCourseWrite } from './api';
import { StatusBadge } from './StatusBadge';
import styles from './CourseHeader.module.css';

/**
 * The builder's head: back to all courses, the title and status, Preview as participant,
 * Publish or Back to draft, and the tabs. The outcome of a status change is announced.
 */
export function CourseHeader({ course }: { course: BuilderCourse }) {
  const write = useCourseWrite(course.id);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{
    text: string;
    error: boolean;
    /** Published: the next step, sharing, is offered with the news. */
    share?: boolean;
  } | null>(null);

  async function changeStatus(status: BuilderCourse['status']) {
    setBusy(true);
    const answer = await write('POST', API.status(course.id), { status });
    setBusy(false);
    setMessage(
      answer.ok
        ? status === 'published'
          ? { text: COPY.published, error: false, share: true }
          : { text: COPY.unpublished, error: false }
        : { text: messageOf(answer, COPY.loadFailed), error: true },
    );
  }

  const tabs = [
    { to: ACADEMY_PATHS.instructorCourse(course.id), label: COPY.outline, end: true },
    { to: ACADEMY_PATHS.instructorCourseDetails(course.id), label: COPY.details, end: false },
    { to: ACADEMY_PATHS.instructorCourseSettings(course.id), label: COPY.settings, end: false },
    { to: ACADEMY_PATHS.instructorCourseSharing(course.id), label: COPY.sharing, end: false },
    {
      to: ACADEMY_PATHS.instructorCourseParticipants(course.id),
      label: COPY.participants,
      end: false,
    },
    { to: ACADEMY_PATHS.reviewQueue(course.id), label: COPY.reflections, end: false },
    // The Discussion Board is one page for both roles, outside the builder (point 14).
    { to: ACADEMY_PATHS.board(course.id), label: BOARD_COPY.navLink, end: false },
    // Course messaging (issue 17, point 1), the same page for both roles.
    { to: ACADEMY_PATHS.messages(course.id), label: COURSE_MESSAGES_COPY.navLabel, end: false },
  ];

  return (
    <div className={styles.header}>
      <Link to={ACADEMY_PATHS.instructorArea} className={styles.back}>
        <span aria-hidden="true">←</span> {COPY.back}
      </Link>
      <div className={styles.row}>
        <div className={styles.titleBlock}>
          <h1 className={styles.title}>{course.title}</h1>
          <StatusBadge status={course.status} />
        </div>
        <div className={styles.actions}>
          <ButtonLink href={ACADEMY_PATHS.learnCourse(course.id)} variant="secondary" size="sm">
            {COPY.preview}
          </ButtonLink>
          {course.status === 'draft' && (
            <Button size="sm" disabled={busy} onClick={() => void changeStatus('published')}>
              {busy ? COPY.working : COPY.publish}
            </Button>
          )}
          {course.status === 'published' && (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => void changeStatus('draft')}
            >
              {busy ? COPY.working : COPY.unpublish}
            </Button>
          )}
        </div>
      </div>
      <p
        className={message?.error ? styles.error : styles.status}
        role={message?.error ? 'alert' : 'status'}
      >
        {message?.text}
        {message?.share && (
          <>
            {' '}
            <Link to={ACADEMY_PATHS.instructorCourseSharing(course.id)} className={styles.next}>
              {COPY.shareNext}
            </Link>
          </>
        )}
      </p>
      <nav aria-label={COPY.tabsLabel} className={styles.tabs}>
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}

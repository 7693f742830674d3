import { Link } from 'react-router';
import { COURSES_AUTH_PATHS } from '@common/config/environment';
import { GET_STARTED_MODAL } from '@common/copy/site';
import { PATHS } from '@common/routes';
import { Modal } from '~/components/ui/Modal';
import { coursesLink } from '~/lib/environment';
import styles from './GetStartedModal.module.css';

interface GetStartedModalProps {
  open: boolean;
  onClose: () => void;
}

/** SPEC §2.3 'Let's get started': Courses go to the courses app, Classrooms stay here. */
export function GetStartedModal({ open, onClose }: GetStartedModalProps) {
  const { courses, classrooms, parents } = GET_STARTED_MODAL;
  return (
    <Modal open={open} onClose={onClose} title={GET_STARTED_MODAL.title}>
      {open && (
        <div className={styles.groups}>
          <section className={styles.group} aria-labelledby="get-started-classrooms">
            <h3 id="get-started-classrooms" className={styles.heading}>
              {classrooms.heading}
            </h3>
            <p className={styles.audience}>({classrooms.audience})</p>
            <div className={styles.choices}>
              <Link className={styles.choice} to={PATHS.teacherSignIn} onClick={onClose}>
                {classrooms.teacher}
              </Link>
              <Link className={styles.choice} to={PATHS.studentSignIn} onClick={onClose}>
                {classrooms.student}
              </Link>
            </div>
          </section>
          <section className={styles.group} aria-labelledby="get-started-courses">
            <h3 id="get-started-courses" className={styles.heading}>
              {courses.heading}
            </h3>
            <p className={styles.audience}>({courses.audience})</p>
            <div className={styles.choices}>
              <a className={styles.choice} href={coursesLink(COURSES_AUTH_PATHS.instructorLogin)}>
                {courses.instructor}
              </a>
              <a className={styles.choice} href={coursesLink(COURSES_AUTH_PATHS.studentLogin)}>
                {courses.student}
              </a>
            </div>
          </section>
          <p className={styles.parents} data-testid="get-started-parents">
            <span className={styles.parentsQuestion}>{parents.question}</span>{' '}
            <Link to={PATHS.parentSignIn} onClick={onClose}>
              {parents.signIn}
            </Link>
            <span aria-hidden="true"> · </span>
            <Link to={PATHS.parentSignUp} onClick={onClose}>
              {parents.signUp}
            </Link>
          </p>
        </div>
      )}
    </Modal>
  );
}

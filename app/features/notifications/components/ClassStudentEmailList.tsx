import { NOTIFICATIONS_COPY as COPY } from '@common/copy/notifications';
import { StudentEmailSetting } from './StudentEmailSetting';
import styles from './Account.module.css';

/**
 * Each class's student email setting on the teacher's account page, until the class's
 * Settings tab holds it (the route passes the teacher's classes).
 */
export function ClassStudentEmailList({ classes }: { classes: { id: string; title: string }[] }) {
  if (classes.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="account-student-email">
      <h2 id="account-student-email" className={styles.sectionTitle}>
        {COPY.studentEmail.legend}
      </h2>
      <p className={styles.hint}>
        {COPY.studentEmail.listIntro} {COPY.studentEmail.hint}
      </p>
      <div className={styles.classSettings}>
        {classes.map((item) => (
          <StudentEmailSetting key={item.id} classId={item.id} className={item.title} />
        ))}
      </div>
    </section>
  );
}

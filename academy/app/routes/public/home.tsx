import { ACADEMY_PATHS } from '@common/academy/routes';
import { ACADEMY_HOME, ACADEMY_NAME, ACADEMY_NAV } from '@common/copy/academy';
import { CourseCatalogue } from '@academy/features/catalogue/CourseCatalogue';
import { academyPageMeta } from '@academy/lib/page-meta';
import { ButtonLink } from '~/components/ui/Button';
import { HeroArt } from '@academy/features/site/HeroArt';
import styles from './home.module.css';

export const meta = () =>
  academyPageMeta({
    title: ACADEMY_NAME,
    description: ACADEMY_HOME.description,
    path: ACADEMY_PATHS.home,
  });

/** The Academy's home (issue 13, point 1): what it is, its open courses, and for instructors. */
export default function AcademyHome() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="academy-title">
        <div className={`container ${styles.heroGrid}`}>
          <div>
            <p className={styles.eyebrow}>{ACADEMY_HOME.eyebrow}</p>
            <h1 id="academy-title" className={styles.title}>
              {ACADEMY_HOME.title}
            </h1>
            <p className={styles.lead}>{ACADEMY_HOME.lead}</p>
            <div className={styles.actions}>
              <ButtonLink href="#courses" size="lg">
                {ACADEMY_HOME.browse}
              </ButtonLink>
              <ButtonLink href={ACADEMY_PATHS.instructorSignUp} size="lg" variant="secondary">
                {ACADEMY_NAV.teach}
              </ButtonLink>
            </div>
          </div>
          <HeroArt />
        </div>
      </section>

      <section id="courses" className={styles.section} aria-labelledby="courses-title">
        <div className="container">
          <h2 id="courses-title" className={styles.heading}>
            {ACADEMY_HOME.coursesHeading}
          </h2>
          <p className={styles.intro}>{ACADEMY_HOME.coursesIntro}</p>
          <CourseCatalogue />
        </div>
      </section>

      <section id="instructors" className={styles.instructors} aria-labelledby="instructors-title">
        <div className="container">
          <h2 id="instructors-title" className={styles.heading}>
            {ACADEMY_HOME.instructorsHeading}
          </h2>
          <p className={styles.intro}>{ACADEMY_HOME.instructorsLead}</p>
          <ul className={styles.points}>
            {ACADEMY_HOME.instructorPoints.map((point) => (
              <li key={point.title}>
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </li>
            ))}
          </ul>
          <ButtonLink href={ACADEMY_PATHS.instructorSignUp}>{ACADEMY_NAV.teach}</ButtonLink>
        </div>
      </section>
    </>
  );
}

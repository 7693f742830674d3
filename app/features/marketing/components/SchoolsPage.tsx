import { PRICING_PLANS, PRODUCT_NAME } from '@common/constants';
import { CONTACT_US } from '@common/copy/site';
import { PATHS } from '@common/routes';
import booksIcon from '~/assets/pages/icon-books.svg';
import classesIcon from '~/assets/pages/icon-classes.svg';
import guidanceIcon from '~/assets/pages/icon-guidance.svg';
import privacyIcon from '~/assets/pages/icon-privacy.svg';
import rubricsIcon from '~/assets/pages/icon-rubrics.svg';
import workbooksIcon from '~/assets/pages/icon-workbooks.svg';
import heroArt from '~/assets/pages/schools-hero.svg';
import { ButtonLink } from '~/components/ui/Button';
import { publicConfig } from '~/lib/public-config';
import { ClosingBand } from './ClosingBand';
import { PageHero } from './PageHero';
import styles from './SchoolsPage.module.css';
import section from './Section.module.css';

const FEATURES = [
  {
    title: 'Classes and access codes',
    text: 'Set up a class in minutes. Every school, district or teacher gets its own access code, so students join the right group and nobody else can.',
    icon: classesIcon,
  },
  {
    title: 'Live teacher guidance',
    text: 'Teachers read along while students write and leave encouragement or a gentle nudge in the moment, not days later.',
    icon: guidanceIcon,
  },
  {
    title: 'Rubrics',
    text: 'Share clear expectations before students begin, and assess reflections consistently across classes and teachers.',
    icon: rubricsIcon,
  },
  {
    title: 'Printed books',
    text: 'Published student writing can be printed on demand as a keepsake book that families order from our Bookstore.',
    icon: booksIcon,
  },
  {
    title: 'Privacy for minors',
    text: 'Only educators and parents can add students, and we keep the personal details we hold to what learning needs.',
    icon: privacyIcon,
  },
  {
    title: PRICING_PLANS.workbooks.name,
    text: 'Our publishing partner’s high school theology workbooks come built in as ready-made reflection activities.',
    icon: workbooksIcon,
  },
] as const;

const STEPS = [
  {
    title: 'Talk with us',
    text: 'Tell us about your school, your grades and how you teach theology today.',
  },
  {
    title: 'Set up your classes',
    text: 'We help your teachers create classes and hand out access codes to students.',
  },
  {
    title: 'Start writing',
    text: 'Students read, reflect and write, and teachers guide them from the first day.',
  },
] as const;

/** SPEC §2.4: the Schools page with its hero, feature cards and 'Contact us' mailto link. */
export function SchoolsPage() {
  const contactHref = `mailto:${publicConfig.SCHOOLS_EMAIL}`;
  return (
    <>
      <PageHero
        eyebrow="For schools"
        title="Scripture reflection and writing for your whole school"
        lead={`${PRODUCT_NAME} gives every theology and religion class one shared place to read, reflect and write, with teachers guiding students in real time and families able to keep what their children write.`}
        art={{ src: heroArt, width: 520, height: 400 }}
      >
        <ButtonLink href={contactHref} size="lg">
          {CONTACT_US}
        </ButtonLink>
        <ButtonLink href={PATHS.pricing} size="lg" variant="secondary">
          See pricing
        </ButtonLink>
      </PageHero>

      <section className={section.section} aria-labelledby="schools-features">
        <div className="container">
          <div className={`${section.header} ${section.centered}`}>
            <p className="eyebrow">What schools get</p>
            <h2 id="schools-features">Everything a theology department needs</h2>
            <p className={section.muted}>
              Built with teachers of Theology and Religion, for students from 4th grade through high
              school.
            </p>
          </div>
          <ul className={`${section.grid} ${section.grid3}`}>
            {FEATURES.map((feature) => (
              <li key={feature.title} className={section.card}>
                <img
                  className={styles.icon}
                  src={feature.icon}
                  width={56}
                  height={56}
                  alt=""
                  loading="lazy"
                />
                <h3>{feature.title}</h3>
                <p className={section.muted}>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${section.section} ${section.tinted}`} aria-labelledby="schools-steps">
        <div className="container">
          <div className={`${section.header} ${section.centered}`}>
            <h2 id="schools-steps">Getting started is simple</h2>
          </div>
          <ol className={`${section.grid} ${section.grid3}`}>
            {STEPS.map((step, index) => (
              <li key={step.title} className={styles.stepItem}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p className={section.muted}>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <ClosingBand
        id="schools-contact"
        title={<>Let’s plan {PRODUCT_NAME} for your school</>}
        text={
          <>
            Write to us at {publicConfig.SCHOOLS_EMAIL} and we will help you choose a plan and set
            up your classes.
          </>
        }
      >
        <ButtonLink href={contactHref} variant="light" size="lg">
          {CONTACT_US}
        </ButtonLink>
      </ClosingBand>
    </>
  );
}

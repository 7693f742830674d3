import { Link } from 'react-router';
import { PRODUCT_NAME } from '@common/constants';
import { PARISH_TOOLS } from '@common/copy/pages';
import { SPEAK_WITH_US } from '@common/copy/site';
import { PATHS } from '@common/routes';
import classroomsArt from '~/assets/pages/parishes-classrooms.svg';
import coursesArt from '~/assets/pages/parishes-courses.svg';
import heroArt from '~/assets/pages/parishes-hero.svg';
import { ButtonLink } from '~/components/ui/Button';
import { publicConfig } from '~/lib/public-config';
import { ClosingBand } from './ClosingBand';
import { PageHero } from './PageHero';
import styles from './ParishesPage.module.css';
import section from './Section.module.css';

const TOOLS = [
  {
    ...PARISH_TOOLS.classrooms,
    to: PATHS.journalsTab,
    art: classroomsArt,
    text: 'A shared writing space for religious education and sacramental preparation. Catechists pose reflection questions, children answer in their own words, and the points they earn dress up their avatars.',
  },
  {
    ...PARISH_TOOLS.courses,
    to: PATHS.academyTab,
    art: coursesArt,
    text: 'Build your own course from lessons and chapters with images, videos and attachments, then share it with a join link. Follow each participant’s reflections, reply with feedback and keep the conversation going on the Discussion Board.',
  },
] as const;

const REASONS = [
  {
    title: 'Private when you need it',
    text: 'Programs can be kept private, so a confirmation group or a Bible study stays among its members.',
  },
  {
    title: 'Guidance, not just grading',
    text: 'Catechists and instructors respond to each reflection, so every participant feels heard.',
  },
  {
    title: 'For every age',
    text: 'From 3rd grade religious education to adult faith formation, your whole parish can learn in one place.',
  },
] as const;

/** SPEC §2.4: the Parishes/Institutions page and its two tool cards. */
export function ParishesPage() {
  return (
    <>
      <PageHero
        eyebrow="For parishes and institutions"
        title="Faith formation that carries on through the week"
        lead={`${PRODUCT_NAME} gives parishes, dioceses and Catholic institutions two ways to help people read Scripture, reflect and write: ${PARISH_TOOLS.classrooms.name} for children and ${PARISH_TOOLS.courses.name} for young adults and adults.`}
        art={{ src: heroArt, width: 520, height: 400 }}
        tone="sand"
      />

      <section className={section.section} aria-labelledby="parishes-tools">
        <div className="container">
          <div className={`${section.header} ${section.centered}`}>
            <p className="eyebrow">Our tools</p>
            <h2 id="parishes-tools">Two tools, one mission</h2>
            <p className={section.muted}>Choose the one that fits the people you serve.</p>
          </div>
          <ul className={`${section.grid} ${styles.tools}`}>
            {TOOLS.map((tool) => (
              <li key={tool.to} className={styles.tool}>
                <img src={tool.art} width={360} height={200} alt="" loading="lazy" />
                <div className={styles.toolBody}>
                  <p className={styles.audience}>{tool.audience}</p>
                  <h3 className={styles.toolName}>
                    <Link to={tool.to} className={styles.toolLink}>
                      {tool.name}
                    </Link>
                  </h3>
                  <p className={section.muted}>{tool.text}</p>
                  <span className={styles.more} aria-hidden="true">
                    Explore {tool.name} →
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${section.section} ${section.tinted}`} aria-labelledby="parishes-why">
        <div className="container">
          <div className={`${section.header} ${section.centered}`}>
            <h2 id="parishes-why">Why parishes choose {PRODUCT_NAME}</h2>
          </div>
          <ul className={`${section.grid} ${section.grid3}`}>
            {REASONS.map((reason) => (
              <li key={reason.title} className={section.card}>
                <h3>{reason.title}</h3>
                <p className={section.muted}>{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ClosingBand
        id="parishes-contact"
        title="Planning for your parish?"
        text="We are glad to talk through your programs and help you get started."
      >
        <ButtonLink href={`mailto:${publicConfig.CONTACT_EMAIL}`} variant="light" size="lg">
          {SPEAK_WITH_US}
        </ButtonLink>
      </ClosingBand>
    </>
  );
}

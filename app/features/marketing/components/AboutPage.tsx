import { ABOUT, PRODUCT_NAME } from '@common/constants';
import { NAV_LABELS } from '@common/copy/site';
import { PATHS } from '@common/routes';
import storyArt from '~/assets/pages/about-story.svg';
import danielPortrait from '~/assets/pages/team-daniel.svg';
import gracePortrait from '~/assets/pages/team-grace.svg';
import mariaPortrait from '~/assets/pages/team-maria.svg';
import thomasPortrait from '~/assets/pages/team-thomas.svg';
import { ButtonLink } from '~/components/ui/Button';
import { InterviewVideo } from './InterviewVideo';
import { ClosingBand } from './ClosingBand';
import { PageHero } from './PageHero';
import styles from './AboutPage.module.css';
import section from './Section.module.css';

const STATS = [
  { value: `${ABOUT.communitySize}+`, label: 'teachers and students' },
  { value: ABOUT.foundedQuarter, label: `${PRODUCT_NAME} was founded` },
  { value: '4th grade to adult', label: 'learners writing with us' },
] as const;

const VALUES = [
  {
    title: 'Read slowly',
    text: 'Our name comes from lectio divina, the old practice of prayerful reading. We start with the text itself and give students time to stay with it.',
  },
  {
    title: 'Reflect honestly',
    text: 'Good questions open a passage up. Teachers choose them, and students answer from their own lives rather than searching for the right answer.',
  },
  {
    title: 'Write it down',
    text: 'Putting faith into words makes it one’s own. Writing that is kept, shared and even printed becomes a record of a young person’s growth.',
  },
] as const;

const TEAM = [
  {
    name: 'Maria Alvarez',
    role: 'Co-founder, Head of Learning',
    bio: 'Taught high school theology for twelve years and still reads every note teachers send us.',
    portrait: mariaPortrait,
  },
  {
    name: 'Daniel Mensah',
    role: 'Co-founder, Head of Product',
    bio: 'Turns what teachers ask for into tools simple enough to use on a busy Monday morning.',
    portrait: danielPortrait,
  },
  {
    name: 'Grace O’Connell',
    role: 'Director of School and Parish Partnerships',
    bio: 'Works alongside schools, parishes and dioceses as they bring Lectio to their communities.',
    portrait: gracePortrait,
  },
  {
    name: 'Thomas Reyes',
    role: 'Lead Engineer',
    bio: 'Keeps Lectio fast, dependable and private for every student who signs in.',
    portrait: thomasPortrait,
  },
] as const;

/** SPEC §1, §2.4: the About page, with our story, the interview video and the team of four. */
export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={`About ${PRODUCT_NAME}`}
        title="Helping young people meet God in the pages of Scripture"
        lead={`${PRODUCT_NAME} is a place to read, reflect and write. Since ${ABOUT.foundedQuarter} we have grown into a community of over ${ABOUT.communitySize} teachers and students in Christian schools, parishes and homes.`}
        art={{ src: storyArt, width: 480, height: 360 }}
        tone="sand"
      />

      <section className={styles.stats} aria-label={`${PRODUCT_NAME} in numbers`}>
        <ul className={`container ${styles.statList}`}>
          {STATS.map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <span className={styles.statValue}>{stat.value}</span>
              <span className={styles.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={section.section} aria-labelledby="about-story">
        <div className={`container ${styles.story}`}>
          <div>
            <p className="eyebrow">Our story</p>
            <h2 id="about-story">It started with a theology class</h2>
            <p>
              Our founders, a religion teacher and a software developer, kept noticing the same
              thing. Students could answer questions about a Bible passage, but they seldom had the
              room to sit with it and say what it meant to them.
            </p>
            <p>
              So we built a quiet place to do exactly that. Students read a passage, reflect on
              questions their teacher chooses and write in their own words, while the teacher reads
              along and guides them as they go. We opened our doors in {ABOUT.foundedQuarter}, and
              word spread from one classroom to the next.
            </p>
            <p>
              Today over {ABOUT.communitySize} teachers and students write with {PRODUCT_NAME}, in
              Catholic and Christian schools, parish programs and family homes. Courses for young
              adults and adults followed, and a student’s published writing can now be printed as a
              book the family keeps.
            </p>
          </div>
          <div className={styles.mission}>
            <p className={styles.missionLabel}>Our mission</p>
            <p className={styles.missionText}>
              To help every learner grow in their relationship with God by reading Scripture slowly,
              reflecting honestly and putting their faith into words.
            </p>
          </div>
        </div>
      </section>

      <section className={`${section.section} ${section.tinted}`} aria-labelledby="about-values">
        <div className="container">
          <div className={`${section.header} ${section.centered}`}>
            <h2 id="about-values">What we believe about learning</h2>
          </div>
          <ul className={`${section.grid} ${section.grid3}`}>
            {VALUES.map((value, index) => (
              <li key={value.title} className={section.card}>
                <span className={styles.step} aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{value.title}</h3>
                <p className={section.muted}>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={section.section} aria-labelledby="about-interview">
        <div className={`container ${styles.interview}`}>
          <div>
            <p className="eyebrow">Interview</p>
            <h2 id="about-interview">Hear it from our founders</h2>
            <p className={section.muted}>
              In a short conversation, Maria and Daniel talk about the first classroom that used{' '}
              {PRODUCT_NAME}, what students taught them along the way, and where we are going next.
            </p>
          </div>
          <InterviewVideo />
        </div>
      </section>

      <section className={`${section.section} ${section.tinted}`} aria-labelledby="about-team">
        <div className="container">
          <div className={`${section.header} ${section.centered}`}>
            <p className="eyebrow">Our team</p>
            <h2 id="about-team">The people behind {PRODUCT_NAME}</h2>
            <p className={section.muted}>
              Teachers, builders and partners who care about students and the Word.
            </p>
          </div>
          <ul className={`${section.grid} ${section.grid4}`} aria-labelledby="about-team">
            {TEAM.map((member) => (
              <li key={member.name} className={`${section.card} ${styles.member}`}>
                <img src={member.portrait} width={120} height={120} alt="" loading="lazy" />
                <h3 className={styles.memberName}>{member.name}</h3>
                <p className={styles.memberRole}>{member.role}</p>
                <p className={section.muted}>{member.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ClosingBand
        id="about-join"
        title={<>Bring {PRODUCT_NAME} to your community</>}
        text="See how we work with schools, parishes and institutions."
      >
        <ButtonLink href={PATHS.schools} variant="light">
          {NAV_LABELS.schools}
        </ButtonLink>
        <ButtonLink href={PATHS.parishes} variant="light">
          {NAV_LABELS.parishes}
        </ButtonLink>
      </ClosingBand>
    </>
  );
}

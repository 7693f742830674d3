import { useId } from 'react';
import {
  COMMUNITY_MEMBERS,
  COMMUNITY_QUOTE,
  COMMUNITY_SECTION,
  type CommunityMemberName,
} from '@common/copy/home-showcase';
import administrators from '~/assets/home/community/administrators.svg';
import ring from '~/assets/home/community/cycle-ring.svg';
import educators from '~/assets/home/community/educators.svg';
import families from '~/assets/home/community/families.svg';
import parishes from '~/assets/home/community/parishes.svg';
import styles from './CommunityCycle.module.css';

const EMBLEMS: Record<CommunityMemberName, string> = {
  Parishes: parishes,
  Families: families,
  Administrators: administrators,
  Educators: educators,
};

/**
 * SPEC §2.3 part 8: Parishes, Families, Administrators and Educators around the quote
 * from Matthew 19:14, read clockwise from the top.
 */
export function CommunityCycle() {
  const headingId = useId();
  return (
    <section id="community" className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <div className={styles.intro}>
          <p className="eyebrow">{COMMUNITY_SECTION.eyebrow}</p>
          <h2 id={headingId}>{COMMUNITY_SECTION.heading}</h2>
          <p className={styles.lead}>{COMMUNITY_SECTION.lead}</p>
        </div>
        <div className={styles.cycle}>
          <div className={styles.centre}>
            <img className={styles.ring} src={ring} alt="" width="400" height="400" />
            <figure className={styles.quote} data-testid="community-quote">
              <blockquote className={styles.verse}>
                <p>{COMMUNITY_QUOTE.text}</p>
              </blockquote>
              <figcaption className={styles.citation}>
                <cite>{COMMUNITY_QUOTE.reference}</cite>
                <span>{COMMUNITY_QUOTE.translation}</span>
              </figcaption>
            </figure>
          </div>
          <ol className={styles.members} aria-label={COMMUNITY_SECTION.cycleLabel}>
            {COMMUNITY_MEMBERS.map((member, index) => (
              <li
                key={member.name}
                className={styles.member}
                data-position={index}
                data-testid="community-member"
              >
                <img src={EMBLEMS[member.name]} alt="" width="56" height="56" />
                <div>
                  <h3 className={styles.name}>{member.name}</h3>
                  <p className={styles.text}>{member.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

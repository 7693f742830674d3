import { Link } from 'react-router';
import { PARTNERSHIP } from '@common/copy/home-intro';
import { PATHS } from '@common/routes';
import art from '~/assets/home/partnership-workbooks.svg';
import styles from './Partnership.module.css';

/** SPEC §1 and §2.3 part 4: the theology workbooks, built in as ready-made reflections. */
export function Partnership() {
  return (
    <section className={styles.section} aria-labelledby="partnership-heading">
      <div className={`container ${styles.inner}`}>
        <img
          src={art}
          alt={PARTNERSHIP.artAlt}
          width={520}
          height={400}
          loading="lazy"
          className={styles.art}
        />
        <div className={styles.copy}>
          <p className="eyebrow">{PARTNERSHIP.eyebrow}</p>
          <h2 id="partnership-heading">{PARTNERSHIP.heading}</h2>
          <p className={styles.body}>{PARTNERSHIP.body}</p>
          <ul className={styles.points}>
            {PARTNERSHIP.points.map((point) => (
              <li key={point}>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <circle cx="12" cy="12" r="11" fill="#1d6b66" />
                  <path
                    d="M7 12.5l3.2 3.2L17 9"
                    fill="none"
                    stroke="#fff"
                    strokeWidth="2.4"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {point}
              </li>
            ))}
          </ul>
          <Link to={PATHS.pricing} className={styles.link}>
            {PARTNERSHIP.link}
            <span aria-hidden="true"> →</span>
          </Link>
        </div>
      </div>
    </section>
  );
}

import { BENEFITS } from '@common/copy/home-intro';
import engaging from '~/assets/home/benefit-engaging.svg';
import flexible from '~/assets/home/benefit-flexible.svg';
import interactive from '~/assets/home/benefit-interactive.svg';
import styles from './Benefits.module.css';

const ICONS: Record<(typeof BENEFITS.cards)[number]['title'], string> = {
  Flexible: flexible,
  Interactive: interactive,
  Engaging: engaging,
};

/** SPEC §2.3 part 5: 'Endless possibilities…' with the Flexible, Interactive, Engaging cards. */
export function Benefits() {
  return (
    <section className={styles.section} aria-labelledby="benefits-heading">
      <div className="container">
        <h2 id="benefits-heading" className={styles.heading}>
          {BENEFITS.heading}
        </h2>
        <ul className={styles.cards}>
          {BENEFITS.cards.map((card) => (
            <li key={card.title} className={styles.card}>
              <img src={ICONS[card.title]} alt="" width={64} height={64} loading="lazy" />
              <h3 className={styles.title}>{card.title}</h3>
              <p className={styles.text}>{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

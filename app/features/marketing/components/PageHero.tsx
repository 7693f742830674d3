import type { ReactNode } from 'react';
import styles from './PageHero.module.css';

interface PageHeroProps {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  /** Our illustration beside the text; without it the hero is a compact, centred band. */
  art?: { src: string; width: number; height: number };
  /** Calls to action under the lead. */
  children?: ReactNode;
  tone?: 'sky' | 'sand';
}

/** The opening band of a marketing page: its one h1, a lead paragraph and our illustration. */
export function PageHero({ eyebrow, title, lead, art, children, tone = 'sky' }: PageHeroProps) {
  return (
    <section className={styles.hero} data-tone={tone} data-compact={!art}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <p className="eyebrow">{eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={`lead ${styles.lead}`}>{lead}</p>
          {children && <div className={styles.actions}>{children}</div>}
        </div>
        {art && (
          <img
            className={styles.art}
            src={art.src}
            width={art.width}
            height={art.height}
            alt=""
            fetchPriority="high"
          />
        )}
      </div>
    </section>
  );
}

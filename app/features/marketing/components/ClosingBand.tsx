import type { ReactNode } from 'react';
import section from './Section.module.css';

interface ClosingBandProps {
  /** Id of the heading, which labels the section. */
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** The band's buttons. */
  children: ReactNode;
}

/** The call to action that closes a marketing page: a heading, a line and its buttons. */
export function ClosingBand({ id, title, text, children }: ClosingBandProps) {
  return (
    <section className={`${section.section} ${section.closing}`} aria-labelledby={id}>
      <div className="container">
        <div className={section.band}>
          <div>
            <h2 id={id}>{title}</h2>
            <p>{text}</p>
          </div>
          <div className={section.bandActions}>{children}</div>
        </div>
      </div>
    </section>
  );
}

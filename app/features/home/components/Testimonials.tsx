import { useId, useState } from 'react';
import { TESTIMONIAL_ITEMS } from '@common/constants';
import {
  LONG_TESTIMONIALS,
  SHORT_TESTIMONIALS,
  TESTIMONIALS_SECTION,
  type LongTestimonial,
} from '@common/copy/home-showcase';
import { wrapIndex } from '../utils/carousel';
import { CarouselArrow } from './CarouselArrow';
import styles from './Testimonials.module.css';

const ITEMS = SHORT_TESTIMONIALS.slice(0, TESTIMONIAL_ITEMS);

/**
 * SPEC §2.3 part 9 and §4 'Testimonial carousel': 3 short quotes whose arrows wrap around
 * and whose dashes jump to a quote, then the 2 long teacher testimonials. Nothing moves on
 * its own, so there is nothing to pause.
 */
export function Testimonials() {
  const [index, setIndex] = useState(0);
  const headingId = useId();
  const slidesId = useId();
  const go = (target: number) => setIndex(wrapIndex(target, ITEMS.length));

  return (
    <section id="testimonials" className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <div className={styles.intro}>
          <p className="eyebrow">{TESTIMONIALS_SECTION.eyebrow}</p>
          <h2 id={headingId}>{TESTIMONIALS_SECTION.heading}</h2>
        </div>

        <section
          className={styles.carousel}
          aria-roledescription="carousel"
          aria-label={TESTIMONIALS_SECTION.carouselLabel}
        >
          <div id={slidesId} className={styles.slides} aria-live="polite">
            {ITEMS.map((item, itemIndex) => (
              <div
                key={item.quote}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${itemIndex + 1} of ${ITEMS.length}`}
                hidden={itemIndex !== index}
                data-testid="testimonial-slide"
              >
                <figure className={styles.figure}>
                  <svg className={styles.mark} viewBox="0 0 48 36" aria-hidden="true">
                    <path d="M0 36V22C0 9 6 2 18 0l2 5c-7 2-10 7-10 13h9v18zm27 0V22C27 9 33 2 45 0l2 5c-7 2-10 7-10 13h9v18z" />
                  </svg>
                  <blockquote className={styles.quote}>
                    <p>{item.quote}</p>
                  </blockquote>
                  <figcaption className={styles.attribution}>
                    <span className={styles.who}>{item.attribution}</span>
                    <span className={styles.detail}>{item.detail}</span>
                  </figcaption>
                </figure>
              </div>
            ))}
          </div>
          <div className={styles.controls}>
            <CarouselArrow
              direction="previous"
              label={TESTIMONIALS_SECTION.previous}
              controls={slidesId}
              onClick={() => go(index - 1)}
            />
            <div className={styles.dashes}>
              {ITEMS.map((item, itemIndex) => (
                <button
                  key={item.quote}
                  type="button"
                  className={styles.dash}
                  aria-label={`Show testimonial ${itemIndex + 1} of ${ITEMS.length}`}
                  aria-controls={slidesId}
                  aria-current={itemIndex === index ? 'true' : undefined}
                  onClick={() => go(itemIndex)}
                />
              ))}
            </div>
            <CarouselArrow
              direction="next"
              label={TESTIMONIALS_SECTION.next}
              controls={slidesId}
              onClick={() => go(index + 1)}
            />
          </div>
        </section>

        <h3 className={styles.longHeading}>{TESTIMONIALS_SECTION.longHeading}</h3>
        <div className={styles.longList}>
          {LONG_TESTIMONIALS.map((item) => (
            <LongQuote key={item.name} item={item} />
          ))}
        </div>
      </div>
    </section>
  );
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function LongQuote({ item }: { item: LongTestimonial }) {
  return (
    <figure className={styles.long} data-testid="long-testimonial">
      <blockquote className={styles.longQuote}>
        {item.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </blockquote>
      <figcaption className={styles.person}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(item.name)}
        </span>
        <span className={styles.personText}>
          <span className={styles.name} data-field="name">
            {item.name}
          </span>
          <span className={styles.place}>
            <span data-field="grade">{item.grade}</span>
            <span aria-hidden="true"> · </span>
            <span data-field="city">{item.city}</span>
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

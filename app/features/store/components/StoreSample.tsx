import { useId } from 'react';
import { STORE_COPY } from '@common/copy/store';
import { STORE_PREVIEW_COPY } from '@common/copy/store-preview';
import { formatUsd, unitPriceCents } from '@common/store/pricing';
import { STORE_SAMPLE } from '@common/store/preview';
import styles from './StoreSample.module.css';

const COPY = STORE_PREVIEW_COPY.sample;
const TYPES = STORE_COPY.type;
const OFFERS = [
  { type: 'standard', name: TYPES.standard, note: TYPES.standardNote },
  { type: 'premium', name: TYPES.premium, note: TYPES.premiumNote },
] as const;

/**
 * What a book looks like before any code (issue 12, point 8): pages of a sample book rendered
 * by the book renderer itself (scripts/render-store-sample.ts), and the prices the checkout
 * charges, from the shared price list.
 */
export function StoreSample() {
  const id = useId();
  return (
    <section className={styles.sample} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {COPY.heading}
      </h2>
      <p className={styles.intro}>{COPY.intro}</p>
      <ul className={styles.pages} aria-label={COPY.heading}>
        {STORE_SAMPLE.pages.map((page, index) => (
          <li key={page} className={styles.pageItem}>
            <img
              className={styles.page}
              src={`${STORE_SAMPLE.folder}/page-${page}.webp`}
              alt={COPY.alts[index]}
              width={STORE_SAMPLE.pageWidth}
              height={STORE_SAMPLE.pageHeight}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
      <h3 className={styles.pricesTitle}>{COPY.pricesHeading}</h3>
      <ul className={styles.offers}>
        {OFFERS.map((offer) => (
          <li key={offer.type} className={styles.offer} data-testid={`price-${offer.type}`}>
            <span className={styles.offerName}>{offer.name}</span>
            <span className={styles.offerPrice}>
              {formatUsd(unitPriceCents(offer.type))}{' '}
              <span className={styles.perCopy}>{COPY.perCopy}</span>
            </span>
            <span className={styles.offerNote}>{offer.note}</span>
          </li>
        ))}
      </ul>
      <p className={styles.shipping}>{COPY.shippingNote}</p>
    </section>
  );
}

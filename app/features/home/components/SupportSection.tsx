import { useId } from 'react';
import { FEATURE_ITEMS, SUPPORT_SECTION } from '@common/copy/home-showcase';
import { PATHS } from '@common/routes';
import { ButtonLink } from '~/components/ui/Button';
import { publicConfig } from '~/lib/public-config';
import { featureIconUrl } from '../utils/showcase-assets';
import styles from './SupportSection.module.css';

const iconOf = (title: string) => {
  const item = FEATURE_ITEMS.find((feature) => feature.title === title);
  return item ? featureIconUrl(item.icon) : undefined;
};
const BOOK_ICON = iconOf('A library of resources');
const HELP_ICON = iconOf('In-app chat');

/**
 * The closing section the mobile menu's Bookstore entry points at (/?id=support): ordering
 * a printed book of a child's writing, and help by email.
 */
export function SupportSection() {
  const headingId = useId();
  const { book, help } = SUPPORT_SECTION;
  return (
    <section id="support" className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <p className="eyebrow">{SUPPORT_SECTION.eyebrow}</p>
        <h2 id={headingId}>{SUPPORT_SECTION.heading}</h2>
        <div className={styles.cards}>
          <article className={styles.card}>
            {BOOK_ICON && <img src={BOOK_ICON} alt="" width="48" height="48" />}
            <h3 className={styles.title}>{book.heading}</h3>
            <p className={styles.text}>{book.text}</p>
            <ButtonLink href={PATHS.store} className={styles.action}>
              {book.action}
            </ButtonLink>
          </article>
          <article className={styles.card}>
            {HELP_ICON && <img src={HELP_ICON} alt="" width="48" height="48" />}
            <h3 className={styles.title}>{help.heading}</h3>
            <p className={styles.text}>{help.text}</p>
            <ButtonLink
              variant="secondary"
              href={`mailto:${publicConfig.CONTACT_EMAIL}`}
              className={styles.action}
            >
              {help.action} {publicConfig.CONTACT_EMAIL}
            </ButtonLink>
          </article>
        </div>
      </div>
    </section>
  );
}

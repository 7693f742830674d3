import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@common/constants';
import { LEGAL_TITLES, type LegalDocumentKey } from '@common/copy/legal';
import { PATHS } from '@common/routes';
import { publicConfig } from '~/lib/public-config';
import { isoDate } from '../utils/format';
import styles from './LegalDocument.module.css';

export interface LegalSection {
  /** Stable anchor: /home/privacy-policy#minors links straight to the section. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  document: LegalDocumentKey;
  effectiveDate: string;
  version?: string;
  /** One or two plain sentences under the title. */
  lead: ReactNode;
  /** "In short": the plain-language points a busy reader needs. */
  summary?: ReactNode;
  sections: readonly LegalSection[];
}

const DOCUMENT_PATHS: Record<LegalDocumentKey, string> = {
  terms: PATHS.terms,
  privacy: PATHS.privacy,
  cookies: PATHS.cookies,
};

const DOCUMENT_ORDER: readonly LegalDocumentKey[] = ['terms', 'privacy', 'cookies'];

/**
 * The shared layout of the Terms of Use, the Privacy and Security Policy and the Cookie
 * Policy: title, effective date (and version), a table of contents linking to numbered
 * sections with stable ids, and links to the other two documents. Text keeps a readable
 * measure; printing drops the navigation and prints the document alone.
 */
export function LegalDocument({
  document,
  effectiveDate,
  version,
  lead,
  summary,
  sections,
}: LegalDocumentProps) {
  const title = LEGAL_TITLES[document];
  const related = DOCUMENT_ORDER.filter((key) => key !== document);

  return (
    <article className={styles.document} data-legal-document={document}>
      <header className={styles.masthead}>
        <div className={`container ${styles.mastheadInner}`}>
          <p className="eyebrow">{PRODUCT_NAME} legal</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.meta}>
            {version ? (
              <>
                <span>Version {version}</span>
                <span className={styles.metaDivider} aria-hidden="true">
                  ·
                </span>
              </>
            ) : null}
            <span>
              Effective <time dateTime={isoDate(effectiveDate)}>{effectiveDate}</time>
            </span>
          </p>
          <div className={styles.lead}>{lead}</div>
        </div>
      </header>

      <div className={`container ${styles.layout}`}>
        <div className={styles.sidebar}>
          <nav id="contents" className={styles.panel} aria-labelledby="contents-heading">
            <h2 id="contents-heading" className={styles.panelHeading}>
              Contents
            </h2>
            <ol className={styles.tocList}>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <nav className={styles.panel} aria-labelledby="related-heading">
            <h2 id="related-heading" className={styles.panelHeading}>
              Related policies
            </h2>
            <ul className={styles.relatedList}>
              {related.map((key) => (
                <li key={key}>
                  <Link to={DOCUMENT_PATHS[key]}>{LEGAL_TITLES[key]}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div className={styles.body}>
          {summary ? (
            <section className={styles.summary} aria-labelledby="in-short">
              <h2 id="in-short" className={styles.summaryHeading}>
                In short
              </h2>
              {summary}
            </section>
          ) : null}

          {sections.map((section, index) => (
            <section key={section.id} className={styles.section}>
              <h2 id={section.id} className={styles.sectionHeading}>
                <span className={styles.number}>{index + 1}.</span> {section.title}
              </h2>
              {section.body}
            </section>
          ))}

          <footer className={styles.end}>
            <p>
              Questions about this document? Write to us at{' '}
              <a href={`mailto:${publicConfig.CONTACT_EMAIL}`}>{publicConfig.CONTACT_EMAIL}</a> and
              a member of our team will answer you personally.
            </p>
            <p className={styles.endLinks}>
              <a href="#contents">Back to contents</a>
              {related.map((key) => (
                <Link key={key} to={DOCUMENT_PATHS[key]}>
                  Read the {LEGAL_TITLES[key]}
                </Link>
              ))}
            </p>
          </footer>
        </div>
      </div>
    </article>
  );
}

import { Link } from 'react-router';
import { certificateDate } from '@common/academy/certificates';
import { CERTIFICATE_PANEL as COPY } from '@common/academy/certificates-messages';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { CERTIFICATES_API } from '@common/schemas/academy-certificates';
import { buttonClassName } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { useMyCertificate } from './api';
import { remainingLines } from './remaining';
import styles from './Certificates.module.css';

/**
 * The participant's certificate on their course home (issue 13, point 12): once complete, the
 * download and the public check; before, what remains by the course's completion rule.
 * Instructors (no progress of their own) and callers the course refuses see nothing here:
 * the course home already says why.
 */
export function CertificatePanel({ courseId }: { courseId: string }) {
  const mine = useMyCertificate(courseId);
  if (mine.isPending) {
    return (
      <div className={styles.panelFrame}>
        <Skeleton label={COPY.loading} lines={2} />
      </div>
    );
  }
  if (mine.isError) {
    const status = statusOf(mine.error);
    if (status === 401 || status === 404) return null;
    return (
      <div className={styles.panelFrame}>
        <LoadFailed message={COPY.loadFailed} onRetry={() => void mine.refetch()} />
      </div>
    );
  }
  const { certificate, progress, completionPercent } = mine.data;
  if (!certificate && !progress) return null;

  return (
    <div className={styles.panelFrame}>
      <section
        className={styles.panel}
        aria-labelledby="certificate-heading"
        data-complete={certificate ? 'true' : 'false'}
        data-testid="certificate-panel"
      >
        {certificate ? (
          <>
            <h2 id="certificate-heading" className={styles.panelTitle}>
              {COPY.completeTitle}
            </h2>
            <p className={styles.panelText}>
              {COPY.completeBody(certificateDate(certificate.issuedAt))}
            </p>
            <p className={styles.code}>
              <span className={styles.codeLabel}>{COPY.codeLabel}</span>{' '}
              <span className={styles.codeValue}>{certificate.code}</span>
            </p>
            <div className={styles.actions}>
              {/* A file, not a page: a plain link the browser downloads. */}
              <a className={buttonClassName({})} href={CERTIFICATES_API.pdf(courseId)} download>
                {COPY.download}
              </a>
              <Link to={ACADEMY_PATHS.verify(certificate.code)} className={styles.verifyLink}>
                {COPY.verifyLink}
              </Link>
            </div>
          </>
        ) : (
          <>
            <h2 id="certificate-heading" className={styles.panelTitle}>
              {COPY.remainingTitle}
            </h2>
            <p className={styles.panelText}>{COPY.remainingIntro(completionPercent)}</p>
            <ul className={styles.remaining}>
              {remainingLines(progress!).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

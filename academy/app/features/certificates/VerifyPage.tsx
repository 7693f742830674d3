import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { certificateDate } from '@common/academy/certificates';
import { CERTIFICATE_MESSAGES, VERIFY_PAGE as COPY } from '@common/academy/certificates-messages';
import { ACADEMY_PATHS } from '@common/academy/routes';
import type { VerifiedCertificate } from '@common/schemas/academy-certificates';
import { Button } from '~/components/ui/Button';
import { InputField } from '~/components/ui/FormField';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { useVerifiedCertificate } from './api';
import styles from './Certificates.module.css';

/**
 * /verify and /verify/:code (issue 13, point 12): anyone, signed in or not, confirms a
 * certificate by the code printed on it, or is told plainly that no certificate has it and
 * may type it again.
 */
export function VerifyPage({ code }: { code: string }) {
  const verified = useVerifiedCertificate(code);
  if (code && verified.isPending) {
    return (
      <div className={styles.verifyPage}>
        <h1 className={styles.title}>{COPY.title}</h1>
        <Skeleton label={COPY.checking} lines={4} />
      </div>
    );
  }
  if (code && verified.isSuccess) {
    return (
      <div className={styles.verifyPage}>
        <Verified certificate={verified.data.certificate} />
        <h2 className={styles.panelTitle}>{COPY.another}</h2>
        <CodeForm key={code} />
      </div>
    );
  }
  const status = verified.isError ? statusOf(verified.error) : null;
  return (
    <div className={styles.verifyPage}>
      <h1 className={styles.title}>{COPY.title}</h1>
      {status === 404 || status === 429 ? (
        <div className={styles.notFound} role="alert">
          <p>
            <strong>
              {status === 404
                ? CERTIFICATE_MESSAGES.codeNotFound
                : CERTIFICATE_MESSAGES.tooManyAttempts}
            </strong>
          </p>
          {status === 404 && <p>{CERTIFICATE_MESSAGES.codeHelp}</p>}
        </div>
      ) : status !== null ? (
        <LoadFailed message={COPY.loadFailed} onRetry={() => void verified.refetch()} />
      ) : (
        <p className={styles.panelText}>{COPY.intro}</p>
      )}
      <CodeForm key={code} initial={code} />
    </div>
  );
}

function Verified({ certificate }: { certificate: VerifiedCertificate }) {
  return (
    <section className={styles.verified} aria-labelledby="verified-heading">
      <h1 id="verified-heading" className={styles.title}>
        {COPY.verified}
      </h1>
      <p className={styles.panelText}>{COPY.verifiedLead}</p>
      <dl className={styles.details}>
        <dt>{COPY.participant}</dt>
        <dd>{certificate.participantName}</dd>
        <dt>{COPY.course}</dt>
        <dd>{certificate.courseTitle}</dd>
        <dt>{COPY.instructor}</dt>
        <dd>{certificate.instructorName}</dd>
        <dt>{COPY.issued}</dt>
        <dd>{certificateDate(certificate.issuedAt)}</dd>
        <dt>{COPY.code}</dt>
        <dd>{certificate.code}</dd>
      </dl>
    </section>
  );
}

function CodeForm({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim();
    if (!code) {
      setError(COPY.codeRequired);
      return;
    }
    setError(null);
    void navigate(ACADEMY_PATHS.verify(code));
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <InputField
        id="certificate-code"
        label={COPY.codeField}
        hint={COPY.codeHint}
        value={typed}
        onChange={setTyped}
        error={error}
      />
      <Button type="submit">{COPY.submit}</Button>
    </form>
  );
}

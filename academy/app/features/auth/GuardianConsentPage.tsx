import { useSearchParams } from 'react-router';
import { ACADEMY_AUTH_MESSAGES, GUARDIAN_CONSENT } from '@common/copy/academy-auth';
import { Button } from '~/components/ui/Button';
import styles from '~/features/auth/components/Form.module.css';
import {
  LoadingMessage,
  StatusScreen,
  statusStyles,
} from '~/features/auth/components/StatusScreen';
import { firstError } from '~/features/auth/utils/auth-api';
import { ApiError } from '~/lib/api';
import { useConsentRequest, useGiveConsent } from './api';
import own from './AcademyAuth.module.css';

/**
 * The page a parent or guardian opens from the consent email (query c): who asks, what
 * consenting means, the Terms of Use and Privacy Policy, and one button. The link works once.
 */
export function GuardianConsentPage() {
  const [search] = useSearchParams();
  const code = search.get('c') ?? '';
  const request = useConsentRequest(code);
  const consent = useGiveConsent();
  const given = consent.data?.ok ? consent.data.body.firstName : undefined;
  const refused = consent.data && !consent.data.ok ? firstError(consent.data.body.errors) : null;
  const deadLink = !code
    ? ACADEMY_AUTH_MESSAGES.consentMissing
    : request.error instanceof ApiError
      ? (request.error.body.errors?.c ?? ACADEMY_AUTH_MESSAGES.consentInvalid)
      : request.isError
        ? ACADEMY_AUTH_MESSAGES.consentInvalid
        : null;

  let content;
  if (given !== undefined) {
    content = (
      <p className={statusStyles.message} role="status">
        {GUARDIAN_CONSENT.done(given)}
      </p>
    );
  } else if (deadLink) {
    content = (
      <p className={statusStyles.error} role="alert">
        {deadLink}
      </p>
    );
  } else if (!request.data) {
    content = <LoadingMessage text={GUARDIAN_CONSENT.loading} />;
  } else {
    const { firstName, email, termsUrl, privacyUrl } = request.data;
    content = (
      <div className={own.area}>
        <p className={statusStyles.intro}>{GUARDIAN_CONSENT.intro(firstName, email)}</p>
        <h2 className={own.subheading}>{GUARDIAN_CONSENT.agreeHeading}</h2>
        <ul className={own.agreements}>
          {GUARDIAN_CONSENT.agreements(firstName).map((agreement) => (
            <li key={agreement}>{agreement}</li>
          ))}
        </ul>
        <p className={statusStyles.intro}>
          {GUARDIAN_CONSENT.readBefore}
          <a href={termsUrl} target="_blank" rel="noreferrer">
            {GUARDIAN_CONSENT.terms}
            <span className="visually-hidden">{GUARDIAN_CONSENT.newTab}</span>
          </a>
          {GUARDIAN_CONSENT.and}
          <a href={privacyUrl} target="_blank" rel="noreferrer">
            {GUARDIAN_CONSENT.privacy}
            <span className="visually-hidden">{GUARDIAN_CONSENT.newTab}</span>
          </a>
          {GUARDIAN_CONSENT.readAfter}
        </p>
        {refused && (
          <p className={styles.alert} role="alert">
            {refused}
          </p>
        )}
        <Button
          type="button"
          size="lg"
          disabled={consent.isPending}
          aria-busy={consent.isPending}
          onClick={() => consent.mutate(code)}
        >
          {GUARDIAN_CONSENT.consent}
        </Button>
        <p className={statusStyles.intro}>{GUARDIAN_CONSENT.decline}</p>
      </div>
    );
  }
  return <StatusScreen title={GUARDIAN_CONSENT.title}>{content}</StatusScreen>;
}

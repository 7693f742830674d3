import { ACCOUNT_PAGE as COPY } from '@common/academy/privacy-messages';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ButtonLink } from '~/components/ui/Button';
import styles from './Account.module.css';

/** After the account is deleted: said plainly, signed out, and a way on. */
export function AccountDeletedPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{COPY.deletedTitle}</h1>
      <p>{COPY.deletedBody}</p>
      <ButtonLink href={ACADEMY_PATHS.home}>{COPY.home}</ButtonLink>
    </div>
  );
}

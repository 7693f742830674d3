import { ADMIN_SCREENS } from '@common/copy/classroom-screens';
import { Button } from '~/components/ui/Button';
import { useVerifySchool } from '../api/verify-school';
import styles from './AdminDesk.module.css';

/**
 * An address not yet checked, checked by the admin (issue 15, point 3): on the schools desk
 * and in the quick search. Nothing once it is checked.
 */
export function CheckAddress({
  school,
}: {
  school: { id: string; name: string; verifiedAt: string | null };
}) {
  const verify = useVerifySchool();
  const answer = verify.data;
  if (school.verifiedAt) return null;
  const refused = answer && !(answer.ok && answer.body.verifiedAt);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={ADMIN_SCREENS.verifyAddress(school.name)}
        disabled={verify.isPending}
        onClick={() => verify.mutate(school.id)}
      >
        {ADMIN_SCREENS.verify}
      </Button>
      {refused && (
        <span role="alert" className={styles.rowError}>
          {Object.values(answer.body.errors ?? {})[0] ?? ADMIN_SCREENS.verifyFailed}
        </span>
      )}
    </>
  );
}

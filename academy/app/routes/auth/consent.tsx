import { GuardianConsentPage } from '../../auth/GuardianConsentPage';
import { academyMeta } from '../../auth/roles';
import { GUARDIAN_CONSENT } from '@common/copy/academy-auth';

export const meta = () => academyMeta(GUARDIAN_CONSENT.title);

export default function GuardianConsentRoute() {
  return <GuardianConsentPage />;
}

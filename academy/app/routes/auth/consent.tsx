import { GuardianConsentPage } from '@academy/features/auth/GuardianConsentPage';
import { academyMeta } from '@academy/features/auth/roles';
import { GUARDIAN_CONSENT } from '@common/copy/academy-auth';

export const meta = () => academyMeta(GUARDIAN_CONSENT.title);

export default function GuardianConsentRoute() {
  return <GuardianConsentPage />;
}

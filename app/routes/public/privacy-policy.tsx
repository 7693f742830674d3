import { LEGAL } from '@common/constants';
import { LEGAL_TITLES } from '@common/copy/legal';
import { PATHS } from '@common/routes';
import { PrivacyPolicy } from '~/features/legal/content/PrivacyPolicy';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: LEGAL_TITLES.privacy,
    description: `How Lectio collects, uses and protects information, above all children's, under version ${LEGAL.privacyVersion} of our policy, effective ${LEGAL.effectiveDate}. We never sell personal information or advertise to students.`,
    path: PATHS.privacy,
  });

export default function PrivacyPolicyRoute() {
  return <PrivacyPolicy />;
}

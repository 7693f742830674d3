import { LEGAL } from '@common/constants';
import { LEGAL_TITLES } from '@common/copy/legal';
import { PATHS } from '@common/routes';
import { TermsOfUse } from '~/features/legal/content/TermsOfUse';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: LEGAL_TITLES.terms,
    description: `The agreement for using Lectio, effective ${LEGAL.effectiveDate}: who may hold an account, how schools and families stay in charge of student writing, payments, printed books and how disagreements are resolved.`,
    path: PATHS.terms,
  });

export default function TermsRoute() {
  return <TermsOfUse />;
}

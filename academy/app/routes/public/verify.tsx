import { useParams } from 'react-router';
import { VERIFY_PAGE } from '@common/academy/certificates-messages';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { VerifyPage } from '@academy/features/certificates/VerifyPage';
import { academyPageMeta } from '@academy/lib/page-meta';

export const meta = () =>
  academyPageMeta({
    title: VERIFY_PAGE.title,
    description: VERIFY_PAGE.intro,
    path: ACADEMY_PATHS.verifyForm,
    // A certificate names a person: its page is for those given the code, not for search.
    noindex: true,
  });

/** /verify and /verify/:code: the public check of a completion certificate. */
export default function VerifyRoute() {
  const { code = '' } = useParams();
  return <VerifyPage code={code.trim()} />;
}

import { FAMILY_DIGEST_COPY } from '@common/copy/family-digest';
import { PATHS } from '@common/routes';
import { DigestUnsubscribePage } from '~/features/family-digest/components/DigestUnsubscribePage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: FAMILY_DIGEST_COPY.unsubscribe.title,
    description: FAMILY_DIGEST_COPY.unsubscribe.intro,
    path: PATHS.familyDigestUnsubscribe,
    noindex: true,
  });

/** /email/family-digest/unsubscribe?t=…: confirms turning off the weekly family digest. */
export default function FamilyDigestUnsubscribeRoute() {
  return <DigestUnsubscribePage />;
}

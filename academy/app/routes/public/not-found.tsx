import { ACADEMY_PATHS } from '@common/academy/routes';
import { ACADEMY_NOT_FOUND } from '@common/copy/academy';
import { NOT_FOUND_DOCUMENT_PATH } from '@common/routes';
import { academyPageMeta } from '@academy/lib/page-meta';
import { ButtonLink } from '~/components/ui/Button';

/** Splat route: prerendered at /404, served with status 404 for unknown Academy paths. */
export const meta = () =>
  academyPageMeta({
    title: ACADEMY_NOT_FOUND.title,
    description: ACADEMY_NOT_FOUND.body,
    path: NOT_FOUND_DOCUMENT_PATH,
    noindex: true,
  });

export default function AcademyNotFound() {
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-8)' }}>
      <h1>{ACADEMY_NOT_FOUND.title}</h1>
      <p>{ACADEMY_NOT_FOUND.body}</p>
      <ButtonLink href={ACADEMY_PATHS.home}>{ACADEMY_NOT_FOUND.home}</ButtonLink>
    </div>
  );
}

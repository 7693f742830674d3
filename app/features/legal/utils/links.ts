import type { PrivacySectionId } from '@common/copy/legal';
import { PATHS } from '@common/routes';

/** A link straight to one anchor section of the Privacy and Security Policy. */
export function privacySectionPath(id: PrivacySectionId): string {
  return `${PATHS.privacy}#${id}`;
}

import { ACADEMY_PATHS } from '@common/academy/routes';
import { COURSE_HOME } from '@common/copy/academy-learning';
import { ButtonLink } from '~/components/ui/Button';
import styles from './Learning.module.css';

/** Staff previewing a course see it as a participant would, with a way back to building it. */
export function PreviewBanner() {
  return (
    <div className={styles.preview} role="note" data-testid="preview-banner">
      <p>
        <strong>{COURSE_HOME.previewBanner}</strong> {COURSE_HOME.previewHint}
      </p>
      <ButtonLink href={ACADEMY_PATHS.instructorArea} variant="secondary" size="sm">
        {COURSE_HOME.backToBuilder}
      </ButtonLink>
    </div>
  );
}

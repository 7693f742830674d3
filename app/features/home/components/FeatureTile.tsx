import type { FeatureItem } from '@common/copy/home-showcase';
import { featureIconUrl } from '../utils/showcase-assets';
import styles from './FeatureTile.module.css';

/** One feature: its icon, swapped for the hover icon (both are files) on hover. */
export function FeatureTile({ item }: { item: FeatureItem }) {
  return (
    <li className={styles.tile} data-testid="feature-tile">
      <span className={styles.icons}>
        <img
          className={styles.icon}
          src={featureIconUrl(item.icon)}
          alt=""
          width="48"
          height="48"
          data-icon="default"
        />
        <img
          className={styles.hoverIcon}
          src={featureIconUrl(item.hoverIcon)}
          alt=""
          aria-hidden="true"
          width="48"
          height="48"
          data-icon="hover"
        />
      </span>
      <h3 className={styles.title}>{item.title}</h3>
      <p className={styles.text}>{item.description}</p>
    </li>
  );
}

import { Link } from 'react-router';
import { PATHS } from '@common/routes';
import { publicConfig } from '~/lib/public-config';
import { ORDERS_COPY as COPY } from '../utils/copy';
import styles from './Orders.module.css';

/**
 * A genuine status link that has ended (revoked by staff, or long after shipping): say so,
 * and the two ways back to the order, My orders for a signed-in buyer or an email to us.
 */
export function LinkEnded({ orderNumber }: { orderNumber: string }) {
  const contact = publicConfig.CONTACT_EMAIL;
  return (
    <section className={styles.card} role="alert" data-testid="order-link-ended">
      <h2 className={styles.cardTitle}>{COPY.linkEnded}</h2>
      <p>{COPY.linkEndedWhy}</p>
      <p>
        {COPY.linkEndedSignedIn} <Link to={PATHS.storeOrders}>{COPY.myOrders}</Link>.
      </p>
      <p>
        {COPY.linkEndedContact(orderNumber)}{' '}
        <a href={`mailto:${contact}?subject=${encodeURIComponent(orderNumber)}`}>{contact}</a>
      </p>
    </section>
  );
}

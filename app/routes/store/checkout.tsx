import { PATHS } from '@common/routes';
import { STORE_COPY } from '@common/copy/store';
import { CheckoutPage } from '~/features/store/components/CheckoutPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: STORE_COPY.checkout.title,
    description: 'Order printed copies of a Lectio class book.',
    path: PATHS.storeCheckout,
    noindex: true,
  });

export default function CheckoutRoute() {
  return <CheckoutPage />;
}

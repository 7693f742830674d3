import { ACCOUNT_PAGE } from '@common/academy/privacy-messages';
import { academyMeta } from '@academy/features/auth/roles';
import { AccountPage } from '@academy/features/account/AccountPage';

export const meta = () => academyMeta(ACCOUNT_PAGE.title);

export default function AccountRoute() {
  return <AccountPage />;
}

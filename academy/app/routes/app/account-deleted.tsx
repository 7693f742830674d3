import { ACCOUNT_PAGE } from '@common/academy/privacy-messages';
import { academyMeta } from '@academy/features/auth/roles';
import { AccountDeletedPage } from '@academy/features/account/AccountDeletedPage';

export const meta = () => academyMeta(ACCOUNT_PAGE.deletedTitle);

export default function AccountDeletedRoute() {
  return <AccountDeletedPage />;
}

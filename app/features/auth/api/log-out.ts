import { apiPost } from '~/lib/api';
import { singleFlight } from '~/lib/single-flight';
import { AUTH_API, type LogoutResponse } from '../utils/auth-api';
import { changesAccount } from '../utils/changes-account';

/**
 * POST /api/auth/logout: ends the adult's session, or after "Log in as" restores the one it
 * replaced (`restored`). A call made twice at once (StrictMode, a remount) shares one request
 * rather than end the restored session too.
 */
export const logOut = () =>
  singleFlight('logout', () => changesAccount(apiPost<LogoutResponse>(AUTH_API.logout, {})));

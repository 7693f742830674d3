import { apiPost } from '~/lib/api';
import { AUTH_API, type LogoutResponse } from '../utils/auth-api';
import { changesAccount } from '../utils/changes-account';

/** POST /api/auth/logout?student=true: ends the student session (`st`). */
export const logOutStudent = () =>
  changesAccount(apiPost<LogoutResponse>(AUTH_API.studentLogout, {}));

import type { ApiResult } from '~/lib/api';
import { forgetAccountData } from '~/lib/session';

/**
 * The answer of a call that signs someone in or out: once it succeeds, nothing cached for the
 * account before it is shown again (forgetAccountData).
 */
export async function changesAccount<TBody>(
  call: Promise<ApiResult<TBody>>,
): Promise<ApiResult<TBody>> {
  const result = await call;
  if (result.ok) forgetAccountData();
  return result;
}

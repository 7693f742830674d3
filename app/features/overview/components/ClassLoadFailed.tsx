import { CLASSROOM_MESSAGES } from '@common/classroom/messages';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { statusOf } from '~/lib/api';

/**
 * A class tab's failed load: a class that is not the teacher's (or no longer exists) says so,
 * with nothing to retry; anything else says what failed and offers Try again.
 */
export function ClassLoadFailed({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
}) {
  if (statusOf(error) === 404) return <LoadFailed message={CLASSROOM_MESSAGES.classNotFound} />;
  return <LoadFailed message={message} onRetry={onRetry} />;
}

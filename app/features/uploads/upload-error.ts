import type { DetailedError } from 'tus-js-client';
import { UPLOAD_MESSAGES } from '@common/uploads/messages';

/** Statuses after which trying again cannot help (a refusal, not a dropped connection). */
export function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 409 && status !== 423 && status !== 429;
}

/** The HTTP status behind a tus-js-client error, or 0 when no answer came (network). */
export function statusOfError(error: Error | DetailedError): number {
  return 'originalResponse' in error && error.originalResponse
    ? error.originalResponse.getStatus()
    : 0;
}

/**
 * The sentence to show for a failed upload: the server's own message when it sent one
 * (`{ errors: { file | kind | session: … } }`), else a general one.
 */
export function messageOfError(error: Error | DetailedError): string {
  const body =
    'originalResponse' in error && error.originalResponse ? error.originalResponse.getBody() : '';
  try {
    const parsed = JSON.parse(body) as { errors?: Record<string, string> };
    const message = Object.values(parsed.errors ?? {})[0];
    if (message) return message;
  } catch {
    // Not JSON: tus's own plain-text answers are not for people.
  }
  return UPLOAD_MESSAGES.failed;
}

import { CERTIFICATE_PANEL as COPY } from '@common/academy/certificates-messages';
import type { CompletionState } from '@common/academy/completion';

/** What stands between the participant and their certificate, one line each, from the rule. */
export function remainingLines(progress: CompletionState): string[] {
  if (progress.totalLessons === 0) return [COPY.noLessons];
  return [
    progress.lessonsToComplete > 0 ? COPY.lessonsLeft(progress.lessonsToComplete) : null,
    progress.reflectionsWaiting > 0 ? COPY.reflectionsWaiting(progress.reflectionsWaiting) : null,
    progress.reflectionsReturned > 0
      ? COPY.reflectionsReturned(progress.reflectionsReturned)
      : null,
  ].filter((line): line is string => line !== null);
}

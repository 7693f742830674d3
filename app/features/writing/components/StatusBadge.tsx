import { FEEDBACK_COPY } from '@common/copy/feedback';
import type { ProjectStatus } from '@common/schemas/projects';

/** A work's state in words: active work that was handed in reads "Handed in". */
export function statusLabel(status: ProjectStatus | 'not_started', handedIn: boolean): string {
  if (status === 'active' && handedIn) return FEEDBACK_COPY.status.handedIn;
  return FEEDBACK_COPY.status[status];
}

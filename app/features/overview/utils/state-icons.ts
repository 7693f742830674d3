import type { ProgressState } from '@common/classroom/progress';

/** A shape per state, shown beside its words so colour is never the only signal. */
export const STATE_ICONS: Record<ProgressState, string> = {
  not_started: '○',
  writing: '✎',
  handed_in: '●',
  returned: '↩',
  approved: '✓',
  archived: '▣',
};

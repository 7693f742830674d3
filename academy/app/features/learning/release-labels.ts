import { COURSE_HOME } from '@common/copy/academy-learning';
import type { OutlineLesson, ReleaseRuleView } from '@common/schemas/academy-learning';

/** "Opens 3 December 2026" or "Opens after you finish “Welcome”": why an item is closed. */
export function lockedLabel(
  state: OutlineLesson['state'],
  previousTitle: string | undefined,
): string {
  if (state.opensAt) return COURSE_HOME.opensOn(state.opensAt);
  return previousTitle ? COURSE_HOME.opensAfter(previousTitle) : COURSE_HOME.opensAfterPrevious;
}

/** The rule as the instructor set it, for staff previewing ("Opens 7 days after joining"). */
export function ruleLabel(rule: ReleaseRuleView): string | null {
  const { rule: words } = COURSE_HOME;
  const timed =
    rule.mode === 'date' && rule.date
      ? words.date(rule.date)
      : rule.mode === 'afterJoin' && rule.days !== null
        ? words.afterJoin(rule.days)
        : null;
  if (!rule.requiresPrevious) return timed;
  return timed ? `${timed}, ${words.requiresPrevious}` : COURSE_HOME.opensAfterPrevious;
}

import { BUILDER_MESSAGES as M } from '../../../common/academy/builder-messages';
import type { ReleaseMode } from '../../../common/academy/courses';
import type { ChapterPatch } from '../../../common/schemas/academy-builder';
import { AppError } from '../../errors';

type ReleaseInput = Pick<
  ChapterPatch,
  'releaseMode' | 'releaseDate' | 'releaseDays' | 'requiresPrevious'
>;

interface StoredRelease {
  release_mode: ReleaseMode;
  release_date: string | null;
  release_days: number | null;
}

/**
 * The release columns a change sets (issue 13, point 7), checked against the rule that
 * results: a date for 'date', days for 'afterJoin'; the other mode's value is cleared so a
 * stored rule never holds a stale date or count.
 */
export function releaseColumns(current: StoredRelease, input: ReleaseInput) {
  const touched =
    input.releaseMode !== undefined ||
    input.releaseDate !== undefined ||
    input.releaseDays !== undefined;
  const requires =
    input.requiresPrevious === undefined
      ? {}
      : { requires_previous: input.requiresPrevious ? 1 : 0 };
  if (!touched) return requires;
  const mode = input.releaseMode ?? current.release_mode;
  const date = input.releaseDate === undefined ? current.release_date : input.releaseDate;
  const days = input.releaseDays === undefined ? current.release_days : input.releaseDays;
  if (mode === 'date' && !date) {
    throw new AppError('BAD_REQUEST', { releaseDate: M.releaseDateRequired });
  }
  if (mode === 'afterJoin' && !days) {
    throw new AppError('BAD_REQUEST', { releaseDays: M.releaseDaysInvalid });
  }
  return {
    ...requires,
    release_mode: mode,
    release_date: mode === 'date' ? date : null,
    release_days: mode === 'afterJoin' ? days : null,
  };
}

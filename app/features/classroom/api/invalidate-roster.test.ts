import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateRoster } from './invalidate-roster';
import { classroomKeys } from './keys';

/** Whether the cached entry under `key` was marked out of date. */
const invalidated = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('invalidateRoster', () => {
  it('marks what the students of a class show, and nothing else', async () => {
    const queryClient = new QueryClient();
    const work = [...classroomKeys.classWork('c1'), 'a1', 'projects'];
    const changed = [
      classroomKeys.classes,
      classroomKeys.class('c1'),
      classroomKeys.students('c1'),
      classroomKeys.privacy('c1'),
      work,
    ];
    const untouched = [
      classroomKeys.books('c1'),
      classroomKeys.coTeachers('c1'),
      classroomKeys.students('c2'),
      classroomKeys.activities,
    ];
    for (const key of [...changed, ...untouched]) queryClient.setQueryData(key, []);
    await invalidateRoster(queryClient, 'c1');
    expect(changed.map((key) => invalidated(queryClient, key))).toEqual(changed.map(() => true));
    expect(untouched.map((key) => invalidated(queryClient, key))).toEqual(
      untouched.map(() => false),
    );
  });
});

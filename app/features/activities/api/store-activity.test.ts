import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Activity } from '@common/schemas/activities';
import { activitiesKeys } from './keys';
import { storeActivity } from './store-activity';

describe('storeActivity', () => {
  it('keeps the confirmed activity for its editor and marks only the list out of date', async () => {
    const queryClient = new QueryClient();
    for (const key of [activitiesKeys.list, activitiesKeys.library, activitiesKeys.classes]) {
      queryClient.setQueryData(key, []);
    }
    const activity = { id: 'a1', title: 'Psalm 23' } as Activity;
    await storeActivity(queryClient, activity);
    expect(queryClient.getQueryData(activitiesKeys.detail('a1'))).toBe(activity);
    expect(queryClient.getQueryState(activitiesKeys.list)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(activitiesKeys.library)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(activitiesKeys.classes)?.isInvalidated).toBe(false);
  });
});

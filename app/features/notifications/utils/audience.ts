import type { AreaName } from '@common/routes';
import type { NotificationAudience } from '@common/schemas/notifications';

/** Teachers and parents read their notifications as users; students as students. */
export const audienceOf = (area: AreaName): NotificationAudience =>
  area === 'student' ? 'student' : 'user';

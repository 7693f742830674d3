import type { AreaName } from '@common/routes';
import type { ChatAudience } from '@common/schemas/chat';

/** Teachers and parents call chat as users (cookie t); students as students (cookie st). */
export const chatAudienceOf = (area: AreaName): ChatAudience =>
  area === 'student' ? 'student' : 'user';

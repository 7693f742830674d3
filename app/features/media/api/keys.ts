/** Query keys of the video calls; each spells the API path it reads (common/schemas/media). */
export const mediaKeys = {
  /** GET /api/media: the caller's videos. */
  list: ['media'] as const,
  /** GET /api/activities/:id/video: the video an activity shows. */
  activityVideo: (activityId: string) => ['activities', activityId, 'video'] as const,
};

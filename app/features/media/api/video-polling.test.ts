import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { VideoAnswer, VideoState } from '@common/schemas/media';
import { activityVideoQuery } from './get-activity-video';
import { pollWhileProcessing, VIDEO_POLL_MS } from './video-polling';

const video = (status: VideoState): VideoAnswer => ({
  uploadId: 'v1',
  fileName: 'lesson.mov',
  status,
  failureReason: status === 'failed' ? 'Unreadable' : null,
  durationMs: null,
  videoUrl: null,
  videoType: null,
  posterUrl: null,
  hlsUrl: null,
  updatedAt: '2030-01-01T00:00:00.000Z',
});

describe('polling a video while it is on its way', () => {
  it('asks again while uploading or processing, and stops once ready, failed or gone', () => {
    expect(pollWhileProcessing(video('uploading'))).toBe(VIDEO_POLL_MS);
    expect(pollWhileProcessing(video('processing'))).toBe(VIDEO_POLL_MS);
    expect(pollWhileProcessing(video('ready'))).toBe(false);
    expect(pollWhileProcessing(video('failed'))).toBe(false);
    expect(pollWhileProcessing(null)).toBe(false);
    expect(pollWhileProcessing(undefined)).toBe(false);
  });

  it("follows the activity video query's cached answer", () => {
    const client = new QueryClient();
    const options = activityVideoQuery('a1');
    client.setQueryData(options.queryKey, { video: video('processing') });
    const query = client.getQueryCache().find({ queryKey: options.queryKey })!;
    const interval = options.refetchInterval as (query: unknown) => number | false;
    expect(interval(query)).toBe(VIDEO_POLL_MS);
    client.setQueryData(options.queryKey, { video: video('ready') });
    expect(interval(query)).toBe(false);
  });
});

import { useActivityVideo } from '../api/get-activity-video';
import { VideoPlayer } from './VideoPlayer';

/**
 * The activity's video as its readers see it: nothing until it is ready (the server shows a
 * reader only a ready video), then the player.
 */
export function ActivityVideo({ activityId }: { activityId: string }) {
  const { data } = useActivityVideo(activityId);
  const video = data?.video;
  if (!video || video.status !== 'ready') return null;
  return <VideoPlayer video={video} />;
}

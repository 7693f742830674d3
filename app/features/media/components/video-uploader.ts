import { createContext, useContext, type ReactNode } from 'react';

/** What the video section needs of a file field that uploads a video. */
export interface VideoUploaderProps {
  id: string;
  label: string;
  /** The id of the hint under the field (the formats and the size limit). */
  describedBy?: string;
  /** The upload once all its bytes are in and checked: the video worker takes it from there. */
  onUploaded: (upload: { id: string }) => void;
}

/**
 * The video field's uploader, given by the route (app/routes/activities), which composes the
 * uploads feature in: features do not import each other.
 */
export const VideoUploaderContext = createContext<
  ((props: VideoUploaderProps) => ReactNode) | null
>(null);

/** Renders the uploader the route gave. */
export function useVideoUploader(): (props: VideoUploaderProps) => ReactNode {
  const render = useContext(VideoUploaderContext);
  if (!render) throw new Error('The video section needs a VideoUploaderContext provider');
  return render;
}

import type { ReactNode } from 'react';
import {
  VideoUploaderContext,
  type VideoUploaderProps,
} from '~/features/media/components/video-uploader';
import { ResumableFileInput } from '~/features/uploads/ResumableFileInput';

/** The activity editor's video section uploads with the uploads feature (tus, kind video). */
const renderVideoInput = (props: VideoUploaderProps) => (
  <ResumableFileInput kind="video" {...props} />
);

export function WithVideoUploads({ children }: { children: ReactNode }) {
  return <VideoUploaderContext value={renderVideoInput}>{children}</VideoUploaderContext>;
}

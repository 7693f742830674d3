import type { ReactNode } from 'react';
import {
  ImageUploaderContext,
  type ImageUploaderProps,
} from '~/features/activities/components/image-uploader';
import { ResumableFileInput } from '~/features/uploads/ResumableFileInput';

/** The activity editor's image field uploads with the uploads feature (tus, kind image). */
const renderImageInput = (props: ImageUploaderProps) => (
  <ResumableFileInput kind="image" {...props} />
);

export function WithImageUploads({ children }: { children: ReactNode }) {
  return <ImageUploaderContext value={renderImageInput}>{children}</ImageUploaderContext>;
}

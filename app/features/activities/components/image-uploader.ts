import { createContext, useContext, type ReactNode } from 'react';

/** What the activity editor needs of a file field that uploads an image. */
export interface ImageUploaderProps {
  id: string;
  label: string;
  describedBy?: string;
  /** The checked upload once it is done: its id and where its owner sees it. */
  onUploaded: (upload: { id: string; fileUrl: string | null }) => void;
  onBusyChange: (busy: boolean) => void;
}

/**
 * The image field's uploader, given by the route (app/routes/activities), which composes the
 * uploads feature in: features do not import each other.
 */
export const ImageUploaderContext = createContext<
  ((props: ImageUploaderProps) => ReactNode) | null
>(null);

/** Renders the uploader the route gave. */
export function useImageUploader(): (props: ImageUploaderProps) => ReactNode {
  const render = useContext(ImageUploaderContext);
  if (!render) throw new Error('The activity editor needs an ImageUploaderContext provider');
  return render;
}

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  type ComponentType,
} from 'react';
import type { UploadKind } from '@common/uploads/kinds';
import type { UploadStatusAnswer } from '@common/schemas/uploads';

/**
 * The design system's editors the builder uses, handed in by the route modules (features do
 * not import each other): the Journals rich text editor and the resumable file input.
 */
export interface RichTextProps {
  id: string;
  labelId: string;
  /** Names the toolbar ("Text formatting"). */
  prompt: string;
  value: string;
  readOnly: boolean;
  onChange: (html: string) => void;
}

export interface FileInputProps {
  id: string;
  label: string;
  kind: UploadKind;
  onUploaded: (upload: UploadStatusAnswer) => void;
  onBusyChange?: (busy: boolean) => void;
}

export interface BuilderKit {
  RichText: ComponentType<RichTextProps>;
  FileInput: ComponentType<FileInputProps>;
}

const BuilderKitContext = createContext<BuilderKit | null>(null);
export const BuilderKitProvider = BuilderKitContext.Provider;

export function useBuilderKit(): BuilderKit {
  const kit = useContext(BuilderKitContext);
  if (!kit) throw new Error('The builder’s pages need a BuilderKitProvider');
  return kit;
}

/**
 * The kit's file input with a steady `onUploaded`: the input calls it from an effect that
 * runs again whenever the handler changes, so a handler made afresh on each render would
 * apply the same upload over and over.
 */
export function FileField(props: FileInputProps) {
  const { FileInput } = useBuilderKit();
  const latest = useRef(props.onUploaded);
  useEffect(() => {
    latest.current = props.onUploaded;
  });
  const onUploaded = useCallback((upload: Parameters<FileInputProps['onUploaded']>[0]) => {
    latest.current(upload);
  }, []);
  return <FileInput {...props} onUploaded={onUploaded} />;
}

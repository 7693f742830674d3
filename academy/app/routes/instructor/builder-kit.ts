import { ResumableFileInput } from '~/features/uploads/ResumableFileInput';
import { RichAnswerEditor } from '~/features/writing/components/RichAnswerEditor';
import type { BuilderKit } from '@academy/features/builder/builder-kit';

/** The Journals editor and uploader, composed here for the builder's pages. */
export const builderKit: BuilderKit = {
  RichText: RichAnswerEditor,
  FileInput: ResumableFileInput,
};

import { accountSection } from './account';
import { boardSection } from './board';
import { certificatesSection } from './certificates';
import { membershipsSection } from './memberships';
import { messagesSection } from './messages';
import { progressSection } from './progress';
import { reflectionsSection } from './reflections';
import type { ExportSectionProvider } from './section';

/**
 * The Academy export's sections, in the order of the JSON and the PDF. An area that stores a
 * person's data adds its provider here.
 */
export const EXPORT_SECTIONS: readonly ExportSectionProvider[] = [
  accountSection,
  membershipsSection,
  progressSection,
  reflectionsSection,
  boardSection,
  messagesSection,
  certificatesSection,
];

import { WORKBOOK_COPY } from '@common/copy/workbooks';
import { WORKBOOKS_PATH } from '@common/routes';
import { PageHero } from '~/features/marketing/components/PageHero';
import { WorkbookCatalogue } from '~/features/workbooks/components/WorkbookCatalogue';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: WORKBOOK_COPY.catalogueTitle,
    description: WORKBOOK_COPY.catalogueIntro,
    path: WORKBOOKS_PATH,
  });

/** The public workbook catalogue (issue 16, point 11), prerendered. */
export default function WorkbooksRoute() {
  return (
    <>
      <PageHero
        eyebrow="Lectio"
        title={WORKBOOK_COPY.catalogueTitle}
        lead={WORKBOOK_COPY.catalogueIntro}
      />
      <WorkbookCatalogue />
    </>
  );
}

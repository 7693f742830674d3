import { Link } from 'react-router';
import { WORKBOOK_COPY } from '@common/copy/workbooks';
import { WORKBOOKS_PATH, workbookPath } from '@common/routes';
import { findWorkbook } from '@common/workbooks';
import { PageHero } from '~/features/marketing/components/PageHero';
import { WorkbookDetail } from '~/features/workbooks/components/WorkbookCatalogue';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/workbook';

export const meta = ({ params }: Route.MetaArgs) => {
  const workbook = findWorkbook(params.workbookId);
  return pageMeta({
    title: workbook ? workbook.title : WORKBOOK_COPY.notFound,
    description: workbook
      ? `${workbook.label}: ${workbook.status === 'complete' ? WORKBOOK_COPY.reflections(workbook.activities.length) : WORKBOOK_COPY.comingSoon}`
      : WORKBOOK_COPY.notFound,
    path: workbook ? workbookPath(workbook.id) : WORKBOOKS_PATH,
    noindex: !workbook,
  });
};

/** One workbook of the catalogue: its units and each reflection's preview (prerendered). */
export default function WorkbookRoute({ params }: Route.ComponentProps) {
  const workbook = findWorkbook(params.workbookId);
  if (!workbook) {
    return (
      <PageHero
        eyebrow={WORKBOOK_COPY.catalogueTitle}
        title={WORKBOOK_COPY.notFound}
        lead={<Link to={WORKBOOKS_PATH}>{WORKBOOK_COPY.backToCatalogue}</Link>}
      />
    );
  }
  return (
    <>
      <PageHero
        eyebrow={workbook.label}
        title={workbook.title}
        lead={
          workbook.status === 'complete'
            ? WORKBOOK_COPY.detailLead(workbook.activities.length)
            : WORKBOOK_COPY.comingSoon
        }
      />
      <WorkbookDetail workbook={workbook} />
    </>
  );
}

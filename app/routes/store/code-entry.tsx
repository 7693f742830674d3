import { PATHS } from '@common/routes';
import { STORE_COPY } from '@common/copy/store';
import { CodeEntryPage } from '~/features/store/components/CodeEntryPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: STORE_COPY.codeEntry.title,
    description: STORE_COPY.codeEntry.intro,
    path: PATHS.store,
  });

export default function StoreRoute() {
  return <CodeEntryPage />;
}

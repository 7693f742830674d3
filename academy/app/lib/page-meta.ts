import type { MetaDescriptor } from 'react-router';
import { ACADEMY_NAME } from '@common/copy/academy';
import { pageMeta } from '~/lib/page-meta';
import { publicConfig } from '~/lib/public-config';

/** Title, description and canonical link of an Academy page, on the production courses host. */
export function academyPageMeta(input: {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  const url = publicConfig.COURSES_PRODUCTION_URL.replace(/\/+$/, '');
  return pageMeta({ ...input, site: { name: ACADEMY_NAME, url } });
}

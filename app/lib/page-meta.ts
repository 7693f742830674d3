import type { MetaDescriptor } from 'react-router';
import { PRODUCT_NAME } from '@common/constants';
import { publicConfig } from './public-config';

interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  /** Pages that should not be indexed (404, donation placeholder). */
  noindex?: boolean;
}

/** Title, description, Open Graph and canonical link for a page: one shape for every route. */
export function pageMeta({ title, description, path, noindex }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title === PRODUCT_NAME ? title : `${title} | ${PRODUCT_NAME}`;
  const url = `${publicConfig.SITE_URL}${path === '/' ? '' : path}`;
  const image = `${publicConfig.SITE_URL}/og-image.png`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

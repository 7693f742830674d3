import type { MetaDescriptor } from 'react-router';
import { PRODUCT_NAME } from '@common/constants';
import { publicConfig } from './public-config';

interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  /** Pages that should not be indexed (404, donation placeholder). */
  noindex?: boolean;
  /** The site the page belongs to; the Journals site unless said (the Academy says). */
  site?: { name: string; url: string };
}

/** Title, description, Open Graph and canonical link for a page: one shape for every route. */
export function pageMeta({
  title,
  description,
  path,
  noindex,
  site = { name: PRODUCT_NAME, url: publicConfig.SITE_URL },
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const url = `${site.url}${path === '/' ? '' : path}`;
  const image = `${site.url}/og-image.png`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

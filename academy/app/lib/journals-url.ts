import { useEffect, useState } from 'react';
import { journalsUrlFromCourses } from '@common/config/environment';
import { publicConfig } from '~/lib/public-config';

/**
 * The Journals site's address for links from the Academy. Prerendered pages carry the
 * canonical site (SITE_URL); once in the browser the page's own environment decides.
 */
export function useJournalsUrl(): string {
  const [url, setUrl] = useState(publicConfig.SITE_URL);
  useEffect(() => setUrl(journalsUrlFromCourses(window.location.origin, publicConfig)), []);
  return url;
}

import type { Config } from '@react-router/dev/config';
import { REACT_ROUTER_FUTURE } from '../react-router.future';
import { ACADEMY_PRERENDERED_PATHS } from '../common/academy/routes';
import { NOT_FOUND_DOCUMENT_PATH } from '../common/routes';

/**
 * The Academy (Courses) is a second React Router app built from this folder next to the
 * Journals app (decision 0020). Its public home is prerendered; everything else is the
 * single-page shell. Its files go to <build>/academy, its scripts under /academy-assets/ so
 * they never collide with the Journals build's /assets/.
 */
export default {
  appDirectory: 'app',
  buildDirectory: `../${process.env.BUILD_DIR ?? 'build'}/academy`,
  ssr: false,
  prerender: [...ACADEMY_PRERENDERED_PATHS, NOT_FOUND_DOCUMENT_PATH],
  future: REACT_ROUTER_FUTURE,
} satisfies Config;

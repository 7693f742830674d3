import type { Config } from '@react-router/dev/config';
import { REACT_ROUTER_FUTURE } from './react-router.future';
import { NOT_FOUND_DOCUMENT_PATH, PRERENDERED_PATHS } from './common/routes';

/**
 * Public pages are rendered to HTML at build time (their text is in the document the server
 * sends); everything else is a client-rendered single-page app. No server rendering at run
 * time: the Fastify server only serves files and the API.
 */
export default {
  appDirectory: 'app',
  // BUILD_DIR lets parallel checkouts or test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  prerender: [...PRERENDERED_PATHS, NOT_FOUND_DOCUMENT_PATH],
  future: REACT_ROUTER_FUTURE,
} satisfies Config;

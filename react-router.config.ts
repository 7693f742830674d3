import type { Config } from '@react-router/dev/config';
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
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;

import type { Config } from '@react-router/dev/config';

/** React Router's future flags, the same for both apps (the Journals site and the Academy). */
export const REACT_ROUTER_FUTURE: Config['future'] = {
  v8_middleware: true,
  v8_passThroughRequests: true,
  v8_splitRouteModules: true,
  v8_trailingSlashAwareDataRequests: true,
  v8_viteEnvironmentApi: true,
};

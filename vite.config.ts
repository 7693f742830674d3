import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { parsePublicConfig } from './common/config/public-config';
import { seoFiles } from './scripts/seo-files';

// Client settings come from the environment at build time, validated by the same schema the
// server uses, and reach the code through one constant (see app/lib/public-config.ts).
const publicConfig = parsePublicConfig(process.env);

const config = {
  plugins: [reactRouter(), seoFiles(publicConfig.SITE_URL)],
  define: {
    __PUBLIC_CONFIG__: JSON.stringify(publicConfig),
  },
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
    },
  },
  server: {
    port: 3011,
    proxy: { '/api': 'http://localhost:3111', '/files': 'http://localhost:3111' },
  },
  build: { target: 'es2022', assetsInlineLimit: 0 },
} satisfies UserConfig;

export default defineConfig(({ command, mode }) => {
  // React's build must be the one the build mode names. React's development build runs
  // StrictMode (React Router's default client entry), which mounts every page twice, so each
  // effect's single-use call went out twice (issue 9: a confirmation link spent, then 'invalid
  // or has expired'). `react-router build` with NODE_ENV=development in the shell made exactly
  // that client, silently; it now stops here instead. (NODE_ENV cannot be corrected here: the
  // build's prerendering has already loaded React for the shell's NODE_ENV.)
  const reactBuild = mode === 'development' ? 'development' : 'production';
  if (command === 'build' && process.env.NODE_ENV !== reactBuild) {
    throw new Error(
      `NODE_ENV=${process.env.NODE_ENV} with a ${mode} build would ship the wrong React build. ` +
        (mode === 'development'
          ? 'Build the development client with NODE_ENV=development.'
          : 'Build with NODE_ENV=production (or unset), or a development client with --mode development.'),
    );
  }
  return config;
});

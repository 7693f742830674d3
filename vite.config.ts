import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { parsePublicConfig } from './common/config/public-config';
import { seoFiles } from './scripts/seo-files';

// Client settings come from the environment at build time, validated by the same schema the
// server uses, and reach the code through one constant (see app/lib/public-config.ts).
const publicConfig = parsePublicConfig(process.env);

export default defineConfig({
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
});

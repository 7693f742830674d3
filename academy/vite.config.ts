import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { ACADEMY_ASSETS_FOLDER } from '../common/academy/routes';
import { parsePublicConfig } from '../common/config/public-config';

// The Academy's client: the same settings, aliases and design system as the Journals app
// (../vite.config.ts), its own routes (./app), and its assets in a folder of their own.
const publicConfig = parsePublicConfig(process.env);
const from = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [reactRouter()],
  publicDir: from('../public'),
  define: { __PUBLIC_CONFIG__: JSON.stringify(publicConfig) },
  resolve: {
    alias: {
      '~': from('../app'),
      '@academy': from('./app'),
      '@common': from('../common'),
    },
  },
  build: { target: 'es2022', assetsInlineLimit: 0, assetsDir: ACADEMY_ASSETS_FOLDER },
} satisfies UserConfig);

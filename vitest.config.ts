import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { parsePublicConfig } from './common/config/public-config';

export default defineConfig({
  define: {
    __PUBLIC_CONFIG__: JSON.stringify(parsePublicConfig({})),
  },
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
    },
  },
  test: {
    include: ['{app,server,common,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/support/vitest-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

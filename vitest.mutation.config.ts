import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The unit and database tests as `npm run test:mutation` runs them (stryker.config.mjs): one
 * worker that keeps its loaded modules between runs, since Stryker switches mutants on at run
 * time and each mutant would otherwise load the whole server again.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      isolate: false,
      sequence: { shuffle: false },
    },
  }),
);

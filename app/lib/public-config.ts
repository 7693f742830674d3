import type { PublicConfig } from '@common/config/public-config';

declare const __PUBLIC_CONFIG__: PublicConfig;

/** Client settings validated at build time (vite.config.ts); see README's configuration table. */
export const publicConfig: PublicConfig = __PUBLIC_CONFIG__;

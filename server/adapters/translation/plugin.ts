import fp from 'fastify-plugin';
import type { TranslationSettings } from './config';
import { createHttpTranslator, TRANSLATION_TIMEOUT_MS } from './http';
import { translationOff } from './off';
import type { TranslationAdapter } from './translator';

declare module 'fastify' {
  interface FastifyInstance {
    translation: TranslationAdapter;
  }
}

export interface TranslationPluginOptions {
  /** Set when TRANSLATION_URL is (config.ts makes sure the provider is named). */
  provider: TranslationSettings | null;
}

/**
 * Decorates `app.translation`: a LibreTranslate-compatible provider, or off (the default), in
 * which case nothing is ever sent anywhere to be translated.
 */
export default fp<TranslationPluginOptions>(
  async (app, { provider }) => {
    if (!provider) {
      app.decorate('translation', translationOff);
      app.log.info('Translation: off (no provider; nothing is sent anywhere)');
      return;
    }
    app.decorate('translation', {
      enabled: true,
      providerName: provider.providerName,
      translator: createHttpTranslator({
        url: provider.url,
        apiKey: provider.apiKey,
        timeoutMs: TRANSLATION_TIMEOUT_MS,
      }),
    });
    app.log.info(`Translation: ${provider.providerName} at ${new URL(provider.url).origin}`);
  },
  { name: 'translation' },
);

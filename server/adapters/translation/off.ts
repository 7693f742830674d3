import { TranslationError, type TranslationAdapter } from './translator';

/**
 * The default: no provider, nothing sent anywhere. The route refuses before it gets here; were
 * it ever called, it fails rather than send a message's words somewhere.
 */
export const translationOff: TranslationAdapter = {
  enabled: false,
  providerName: null,
  translator: {
    translate: async () => {
      throw new TranslationError('failed', 'Translation is off: no provider is configured');
    },
  },
};

/**
 * The translation adapter (issue 17, point 13; decision 0024): "Show in my language" sends a
 * message's words, and nothing else, to a provider. Off unless TRANSLATION_URL is set, and
 * then only for schools that turn it on; the route decides that, the adapter only translates.
 */
export interface Translator {
  /** The texts in the target language (a tag of common/chat/translation.ts), in order. */
  translate(texts: string[], target: string): Promise<string[]>;
}

/** What `app.translation` holds: whether there is a provider, its name, and the translator. */
export interface TranslationAdapter {
  /** False: no provider is configured, and the translator is never called. */
  enabled: boolean;
  /** As the privacy policy names it (TRANSLATION_PROVIDER_NAME); null when off. */
  providerName: string | null;
  translator: Translator;
}

/**
 * Why a translation did not come back: the provider failed or answered nonsense (`failed`), or
 * it took longer than the adapter waits (`timeout`). Routes answer 502 or 503, never a 500.
 */
export class TranslationError extends Error {
  override name = 'TranslationError';
  constructor(
    readonly reason: 'failed' | 'timeout',
    message: string,
  ) {
    super(message);
  }
}

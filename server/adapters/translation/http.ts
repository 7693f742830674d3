import { TranslationError, type Translator } from './translator';

export interface HttpTranslatorOptions {
  /** TRANSLATION_URL: the LibreTranslate-compatible API's base address. */
  url: string;
  /** TRANSLATION_API_KEY, sent as `api_key` when set. */
  apiKey: string | undefined;
  /** How long a translation may take before the reader is told (and shown the original). */
  timeoutMs: number;
}

/** How long the reader waits for a provider before seeing the original with an apology. */
export const TRANSLATION_TIMEOUT_MS = 5_000;

/**
 * A LibreTranslate-compatible API (LibreTranslate itself, or a hosted one): `POST /translate`
 * with `{ q, source: 'auto', target, format: 'text', api_key }`. Only the texts go; the
 * provider never learns who wrote them or where.
 */
export function createHttpTranslator({
  url,
  apiKey,
  timeoutMs,
}: HttpTranslatorOptions): Translator {
  const endpoint = `${url.replace(/\/+$/, '')}/translate`;
  return {
    async translate(texts, target) {
      if (texts.length === 0) return [];
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            // One text as a string, several as a list: the API answers in the same shape.
            q: texts.length === 1 ? texts[0] : texts,
            source: 'auto',
            target,
            format: 'text',
            ...(apiKey ? { api_key: apiKey } : {}),
          }),
          signal: controller.signal,
        });
        const answer: unknown = await response.json().catch(() => null);
        if (!response.ok) {
          throw new TranslationError('failed', `Provider answered ${response.status}`);
        }
        return translatedTexts(answer, texts.length);
      } catch (error) {
        if (error instanceof TranslationError) throw error;
        if (controller.signal.aborted) {
          throw new TranslationError('timeout', `Provider took over ${timeoutMs} ms`);
        }
        throw new TranslationError('failed', `Provider unreachable: ${String(error)}`);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The answer's `translatedText`, a string or a list, checked to hold one text per text sent. */
function translatedTexts(answer: unknown, count: number): string[] {
  const translated =
    answer && typeof answer === 'object' && 'translatedText' in answer
      ? answer.translatedText
      : undefined;
  const texts = typeof translated === 'string' ? [translated] : translated;
  if (
    !Array.isArray(texts) ||
    texts.length !== count ||
    !texts.every((text): text is string => typeof text === 'string')
  ) {
    throw new TranslationError('failed', 'Provider answered without a translation');
  }
  return texts;
}

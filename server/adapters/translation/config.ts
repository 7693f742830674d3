import { z } from 'zod';

/**
 * "Show in my language" (issue 17, point 13): a LibreTranslate-compatible provider when
 * TRANSLATION_URL is set, else none, and nothing is sent anywhere. Spread into the server's
 * config schema. The provider's name, TRANSLATION_PROVIDER_NAME, is a client setting too
 * (common/config/public-config.ts): the privacy policy names it.
 */
export const translationServerConfig = {
  TRANSLATION_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isHttpUrl(value), {
      message: 'must be the http(s) address of a LibreTranslate-compatible API',
    }),
  TRANSLATION_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
};

export interface TranslationConfigValues {
  TRANSLATION_URL?: string | undefined;
  TRANSLATION_API_KEY?: string | undefined;
  TRANSLATION_PROVIDER_NAME: string;
}

export interface TranslationSettings {
  url: string;
  apiKey: string | undefined;
  providerName: string;
}

/**
 * A provider must be named, because the privacy policy lists who receives messages' words; a
 * key or a name without a provider would silently do nothing.
 */
export function translationConfigIssues(
  config: TranslationConfigValues,
): { path: string; message: string }[] {
  if (config.TRANSLATION_URL) {
    return config.TRANSLATION_PROVIDER_NAME
      ? []
      : [
          {
            path: 'TRANSLATION_PROVIDER_NAME',
            message:
              'is required with TRANSLATION_URL: the privacy policy names the provider that receives messages to translate',
          },
        ];
  }
  const issues: { path: string; message: string }[] = [];
  for (const path of ['TRANSLATION_API_KEY', 'TRANSLATION_PROVIDER_NAME'] as const) {
    if (config[path]) {
      issues.push({
        path,
        message: 'has no effect without TRANSLATION_URL: set the provider, or remove this setting',
      });
    }
  }
  return issues;
}

/** The provider's settings, or null when translation is off. */
export function translationSettings(config: TranslationConfigValues): TranslationSettings | null {
  if (!config.TRANSLATION_URL || !config.TRANSLATION_PROVIDER_NAME) return null;
  return {
    url: config.TRANSLATION_URL,
    apiKey: config.TRANSLATION_API_KEY,
    providerName: config.TRANSLATION_PROVIDER_NAME,
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

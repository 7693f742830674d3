/**
 * "Show in my language" (issue 17, point 13): the languages a reader may ask for, as BCP-47
 * primary tags the LibreTranslate API knows, each named in its own language so a reader finds
 * theirs in the list. Kept short on purpose: the languages of the families Lectio's schools
 * serve, and nothing a provider could be asked for by mistake.
 */
export const TRANSLATION_LANGUAGES = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
  vi: 'Tiếng Việt',
  zh: '中文',
  tl: 'Tagalog',
  ko: '한국어',
  pl: 'Polski',
  ar: 'العربية',
} as const;

export type TranslationLanguage = keyof typeof TRANSLATION_LANGUAGES;

export const TRANSLATION_TARGETS = Object.keys(TRANSLATION_LANGUAGES) as [
  TranslationLanguage,
  ...TranslationLanguage[],
];

export const isTranslationLanguage = (value: string): value is TranslationLanguage =>
  Object.hasOwn(TRANSLATION_LANGUAGES, value);

/**
 * The language a reader starts with: their browser's ("es-MX" → "es", "fil" → "tl") when it is
 * one we offer, else English. The reader can change it; the choice is theirs to keep.
 */
export function defaultTranslationLanguage(
  browserLanguage: string | undefined,
): TranslationLanguage {
  const primary = (browserLanguage ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  // Filipino is written Tagalog-based; browsers say "fil", LibreTranslate says "tl".
  const tag = primary === 'fil' ? 'tl' : primary;
  return isTranslationLanguage(tag) ? tag : 'en';
}

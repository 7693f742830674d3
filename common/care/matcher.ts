import {
  RegExpMatcher,
  collapseDuplicatesTransformer,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  resolveConfusablesTransformer,
  resolveLeetSpeakTransformer,
  toAsciiLowerCaseTransformer,
  type BlacklistedTerm,
} from 'obscenity';
import {
  CARE_PHRASES,
  SCRIPTURE_PHRASES,
  type CareLanguage,
  type CarePhraseCategory,
} from './phrases';

/**
 * The care flag's matcher (issue 17, point 8): what in a message or a reflection a school's
 * safeguarding lead should read. Profanity is found by `obscenity`'s English dataset (with its
 * own handling of obfuscation); the danger phrases of phrases.ts by the same engine, with the
 * text read as a child might write it: any case, accents or not, letters repeated, digits and
 * symbols for letters, punctuation between words.
 */

export type CareCategory = CarePhraseCategory | 'profanity';

export interface CareMatch {
  category: CareCategory;
  /** The phrase or word of the lists that matched, as the lists write it. */
  phrase: string;
  language: CareLanguage;
}

/** Accents off, '@' and '$' as the letters they stand for, every other symbol a space. */
function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/@/g, 'a')
    .replace(/\$/g, 's')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
}

/** A letter written twice or more counts once, in the phrases as in the text. */
const collapse = (text: string) => text.replace(/(.)\1+/g, '$1');

const PHRASE_TRANSFORMERS = [
  resolveConfusablesTransformer(),
  resolveLeetSpeakTransformer(),
  toAsciiLowerCaseTransformer(),
  collapseDuplicatesTransformer({ defaultThreshold: 1 }),
];

interface PhraseEntry {
  category: CarePhraseCategory;
  phrase: string;
  language: CareLanguage;
}

const phraseEntries: PhraseEntry[] = Object.entries(CARE_PHRASES).flatMap(([language, lists]) =>
  Object.entries(lists).flatMap(([category, phrases]) =>
    phrases.map((phrase) => ({
      category: category as CarePhraseCategory,
      phrase,
      language: language as CareLanguage,
    })),
  ),
);

const phraseMatcher = new RegExpMatcher({
  blacklistedTerms: phraseEntries.map((entry, id): BlacklistedTerm => ({
    id,
    pattern: parseRawPattern(`|${collapse(plain(entry.phrase)).trim()}|`),
  })),
  blacklistMatcherTransformers: PHRASE_TRANSFORMERS,
});

const profanityDataset = englishDataset.build();
const profanityMatcher = new RegExpMatcher({
  ...profanityDataset,
  whitelistedTerms: [...(profanityDataset.whitelistedTerms ?? []), ...SCRIPTURE_PHRASES],
  ...englishRecommendedTransformers,
});

/** Every list entry the text matches, each once, phrases before profanity. */
export function careMatches(text: string): CareMatch[] {
  const found = new Map<string, CareMatch>();
  for (const { termId } of phraseMatcher.getAllMatches(plain(text), true)) {
    const entry = phraseEntries[termId]!;
    found.set(`${entry.category}:${entry.phrase}`, entry);
  }
  for (const match of profanityMatcher.getAllMatches(text, true)) {
    const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
    if (word)
      found.set(`profanity:${word}`, { category: 'profanity', phrase: word, language: 'en' });
  }
  return [...found.values()];
}

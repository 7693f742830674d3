import { describe, expect, it } from 'vitest';
import { careMatches, type CareCategory } from './matcher';
import { CARE_PHRASES } from './phrases';

const categories = (text: string): CareCategory[] => [
  ...new Set(careMatches(text).map((match) => match.category)),
];

/**
 * The care flag's matcher (issue 17, point 8): it finds what a child might write to say they
 * are in danger, however they spell it, in English and Spanish, and lets ordinary reflections
 * through.
 */
describe('the care flag matcher', () => {
  it('finds every phrase of the lists, written as the lists write it', () => {
    for (const [language, lists] of Object.entries(CARE_PHRASES)) {
      for (const [category, phrases] of Object.entries(lists)) {
        for (const phrase of phrases) {
          expect(careMatches(`Today ${phrase}.`), `${language} ${phrase}`).toContainEqual({
            category,
            phrase,
            language,
          });
        }
      }
    }
  });

  it.each([
    ['I want to KILL MYSELF', 'self-harm'],
    ['sometimes i think about k1ll1ng mys3lf', 'self-harm'],
    ['i wanna   diiiie', 'self-harm'],
    ["I don't want to live anymore", 'self-harm'],
    ['kill—myself', 'self-harm'],
    ['Me quiero morír', 'self-harm'],
    ['NO QUIERO VIVIR', 'self-harm'],
    ['My uncle touched me and told me not to tell', 'abuse'],
    ['mi papá me pega cuando bebe', 'abuse'],
    ["I'm scared to go home", 'abuse'],
    ['I am going to bring a gun tomorrow', 'threat'],
    ['te voy a matar', 'threat'],
  ] as const)('flags %j as %s', (text, category) => {
    expect(categories(text)).toContain(category);
  });

  it('flags profanity, obfuscated too', () => {
    expect(categories('what the fuuuck')).toEqual(['profanity']);
    expect(categories('you are a b1tch')).toEqual(['profanity']);
  });

  it.each([
    'Jesus wept, and the crowd was moved.',
    'The skill I learned this week was patience.',
    'I would kill for a slice of pizza.',
    'We read about the Good Samaritan, who helped a man who was hurt.',
    'Los discípulos tenían miedo en la barca.',
    'El hermano pequeño de Ana juega al fútbol.',
  ])('lets %j through', (text) => {
    expect(categories(text)).toEqual([]);
  });

  it.each([
    'Peter wept when the cock crowed.',
    'Before the cock crow, you will deny me three times.',
    'Jesus rode into Jerusalem on an ass.',
    'Balaam struck the ass with his staff.',
  ])('lets Scripture %j through, though the word alone is profanity', (text) => {
    expect(categories(text)).toEqual([]);
  });

  it('still flags the word alone', () => {
    expect(categories('you are an ass and a cock')).toEqual(['profanity']);
    expect(careMatches('what a cock')).toEqual([
      { category: 'profanity', phrase: 'cock', language: 'en' },
    ]);
  });

  it('flags a phrase with an innocent meaning too: the lead dismisses it in one click', () => {
    // "Me tocó la lotería" (I won the lottery) must not hide "me tocó" (he touched me).
    expect(categories('¡Me tocó la lotería!')).toEqual(['abuse']);
  });

  it('names each match once, with its list', () => {
    expect(careMatches('kill myself, kill myself, KILL MYSELF')).toEqual([
      { category: 'self-harm', phrase: 'kill myself', language: 'en' },
    ]);
  });
});

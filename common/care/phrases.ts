/**
 * The care flag's phrase lists (issue 17, point 8): words a child may use to tell an adult that
 * they are in danger, in English and Spanish. A match never hides anything from the teacher;
 * it tells the school's safeguarding lead, who dismisses a false alarm with one click. So the
 * lists lean towards catching: a phrase belongs here when a safeguarding lead would want to
 * read the message it is in.
 *
 * Each phrase is written as plainly as a child would type it, in lower case, without accents;
 * the matcher (matcher.ts) reads messages the same way, so "Me QUIERO morír", "k1ll myself" and
 * "kiiill   myself" all match their phrase. A phrase matches whole words only.
 *
 * Maintained: add a phrase with a test in matcher.test.ts of a sentence that must match, and
 * when it could appear innocently, one that must not.
 */

export const CARE_CATEGORIES = ['self-harm', 'abuse', 'threat'] as const;
export type CarePhraseCategory = (typeof CARE_CATEGORIES)[number];
export type CareLanguage = 'en' | 'es';

export const CARE_PHRASES: Readonly<
  Record<CareLanguage, Readonly<Record<CarePhraseCategory, readonly string[]>>>
> = {
  en: {
    'self-harm': [
      'kill myself',
      'killing myself',
      'end my life',
      'end it all',
      'want to die',
      'wanna die',
      'wish i was dead',
      'wish i were dead',
      'better off dead',
      'better off without me',
      'hurt myself',
      'hurting myself',
      'cut myself',
      'cutting myself',
      'suicide',
      'suicidal',
      'no reason to live',
      'dont want to live',
      'dont want to be alive',
      'not want to be here anymore',
      'take my own life',
      'overdose',
    ],
    abuse: [
      'he touches me',
      'she touches me',
      'touched me',
      'touches me there',
      'hits me',
      'beats me',
      'he hurts me',
      'she hurts me',
      'abused me',
      'abuses me',
      'abusing me',
      'scared to go home',
      'afraid to go home',
      'not safe at home',
      'dont feel safe at home',
      'locks me in',
      'makes me keep a secret',
      'told me not to tell',
    ],
    threat: [
      'kill you',
      'kill them',
      'kill everyone',
      'going to kill',
      'gonna kill',
      'shoot up',
      'shoot you',
      'shoot everyone',
      'bring a gun',
      'bringing a gun',
      'bring a knife',
      'stab you',
      'bomb the school',
      'blow up the school',
      'hurt you',
      'make you pay',
    ],
  },
  es: {
    'self-harm': [
      'quiero morir',
      'quiero morirme',
      'matarme',
      'me voy a matar',
      'suicidarme',
      'suicidio',
      'no quiero vivir',
      'no quiero seguir viviendo',
      'hacerme dano',
      'lastimarme',
      'cortarme',
      'me corto',
      'mejor muerto',
      'mejor muerta',
      'acabar con mi vida',
    ],
    abuse: [
      'me toca',
      'me toco',
      'me pega',
      'me golpea',
      'me lastima',
      'abuso de mi',
      'abusa de mi',
      'miedo de ir a casa',
      'miedo de volver a casa',
      'no estoy seguro en casa',
      'no estoy segura en casa',
      'me dijo que no dijera',
    ],
    threat: [
      'te voy a matar',
      'los voy a matar',
      'voy a matar',
      'traer una pistola',
      'traer un arma',
      'traer un cuchillo',
      'voy a disparar',
      'bomba en la escuela',
      'te voy a lastimar',
      'me las vas a pagar',
    ],
  },
};

/**
 * Words of Scripture that the profanity dataset would otherwise flag in a reflection on the
 * passage: Peter's denial, Balaam and the entry into Jerusalem, Revelation 17. Matched as
 * whole phrases, so the words alone are still flagged.
 */
export const SCRIPTURE_PHRASES: readonly string[] = [
  'cock crow',
  'cock crowed',
  'cock crows',
  'cock crew',
  'cock had crowed',
  'cock will crow',
  'cock shall crow',
  'cockcrow',
  'the ass',
  'an ass',
  'her ass',
  'his ass',
  'whore of babylon',
  'great whore',
];

/**
 * What "Show in my language" says (issue 17, point 13): the server's refusals and the thread's
 * words, one source for both. Chat's other words are in chat.ts and chat-screens.ts.
 */
export const CHAT_TRANSLATION_MESSAGES = {
  /** The school has not turned it on, or this Lectio has no translation provider. */
  off: 'Translation is off for this school.',
  withdrawn: 'A withdrawn message cannot be translated.',
  targetInvalid: 'Choose a language from the list.',
  /** The provider answered with an error or something that was not a translation. */
  failed: 'The translation service could not translate this message. The original is shown.',
  /** The provider took longer than the adapter waits. */
  timedOut: 'The translation service took too long to answer. The original is shown.',
} as const;

export const CHAT_TRANSLATION_SCREENS = {
  show: 'Show in my language',
  /** The button's name starts with its visible words (WCAG 2.5.3), then says whose message. */
  showLabel: (senderName: string) => `Show in my language: ${senderName}’s message`,
  translating: 'Translating…',
  translated: 'Translated',
  showOriginal: 'Show original',
  retry: 'Try again',
  /** When the server's own reason cannot be read (the network failed). */
  failed: 'This message could not be translated. The original is shown.',
  languageLabel: 'My language',
  languageHint: 'Messages you choose to translate are shown in this language.',
  /** Said on the school's settings when this Lectio has a translation provider (or none). */
  settingsProvider: (provider: string) =>
    `Translations are made by ${provider}. Only the words of a message a reader asks to translate are sent, never names.`,
  settingsNoProvider:
    'This Lectio has no translation provider, so nothing is translated or sent even when this is on.',
} as const;

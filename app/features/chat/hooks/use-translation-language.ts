import { useCallback, useSyncExternalStore } from 'react';
import {
  defaultTranslationLanguage,
  isTranslationLanguage,
  type TranslationLanguage,
} from '@common/chat/translation';

/** Where the reader's choice is kept, on this device only. */
const KEY = 'lectio.chat.translation-language';
const listeners = new Set<() => void>();
/** The choice made in this visit, for browsers whose storage is off (private modes). */
let chosenThisVisit: TranslationLanguage | null = null;

function current(): TranslationLanguage {
  if (typeof window === 'undefined') return 'en';
  let saved: string | null = null;
  try {
    saved = window.localStorage.getItem(KEY);
  } catch {
    // Storage is off: this visit's choice, else the browser's language.
  }
  if (saved && isTranslationLanguage(saved)) return saved;
  return chosenThisVisit ?? defaultTranslationLanguage(window.navigator.language);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The language "Show in my language" translates into: the reader's own choice, kept in
 * localStorage, else their browser's language when we offer it, else English.
 */
export function useTranslationLanguage(): [
  TranslationLanguage,
  (next: TranslationLanguage) => void,
] {
  const language = useSyncExternalStore(subscribe, current, () => 'en' as const);
  const choose = useCallback((next: TranslationLanguage) => {
    chosenThisVisit = next;
    try {
      window.localStorage.setItem(KEY, next);
    } catch {
      // Storage is off: the choice lasts for this visit.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [language, choose];
}

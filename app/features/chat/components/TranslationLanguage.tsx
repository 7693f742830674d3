import { useId } from 'react';
import {
  isTranslationLanguage,
  TRANSLATION_LANGUAGES,
  TRANSLATION_TARGETS,
  type TranslationLanguage,
} from '@common/chat/translation';
import { CHAT_TRANSLATION_SCREENS as COPY } from '@common/copy/chat-translation';
import styles from './Translation.module.css';

/** The thread header's small "My language" select, shown where translation is offered. */
export function TranslationLanguage({
  value,
  onChange,
}: {
  value: TranslationLanguage;
  onChange: (next: TranslationLanguage) => void;
}) {
  const id = useId();
  return (
    <p className={styles.language}>
      <label htmlFor={id}>{COPY.languageLabel}</label>
      <select
        id={id}
        value={value}
        title={COPY.languageHint}
        onChange={(event) => {
          if (isTranslationLanguage(event.target.value)) onChange(event.target.value);
        }}
      >
        {TRANSLATION_TARGETS.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {TRANSLATION_LANGUAGES[tag]}
          </option>
        ))}
      </select>
    </p>
  );
}

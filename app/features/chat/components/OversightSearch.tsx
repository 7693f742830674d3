import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CHAT_PAGES } from '@common/chat/pages';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import type { OversightQuery } from '@common/schemas/chat';
import { Button } from '~/components/ui/Button';
import { messageOf } from '~/lib/api';
import { exportHref, useOversightSearch } from '../api/oversight';
import { fullTime, messageTime } from '../utils/chat-time';
import styles from './Settings.module.css';

const COPY = CHAT_SCREENS.oversight;

/**
 * A school admin's oversight (issue 17, point 6): search the school's conversations by words and
 * dates, read one (read-only, audited) or download it as CSV or PDF over the same dates. The
 * search runs only when asked: each one is written to the audit log.
 */
export function OversightSearch() {
  const id = useId();
  const [draft, setDraft] = useState({ q: '', from: '', to: '' });
  const [query, setQuery] = useState<OversightQuery | null>(null);
  const search = useOversightSearch(query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({
      q: draft.q.trim() || undefined,
      from: draft.from || undefined,
      to: draft.to || undefined,
    });
  };
  const field = (name: keyof typeof draft, label: string, type: 'search' | 'date') => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={styles.input}
        type={type}
        value={draft[name]}
        maxLength={type === 'search' ? 100 : undefined}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
    </div>
  );

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {COPY.title}
      </h2>
      <p className={styles.hint}>{COPY.intro}</p>
      <form className={styles.searchForm} onSubmit={submit} role="search">
        {field('q', COPY.words, 'search')}
        {field('from', COPY.from, 'date')}
        {field('to', COPY.to, 'date')}
        <Button type="submit" disabled={search.isFetching}>
          {search.isFetching ? COPY.searching : COPY.search}
        </Button>
      </form>
      {search.isError && (
        <p className={styles.error} role="alert">
          {messageOf(search.error, COPY.failed)}
        </p>
      )}
      {search.data && query && (
        <div aria-live="polite">
          {search.data.conversations.length === 0 ? (
            <p className={styles.hint}>{COPY.none}</p>
          ) : (
            <ul className={styles.results} aria-label={COPY.resultsLabel}>
              {search.data.conversations.map((conversation) => (
                <li key={conversation.id} className={styles.result} data-testid="oversight-result">
                  <div>
                    <p className={styles.resultTitle}>{conversation.title}</p>
                    <p className={styles.flagMeta}>
                      {conversation.classTitle} · {COPY.count(conversation.messages)}
                      {conversation.lastAt && (
                        <>
                          {' · '}
                          <time
                            dateTime={conversation.lastAt}
                            title={fullTime(conversation.lastAt)}
                          >
                            {COPY.last(messageTime(conversation.lastAt))}
                          </time>
                        </>
                      )}
                    </p>
                  </div>
                  <div className={styles.resultActions}>
                    <Link to={CHAT_PAGES.conversation(conversation.id)}>{COPY.read}</Link>
                    {(['csv', 'pdf'] as const).map((format) => (
                      <a
                        key={format}
                        href={exportHref(conversation.id, format, query)}
                        download
                        aria-label={COPY.exportName(conversation.title, format.toUpperCase())}
                      >
                        {format === 'csv' ? COPY.csv : COPY.pdf}
                      </a>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

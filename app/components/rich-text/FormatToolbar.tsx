import type { Editor } from '@tiptap/react';
import { useEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import { EDITOR_COPY as COPY } from '@common/copy/student';
import styles from './FormatToolbar.module.css';

type Format = 'bold' | 'italic' | 'bulletList' | 'orderedList';

const BUTTONS: { format: Format; label: string; symbol: string; shortcut?: string }[] = [
  { format: 'bold', label: COPY.bold, symbol: 'B', shortcut: 'B' },
  { format: 'italic', label: COPY.italic, symbol: 'I', shortcut: 'I' },
  { format: 'bulletList', label: COPY.bulletList, symbol: '•' },
  { format: 'orderedList', label: COPY.orderedList, symbol: '1.' },
];

const toggle = (editor: Editor, format: Format) => {
  const chain = editor.chain().focus();
  if (format === 'bold') chain.toggleBold().run();
  else if (format === 'italic') chain.toggleItalic().run();
  else if (format === 'bulletList') chain.toggleBulletList().run();
  else chain.toggleOrderedList().run();
  // TipTap moves focus back on the next frame; typing right after a key press must land in the
  // text, not on the button, so focus goes back at once.
  editor.view.focus();
};

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one Tab stop, arrow keys, Home and End move
 * between the buttons; each button says whether its format is on (aria-pressed), in text for
 * screen readers and by its look, not by colour alone.
 */
export function FormatToolbar({ editor, label }: { editor: Editor | null; label: string }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // Every change of the text or the selection can change what is on: read it afresh.
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', refresh);
    editor.on('focus', refresh);
    return () => {
      editor.off('transaction', refresh);
      editor.off('focus', refresh);
    };
  }, [editor]);
  const isOn = (format: Format) => editor?.isActive(format) ?? false;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = buttons.current.findIndex((button) => button === document.activeElement);
    if (index < 0) return;
    const last = BUTTONS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % BUTTONS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + BUTTONS.length) % BUTTONS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons.current.forEach((button, at) =>
      button?.setAttribute('tabindex', at === next ? '0' : '-1'),
    );
    buttons.current[next]?.focus();
  }

  return (
    <div role="toolbar" aria-label={label} className={styles.toolbar} onKeyDown={onKeyDown}>
      {BUTTONS.map(({ format, label: name, symbol, shortcut }, index) => (
        <button
          key={format}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          className={`${styles.tool} ${styles[format] ?? ''}`}
          aria-pressed={isOn(format)}
          aria-label={name}
          title={shortcut ? `${name} (${COPY.shortcut(shortcut)})` : name}
          tabIndex={index === 0 ? 0 : -1}
          disabled={!editor}
          // Keep the text's selection: a click must not move focus out of the editor first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => editor && toggle(editor, format)}
        >
          <span aria-hidden="true">{symbol}</span>
        </button>
      ))}
    </div>
  );
}

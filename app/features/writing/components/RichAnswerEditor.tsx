import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useState } from 'react';
import { EDITOR_COPY as COPY } from '@common/copy/student';
import { wordCountOf } from '@common/writing/rich-text';
import { FormatToolbar } from '~/components/rich-text/FormatToolbar';
import { limitedStarterKit } from '~/components/rich-text/starter-kit';
import { toEditorHtml } from '../utils/answer-html';
import styles from './RichAnswerEditor.module.css';

/** The answer's formatting: only what the server keeps. */
const EXTENSIONS = [limitedStarterKit()];

/**
 * One answer with basic formatting (issue 11, point 11): a toolbar (Bold, Italic, bulleted and
 * numbered lists; Ctrl/⌘+B and Ctrl/⌘+I work too), the text, and its word count. `value` is
 * the stored answer (rich or legacy plain text); `onChange` gets sanitizable HTML, or '' when
 * the answer is empty.
 */
export function RichAnswerEditor({
  id,
  labelId,
  prompt,
  value,
  readOnly,
  onChange,
}: {
  id: string;
  /** The element naming the answer (its question). */
  labelId: string;
  prompt: string;
  value: string;
  readOnly: boolean;
  onChange: (html: string) => void;
}) {
  // The options stay the same object values from render to render (the content is only the
  // starting point): TipTap then never re-applies them to the view while the student types.
  const [initialContent] = useState(() => toEditorHtml(value));
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': `${id}-count`,
        class: styles.content!,
      },
    }),
    [id, labelId],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialContent,
    editable: !readOnly,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });

  useEffect(() => {
    if (!editor) return;
    // Without an update event: switching to read-only is not a change of the answer.
    editor.setEditable(!readOnly, false);
    editor.view.dom.setAttribute('aria-readonly', String(readOnly));
  }, [editor, readOnly]);

  return (
    <div className={readOnly ? `${styles.editor} ${styles.readOnly}` : styles.editor}>
      {!readOnly && <FormatToolbar editor={editor} label={COPY.toolbar(prompt)} />}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        // Before the editor mounts (it never renders on the server): the same box, empty.
        <div className={styles.content} aria-hidden="true" />
      )}
      <p id={`${id}-count`} className={styles.count} data-testid="word-count">
        {COPY.words(wordCountOf(value))}
      </p>
    </div>
  );
}

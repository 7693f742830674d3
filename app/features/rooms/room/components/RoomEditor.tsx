import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo } from 'react';
import { ROOM_SCREENS } from '@common/copy/rooms-screens';
import { EDITOR_COPY } from '@common/copy/student';
import { ROOM_DOCUMENT } from '@common/rooms/document';
import { FormatToolbar } from '~/components/rich-text/FormatToolbar';
import { limitedStarterKit } from '~/components/rich-text/starter-kit';
import type { RoomConnection } from '../hooks/use-room-connection';
import { carriesImageFiles, carriesImageHtml } from '../utils/images';
import type { PresenceUser } from '../utils/presence';
import styles from './RoomEditor.module.css';

/**
 * The room's shared editor (issue 18): Tiptap over the room's Yjs document (its `body`
 * fragment), with everyone's carets. The formatting is the answers' (bold, italic, lists):
 * undo is Yjs's own, which undoes only this person's changes. No one gets an image node, so
 * a picture never enters a room; a paste or drop with pictures says so (point 8: students
 * under 13 may not paste images, and nobody needs them in shared writing).
 */
export function RoomEditor({
  id,
  connection,
  user,
  prompt,
  editable,
  onPicturesRefused,
}: {
  id: string;
  connection: RoomConnection;
  user: PresenceUser;
  /** The room's prompt, which names the text. */
  prompt: string;
  editable: boolean;
  onPicturesRefused: () => void;
}) {
  const { document, provider } = connection;
  const extensions = useMemo(
    () => [
      limitedStarterKit({ undoRedo: false }),
      Collaboration.configure({ document, field: ROOM_DOCUMENT.fragment }),
      CollaborationCaret.configure({ provider, user }),
    ],
    // The caret's user is updated through presence, not by building a new editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [document, provider],
  );
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': ROOM_SCREENS.editorLabel(prompt),
        class: styles.content!,
      },
      handlePaste: (_view: unknown, event: ClipboardEvent) => {
        if (carriesImageFiles(event.clipboardData)) {
          onPicturesRefused();
          return true;
        }
        // Web content with pictures: its words paste, the schema leaves the pictures out.
        if (carriesImageHtml(event.clipboardData)) onPicturesRefused();
        return false;
      },
      handleDrop: (_view: unknown, event: DragEvent) => {
        if (!carriesImageFiles(event.dataTransfer)) return false;
        onPicturesRefused();
        return true;
      },
    }),
    [id, prompt, onPicturesRefused],
  );
  const editor = useEditor(
    {
      extensions,
      editable,
      immediatelyRender: false,
      shouldRerenderOnTransaction: false,
      editorProps,
    },
    [extensions],
  );

  useEffect(() => {
    if (!editor) return;
    // Without an update event: the pen taken away is not a change of the text.
    editor.setEditable(editable, false);
    editor.view.dom.setAttribute('aria-readonly', String(!editable));
  }, [editor, editable]);

  return (
    <div className={editable ? styles.editor : `${styles.editor} ${styles.readOnly}`}>
      {editable && <FormatToolbar editor={editor} label={EDITOR_COPY.toolbar(prompt)} />}
      {editor ? (
        <EditorContent editor={editor} data-testid="room-text" />
      ) : (
        <div className={styles.content} aria-hidden="true" />
      )}
    </div>
  );
}

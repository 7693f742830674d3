/**
 * The shape of a room's shared Yjs document (issue 18), one source for the editor, the server
 * and the tests:
 * - `fragment`: the text, a Y.XmlFragment of ProseMirror nodes (Tiptap's Collaboration field);
 * - `struck`: the Lectio Divina circle's "word that struck me", a Y.Array of
 *   `{ word, by, at }` (by: the presence name), shared in the group's document (point 9);
 * - `restored`: a Y.Map of the teacher's restores of deleted passages (point 7), so the record
 *   of who wrote what keeps restored words their writer's (server/modules/rooms/restore-record.ts).
 */
export const ROOM_DOCUMENT = { fragment: 'body', struck: 'struck', restored: 'restored' } as const;

/** One mark of "the word that struck me". */
export interface StruckWord {
  word: string;
  by: string;
  at: string;
}

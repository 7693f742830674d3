import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { ROOM_DOCUMENT } from '../../../common/rooms/document';
import { roomPlainText, roomWordCount } from './room-text';

/** An element of Tiptap's document as Yjs XML, its children given. */
function node(name: string, ...children: (Y.XmlElement | Y.XmlText)[]): Y.XmlElement {
  const element = new Y.XmlElement(name);
  element.insert(0, children);
  return element;
}
const text = (words: string) => new Y.XmlText(words);

describe('a room’s plain text', () => {
  it('reads each block on a line of its own, list items with a bullet, formatting dropped', () => {
    const doc = new Y.Doc();
    const body = doc.getXmlFragment(ROOM_DOCUMENT.fragment);
    const verse = text('Beside still');
    body.insert(0, [
      node('heading', text('Psalm 23')),
      node('paragraph', verse),
      node('paragraph'),
      node('paragraph'),
      node('paragraph'),
      node(
        'bulletList',
        node('listItem', node('paragraph', text('green pastures'))),
        node('listItem', node('paragraph', text('a table'), node('hardBreak'), text('a cup'))),
      ),
      node('blockquote', node('paragraph', text('I shall not want.'))),
    ]);
    verse.insert(verse.length, ' waters', { bold: true });
    // The circle's struck words live beside the text, not in it.
    doc.getArray(ROOM_DOCUMENT.struck).push([{ word: 'want', by: 'Ana R.', at: '' }]);

    const plain = roomPlainText(Y.encodeStateAsUpdate(doc));
    expect(plain).toBe(
      [
        'Psalm 23',
        'Beside still waters',
        '',
        '• green pastures',
        '• a table',
        'a cup',
        'I shall not want.',
      ].join('\n'),
    );
    expect(roomWordCount(plain)).toBe(15);
  });

  it('is empty for a room never written in, and keeps a document written as plain Y.Text', () => {
    expect(roomPlainText(null)).toBe('');
    expect(roomPlainText(Y.encodeStateAsUpdate(new Y.Doc()))).toBe('');
    const old = new Y.Doc();
    old.getText(ROOM_DOCUMENT.fragment).insert(0, 'The Lord is my shepherd.');
    expect(roomPlainText(Y.encodeStateAsUpdate(old))).toBe('The Lord is my shepherd.');
  });
});

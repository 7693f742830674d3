import * as Y from 'yjs';
import { ROOM_DOCUMENT } from '../../../common/rooms/document';

/**
 * A room's words without formatting, for the care check (point 8) and the class book (point
 * 10): each paragraph, heading or list item on a line of its own (a list item starts with
 * "• ", as plainTextOf writes rich-text answers), and nothing else of the document (the
 * circle's struck words are marks on the text, not more of it). Importing this module loads
 * Yjs: only the document server and code that runs after it (or imports this lazily) may.
 */
export function roomPlainText(state: Uint8Array | null, updates: Uint8Array[] = []): string {
  if ((!state || state.length === 0) && updates.length === 0) return '';
  const doc = new Y.Doc();
  try {
    // The state, then updates it may lack (applying one it holds changes nothing).
    doc.transact(() => {
      if (state && state.length > 0) Y.applyUpdate(doc, state);
      for (const update of updates) Y.applyUpdate(doc, update);
    });
    return documentPlainText(doc);
  } finally {
    doc.destroy();
  }
}

/** The text of a live document (Hocuspocus's documents are Y.Docs). */
export function documentPlainText(doc: Y.Doc): string {
  return fragmentPlainText(doc.getXmlFragment(ROOM_DOCUMENT.fragment));
}

/** The text of a live document's fragment (Tiptap's ProseMirror nodes as Yjs XML). */
export function fragmentPlainText(fragment: Y.XmlFragment): string {
  const lines: string[] = [];
  let loose = '';
  // A document written as plain Y.Text under the same name (an old client, a test) reads as
  // characters: they are kept as one line rather than lost.
  for (const child of fragment.toArray() as (XmlNode | string)[]) {
    if (typeof child === 'string') {
      loose += child;
      continue;
    }
    if (loose) lines.push(loose);
    loose = '';
    blockLines(child, lines, '');
  }
  if (loose) lines.push(loose);
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Words in a room's text, counted as an answer's are. */
export function roomWordCount(text: string): number {
  const words = text.replace(/•/g, ' ').trim();
  return words === '' ? 0 : words.split(/\s+/).length;
}

type XmlNode = ReturnType<Y.XmlFragment['toArray']>[number];

/** Nodes whose children are blocks (each child's lines follow one another). */
const CONTAINERS = new Set(['bulletList', 'orderedList', 'blockquote', 'doc']);

function blockLines(node: XmlNode, lines: string[], prefix: string): void {
  if (node instanceof Y.XmlText) {
    lines.push(prefix + inlineText(node));
    return;
  }
  // A hook (not made by Tiptap) holds no text.
  if (!(node instanceof Y.XmlElement)) return;
  if (node.nodeName === 'listItem') {
    // The item's first block carries the bullet; its following blocks (nested lists) do not.
    node.toArray().forEach((child, index) => blockLines(child, lines, index === 0 ? '• ' : ''));
    return;
  }
  if (CONTAINERS.has(node.nodeName)) {
    for (const child of node.toArray()) blockLines(child, lines, prefix);
    return;
  }
  // A text block (paragraph, heading, code block): its inline content is one line.
  lines.push(prefix + node.toArray().map(inlineOf).join(''));
}

function inlineOf(node: XmlNode): string {
  if (node instanceof Y.XmlText) return inlineText(node);
  if (!(node instanceof Y.XmlElement)) return '';
  if (node.nodeName === 'hardBreak') return '\n';
  return node.toArray().map(inlineOf).join('');
}

function inlineText(text: Y.XmlText): string {
  return (text.toDelta() as { insert: unknown }[])
    .map((part) => (typeof part.insert === 'string' ? part.insert : ''))
    .join('');
}

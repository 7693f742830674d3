import { describe, expect, it } from 'vitest';
import { toEditorHtml } from './answer-html';

describe('answers as the editor loads them', () => {
  it('keeps rich text as stored', () => {
    expect(toEditorHtml('<p>He <strong>ran</strong></p>')).toBe('<p>He <strong>ran</strong></p>');
  });

  it('turns legacy plain text into escaped paragraphs, one per line', () => {
    expect(toEditorHtml('First line\nI <3 "mercy" & <b>joy</b>')).toBe(
      '<p>First line</p><p>I &lt;3 &quot;mercy&quot; &amp; &lt;b&gt;joy&lt;/b&gt;</p>',
    );
    expect(toEditorHtml('a\n\nb')).toBe('<p>a</p><p></p><p>b</p>');
    expect(toEditorHtml('')).toBe('');
  });
});

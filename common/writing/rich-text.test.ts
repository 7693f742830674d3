import { describe, expect, it } from 'vitest';
import { isRichText, plainTextOf, wordCountOf } from './rich-text';

describe('rich text answers', () => {
  it('reads a legacy plain-text answer as itself', () => {
    expect(isRichText('I love <3 my neighbour')).toBe(false);
    expect(plainTextOf('Line one\nLine two')).toBe('Line one\nLine two');
  });

  it('turns paragraphs, breaks and list items into lines of plain text', () => {
    const html =
      '<p>He <strong>ran</strong> to meet <em>him</em>.</p><ul><li>Mercy</li><li>Joy</li></ul><p>a<br>b</p>';
    expect(isRichText(html)).toBe(true);
    expect(plainTextOf(html)).toBe('He ran to meet him.\n• Mercy\n• Joy\na\nb');
  });

  it('decodes the entities a sanitizer writes', () => {
    expect(plainTextOf('<p>Tom &amp; Ana &lt;3 &#39;us&#39; &#x2014; ok</p>')).toBe(
      "Tom & Ana <3 'us' \u2014 ok",
    );
  });

  it('counts words of the text, not of the markup or list bullets', () => {
    expect(wordCountOf('<ul><li>Mercy</li><li>Joy and peace</li></ul>')).toBe(4);
    expect(wordCountOf('<p></p>')).toBe(0);
    expect(wordCountOf('  two words ')).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeAnswer, sanitizeRichHtml } from './sanitize';

describe('sanitizing rich-text answers', () => {
  it('keeps the allowed formatting exactly', () => {
    const html =
      '<p>He <strong>ran</strong> and <em>wept</em>.</p><ul><li>One</li></ul><ol><li>Two<br>three</li></ol>';
    expect(sanitizeAnswer(html)).toBe(html);
  });

  it('removes scripts and styles with their contents', () => {
    expect(sanitizeAnswer('<p>Hi</p><script>alert(1)</script><style>p{color:red}</style>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeAnswer('<p>a<SCRIPT src="//evil"></SCRIPT>b</p>')).toBe('<p>ab</p>');
  });

  it('strips every attribute, event handlers and styles included', () => {
    expect(sanitizeAnswer('<p onclick="steal()" style="color:red" class="x" id="y">Hi</p>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeAnswer('<p><strong onmouseover=alert(1)>b</strong></p>')).toBe(
      '<p><strong>b</strong></p>',
    );
  });

  it('drops links, images and frames but keeps their text', () => {
    expect(sanitizeAnswer('<p><a href="javascript:alert(1)">click</a></p>')).toBe('<p>click</p>');
    expect(sanitizeAnswer('<p><img src=x onerror=alert(1)>x</p>')).toBe('<p>x</p>');
    expect(sanitizeAnswer('<p>a</p><iframe src="https://evil"></iframe>')).toBe('<p>a</p>');
    expect(sanitizeAnswer('<p><svg><script>alert(1)</script></svg>ok</p>')).toBe('<p>ok</p>');
  });

  it('takes nested junk apart and escapes stray brackets', () => {
    const out = sanitizeRichHtml('<p><scr<script>ipt>alert(1)</script></p><p>1 < 2</p>');
    expect(out).not.toMatch(/<script/i);
    expect(out).toContain('1 &lt; 2');
    expect(sanitizeAnswer('<p><!-- hidden -->seen</p>')).toBe('<p>seen</p>');
    expect(sanitizeAnswer('<ul><li><div><p>deep</p></div></li></ul>')).toBe(
      '<ul><li><p>deep</p></li></ul>',
    );
  });

  it('keeps legacy plain text as typed and stores an empty editor as nothing', () => {
    expect(sanitizeAnswer('I love <3 my neighbour')).toBe('I love <3 my neighbour');
    expect(sanitizeAnswer('<p></p>')).toBe('');
    expect(sanitizeAnswer('<p> <br></p>')).toBe('');
  });
});

/**
 * A Content-Disposition header for a download name that may come from people (a student's
 * name, an order number): an ASCII `filename` every browser reads, plus the exact name as
 * `filename*` (RFC 6266) when it has other characters. Quotes, backslashes, slashes and
 * control characters never reach the header.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const cleaned = [...(name.split(/[/\\]/).pop() ?? '')]
    .filter((char) => char !== '"' && !isControl(char))
    .join('')
    .trim()
    .slice(0, 150);
  const safe = cleaned || 'download';
  const ascii = safe
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._()-]/g, '_');
  if (ascii === safe) return `${type}; filename="${ascii}"`;
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/**
 * Just enough PDF reading for tests of uncompressed pdfkit output: pages, page sizes, the
 * text drawn with the standard fonts, and the document information strings.
 */

/** WinAnsi code points that differ from Latin-1 and that our copy uses. */
const WIN_ANSI: Record<number, string> = {
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

export interface InspectedPdf {
  pageCount: number;
  /** [width, height] of every page, in points. */
  pageSizes: [number, number][];
  /** Every text run, one per line of text, in drawing order. */
  lines: string[];
  /** Title, Author, Subject… from the document information dictionary. */
  info: Record<string, string>;
}

export function inspectPdf(bytes: Buffer): InspectedPdf {
  const source = bytes.toString('latin1');
  const pageSizes = [...source.matchAll(/\/Type \/Page\n[\s\S]*?\/MediaBox \[([^\]]+)\]/g)].map(
    (match) => {
      const [, , width, height] = (match[1] ?? '').trim().split(/\s+/).map(Number);
      return [width ?? 0, height ?? 0] as [number, number];
    },
  );
  const lines = [...source.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]<])*)\]\s*TJ/g)].map((match) =>
    [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
      .map((hex) => decodeWinAnsi(Buffer.from(hex[1] ?? '', 'hex')))
      .join(''),
  );
  return {
    pageCount: [...source.matchAll(/\/Type \/Page\n/g)].length,
    pageSizes,
    lines,
    info: readInfo(bytes, source),
  };
}

/** All the text, lines joined by spaces, so phrases that wrap still match. */
export function pdfText(pdf: InspectedPdf): string {
  return pdf.lines.join(' ').replace(/\s+/g, ' ');
}

function decodeWinAnsi(bytes: Buffer): string {
  return [...bytes].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');
}

function readInfo(bytes: Buffer, source: string): Record<string, string> {
  const infoRef = /\/Info (\d+) 0 R/.exec(source);
  if (!infoRef) return {};
  const dictionary = new RegExp(`\\n${infoRef[1]} 0 obj\\n<<([\\s\\S]*?)>>`).exec(source);
  const info: Record<string, string> = {};
  for (const entry of (dictionary?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const start = source.indexOf(`\n${entry[2]} 0 obj\n(`);
    if (start < 0) continue;
    const from = start + `\n${entry[2]} 0 obj\n(`.length;
    const to = source.indexOf(')\nendobj', from);
    info[entry[1] ?? ''] = decodePdfString(bytes.subarray(from, to));
  }
  return info;
}

function decodePdfString(raw: Buffer): string {
  const unescaped: number[] = [];
  for (let index = 0; index < raw.length; index += 1) {
    const byte = raw[index]!;
    if (byte !== 0x5c) {
      unescaped.push(byte);
      continue;
    }
    index += 1;
    const next = String.fromCharCode(raw[index] ?? 0);
    const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
    unescaped.push(escapes[next] ?? next.charCodeAt(0));
  }
  const buffer = Buffer.from(unescaped);
  if (buffer[0] === 0xfe && buffer[1] === 0xff) {
    const swapped = Buffer.from(buffer.subarray(2));
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  return buffer.toString('latin1');
}

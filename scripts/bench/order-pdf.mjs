// The print-ready PDF of a paid order (issue 4, point 17): how long pdfkit takes to lay out a
// 30-student class book, and the peak memory of a process doing only that. Each run is a
// fresh Node process, so the first-render costs (fonts, module loading) are in the figure and
// the peak resident set belongs to the render alone.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./order-pdf-child.mjs', import.meta.url));

/** Our own sample writing: about 250 words per piece. */
const PARAGRAPH =
  'The Lord is my shepherd; I shall not want. He makes me lie down in green pastures and ' +
  'leads me beside still waters. When I read this psalm I think of my family walking by the ' +
  'river on Sunday, and of how we are never alone, even on the days that feel long. ';

/**
 * A Standard class book: every child with three pieces of writing.
 * @param {number} children
 */
export function classBookInput(children) {
  const pieces = Array.from({ length: children }, (_, child) =>
    Array.from({ length: 3 }, (_, index) => ({
      author: `Student${child + 1} L.`,
      title: `Reflection ${index + 1}`,
      body: `${PARAGRAPH.repeat(3)}\n${PARAGRAPH.repeat(3)}`,
    })),
  ).flat();
  return {
    orderNumber: 'LB-BENCH1',
    bookName: 'Psalms of Grade 7',
    className: 'Theology 7A',
    schoolName: 'St. Brigid Catholic School',
    books: [{ childName: null, copies: children, pieces }],
  };
}

/**
 * One render in a fresh process.
 * @param {number} children
 * @returns {Promise<{ ms: number, bytes: number, pages: number, peakRssBytes: number }>}
 */
function renderOnce(children) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, String(children)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`The PDF render exited with ${code}`));
      else resolve(JSON.parse(output));
    });
  });
}

/**
 * @param {{ children?: number, runs?: number }} [options]
 * @returns {Promise<{ children: number, runs: number, medianMs: number, maxMs: number,
 *   pages: number, bytes: number, peakRssBytes: number }>}
 */
export async function measureOrderPdf({ children = 30, runs = 5 } = {}) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await renderOnce(children));
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const [first] = results;
  return {
    children,
    runs,
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
    maxMs: times[times.length - 1] ?? 0,
    pages: first?.pages ?? 0,
    bytes: first?.bytes ?? 0,
    peakRssBytes: Math.max(...results.map((result) => result.peakRssBytes)),
  };
}

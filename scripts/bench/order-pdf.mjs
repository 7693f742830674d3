// The class book PDF (issue 12, point 9): how long the renderer takes to lay out a 40-student
// class book with activity pictures, and the peak memory of a process doing only that. Each
// run is a fresh Node process, so the first-render costs (fonts, module loading) are in the
// figure and the peak resident set belongs to the render alone.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./order-pdf-child.mjs', import.meta.url));

/** Our own sample writing: about 250 words per piece. */
const PARAGRAPH =
  'The Lord is my shepherd; I shall not want. He makes me lie down in green pastures and ' +
  'leads me beside still waters. When I read this psalm I think of my family walking by the ' +
  'river on Sunday, and of how we are never alone, even on the days that feel long. ';

const ACTIVITIES = [
  ['The Good Shepherd', 'Psalm 23:1-6'],
  ['Days of Creation', 'Genesis 1:1-31'],
  ['The Sower', 'Matthew 13:1-9'],
];
const PROMPT = 'What does this passage tell you about God?';

/**
 * A Standard class book (render-class-book.ts's ClassBook): three activities, each with the
 * given picture, every child with a piece on each.
 * @param {number} children
 * @param {Buffer | null} [image]
 */
export function classBookInput(children, image = null) {
  return {
    title: 'Psalms of Grade 7',
    className: 'Theology 7A',
    schoolName: 'St. Brigid Catholic School',
    year: '2026',
    dedication: 'For every child of Theology 7A, who wrote with open hearts this year.',
    sections: ACTIVITIES.map(([title, passageReference]) => ({
      title,
      passageReference,
      image,
      prompts: [PROMPT],
      pieces: Array.from({ length: children }, (_, child) => ({
        studentId: `student-${child + 1}`,
        author: `Student${child + 1} L.`,
        body: `${PROMPT}\n${PARAGRAPH.repeat(3)}\n${PARAGRAPH.repeat(3)}`,
      })),
    })),
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
 * @returns {Promise<import('./order-pdf.d.mts').OrderPdfFigures>}
 */
export async function measureOrderPdf({ children = 40, runs = 5 } = {}) {
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

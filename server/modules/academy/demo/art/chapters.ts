import { ART_CANVAS, PAPER, svgDocument } from './svg-document';

/**
 * The demo courses' chapter pictures (our own drawings, in the design tokens' colours), on
 * the covers' 480 × 270 canvas.
 */
const CHAPTER_SIZE = { width: 960, height: 540 } as const;

/** Chapter "Listening to the Word": an open book on a lectern, its words rising, a candle lit. */
export const CHAPTER_LISTENING = svgDocument(
  { canvas: ART_CANVAS, size: CHAPTER_SIZE, ground: PAPER },
  `
  <circle cx="240" cy="120" r="112" fill="#fbeed3"/>
  <g fill="none" stroke="#c58a2a" stroke-width="4" stroke-linecap="round">
    <path d="M214 58a36 36 0 0 1 52 0"/>
    <path d="M198 42a58 58 0 0 1 84 0" opacity="0.7"/>
    <path d="M182 26a80 80 0 0 1 116 0" opacity="0.45"/>
  </g>
  <path d="M168 142c26-8 50-6 72 8v-56c-22-14-46-16-72-8z" fill="#ffffff" stroke="#26367a" stroke-width="4" stroke-linejoin="round"/>
  <path d="M312 142c-26-8-50-6-72 8v-56c22-14 46-16 72-8z" fill="#dfe5f7" stroke="#26367a" stroke-width="4" stroke-linejoin="round"/>
  <g fill="none" stroke="#8a93a8" stroke-width="3" stroke-linecap="round">
    <path d="M180 100c16-3 32-2 48 5"/>
    <path d="M180 114c16-3 32-2 48 5"/>
    <path d="M180 128c12-2 24-1 36 3"/>
    <path d="M252 105c16-7 32-8 48-5"/>
    <path d="M252 119c16-7 32-8 48-5"/>
  </g>
  <path d="M174 158h132l-14-12H188z" fill="#26367a"/>
  <path d="M230 158h20l-3 82h-14z" fill="#26367a"/>
  <rect x="198" y="238" width="84" height="10" rx="5" fill="#1b275c"/>
  <rect x="96" y="160" width="18" height="68" rx="3" fill="#ffffff" stroke="#c58a2a" stroke-width="3"/>
  <path d="M105 154c-9-9-9-20 0-29 9 9 9 20 0 29z" fill="#f0b24a"/>
  <ellipse cx="105" cy="232" rx="26" ry="7" fill="#6a2d5e"/>
  <path d="M372 248h36l-5-26h-26z" fill="#1d6b66"/>
  <path d="M390 222c0-24 6-40 18-52M390 222c-2-20-10-34-24-42" fill="none" stroke="#1d6b66" stroke-width="3" stroke-linecap="round"/>
  <path d="M404 178c10-4 20-2 26 6-10 4-20 2-26-6zM370 184c-10-4-20-2-26 6 10 4 20 2 26-6z" fill="#1d6b66"/>
  <path d="M40 248h400" stroke="#e4dccb" stroke-width="4" stroke-linecap="round"/>
`,
);

/** Chapter "The four steps": read, reflect, respond, rest as four rising stepping stones. */
export const CHAPTER_FOUR_STEPS = svgDocument(
  { canvas: ART_CANVAS, size: CHAPTER_SIZE, ground: PAPER },
  `
  <path d="M90 196C150 190 150 164 190 164S250 136 290 134 360 104 390 104" fill="none" stroke="#c58a2a" stroke-width="4" stroke-linecap="round" stroke-dasharray="1 12"/>
  <circle cx="90" cy="196" r="40" fill="#dfe5f7" stroke="#26367a" stroke-width="4"/>
  <circle cx="190" cy="164" r="40" fill="#d3ebe7" stroke="#1d6b66" stroke-width="4"/>
  <circle cx="290" cy="134" r="40" fill="#f1dcea" stroke="#6a2d5e" stroke-width="4"/>
  <circle cx="390" cy="104" r="40" fill="#fbeed3" stroke="#c58a2a" stroke-width="4"/>
  <g stroke="#26367a" stroke-width="3" stroke-linejoin="round">
    <path d="M66 186c8-3 16-2 24 3v22c-8-5-16-6-24-3z" fill="#ffffff"/>
    <path d="M114 186c-8-3-16-2-24 3v22c8-5 16-6 24-3z" fill="#ffffff"/>
  </g>
  <path d="M190 182c-10-7-22-13-22-24 0-10 14-14 22-5 8-9 22-5 22 5 0 11-12 17-22 24z" fill="#1d6b66"/>
  <path d="M272 118h36a7 7 0 0 1 7 7v18a7 7 0 0 1-7 7h-22l-11 10v-10h-3a7 7 0 0 1-7-7v-18a7 7 0 0 1 7-7z" fill="#6a2d5e"/>
  <g fill="#ffffff">
    <circle cx="280" cy="134" r="3"/>
    <circle cx="290" cy="134" r="3"/>
    <circle cx="300" cy="134" r="3"/>
  </g>
  <path d="M384 84a22 22 0 1 0 22 30 17 17 0 1 1-22-30z" fill="#c58a2a"/>
  <circle cx="408" cy="88" r="3" fill="#c58a2a"/>
  <circle cx="60" cy="60" r="4" fill="#f0b24a"/>
  <circle cx="440" cy="200" r="4" fill="#f0b24a"/>
  <circle cx="150" cy="80" r="2.5" fill="#f0b24a"/>
`,
);

/** Chapter "A daily practice": a morning window, a cup and a closed Bible with its ribbon. */
export const CHAPTER_DAILY_PRACTICE = svgDocument(
  {
    canvas: ART_CANVAS,
    size: CHAPTER_SIZE,
    ground: PAPER,
    defs: `
    <clipPath id="pane"><rect x="160" y="28" width="160" height="136" rx="6"/></clipPath>
`,
  },
  `
  <g clip-path="url(#pane)">
    <rect x="160" y="28" width="160" height="136" fill="#dfe5f7"/>
    <circle cx="240" cy="126" r="30" fill="#f0b24a"/>
    <path d="M160 138c40-18 80-20 160 4v30H160z" fill="#a9d5cf"/>
    <path d="M160 152c60-12 110-6 160 6v14H160z" fill="#1d6b66"/>
  </g>
  <rect x="160" y="28" width="160" height="136" rx="6" fill="none" stroke="#26367a" stroke-width="6"/>
  <path d="M240 28v136M160 96h160" stroke="#26367a" stroke-width="5"/>
  <rect x="150" y="164" width="180" height="8" rx="4" fill="#26367a"/>
  <rect x="52" y="46" width="64" height="70" rx="6" fill="#ffffff" stroke="#6a2d5e" stroke-width="3"/>
  <path d="M52 52a6 6 0 0 1 6-6h52a6 6 0 0 1 6 6v10H52z" fill="#6a2d5e"/>
  <g fill="#c9cfe0">
    <circle cx="66" cy="76" r="3.5"/><circle cx="80" cy="76" r="3.5"/><circle cx="94" cy="76" r="3.5"/>
    <circle cx="66" cy="90" r="3.5"/><circle cx="80" cy="90" r="3.5"/><circle cx="108" cy="76" r="3.5"/>
    <circle cx="94" cy="90" r="3.5" fill="#c58a2a"/><circle cx="108" cy="90" r="3.5"/>
    <circle cx="66" cy="104" r="3.5"/><circle cx="80" cy="104" r="3.5"/>
  </g>
  <rect x="40" y="204" width="400" height="12" rx="5" fill="#6a2d5e"/>
  <path d="M72 216v40M408 216v40" stroke="#6a2d5e" stroke-width="8" stroke-linecap="round"/>
  <path d="M116 170h40v24a10 10 0 0 1-10 10h-20a10 10 0 0 1-10-10z" fill="#ffffff" stroke="#c58a2a" stroke-width="3.5"/>
  <path d="M156 178a9 9 0 0 1 0 18" fill="none" stroke="#c58a2a" stroke-width="3.5"/>
  <path d="M128 160c-4-6 4-8 0-14M142 160c-4-6 4-8 0-14" fill="none" stroke="#c58a2a" stroke-width="3" stroke-linecap="round"/>
  <rect x="274" y="182" width="104" height="22" rx="4" fill="#26367a"/>
  <path d="M280 190h92" stroke="#dfe5f7" stroke-width="2.5"/>
  <path d="M340 204v22l6-5 6 5v-22" fill="#c58a2a"/>
  <path d="M392 204h28l-4-22h-20z" fill="#1d6b66"/>
  <path d="M406 182c0-16 4-26 12-34M406 182c-2-12-8-20-16-24" fill="none" stroke="#1d6b66" stroke-width="3" stroke-linecap="round"/>
`,
);

/** Chapter "Welcome" of the OCIA course: an open church door, warm light, people arriving. */
export const CHAPTER_OCIA_WELCOME = svgDocument(
  { canvas: ART_CANVAS, size: CHAPTER_SIZE, ground: PAPER },
  `
  <path d="M108 44L240 8l132 36z" fill="#d8ccb6"/>
  <rect x="120" y="40" width="240" height="210" fill="#e9e1d2"/>
  <path d="M120 40h240" stroke="#d8ccb6" stroke-width="4"/>
  <path d="M168 250V126a72 72 0 0 1 144 0v124z" fill="#26367a"/>
  <path d="M186 250V130a54 54 0 0 1 108 0v120z" fill="#fbeed3"/>
  <path d="M240 138v44M224 154h32" stroke="#c58a2a" stroke-width="5" stroke-linecap="round"/>
  <path d="M0 250h480v20H0z" fill="#e4dccb"/>
  <path d="M186 250h108l56 20H130z" fill="#f0b24a" fill-opacity="0.45"/>
  <g fill="#1d6b66">
    <circle cx="84" cy="188" r="11"/>
    <path d="M66 250c0-24 8-38 18-38s18 14 18 38z"/>
  </g>
  <g fill="#6a2d5e">
    <circle cx="118" cy="198" r="9"/>
    <path d="M104 250c0-20 6-32 14-32s14 12 14 32z"/>
  </g>
  <g fill="#c58a2a">
    <circle cx="384" cy="194" r="10"/>
    <path d="M368 250c0-22 7-35 16-35s16 13 16 35z"/>
  </g>
  <g fill="#26367a">
    <circle cx="414" cy="206" r="7"/>
    <path d="M403 250c0-16 5-26 11-26s11 10 11 26z"/>
  </g>
  <g fill="#f0b24a">
    <circle cx="60" cy="54" r="3"/>
    <circle cx="424" cy="64" r="4"/>
    <circle cx="400" cy="120" r="2.5"/>
  </g>
`,
);

import { ART_CANVAS, PAPER, svgDocument } from './svg-document';

/**
 * The demo courses' covers (our own drawings, in the design tokens' colours), 16:9 on a
 * 480 × 270 canvas so they stay sharp at any size.
 */
const COVER_SIZE = { width: 1200, height: 675 } as const;

/** "Praying with Scripture": an open book at night under a flame, a sprig growing beside it. */
export const COVER_PRAYING_WITH_SCRIPTURE = svgDocument(
  {
    canvas: ART_CANVAS,
    size: COVER_SIZE,
    ground: 'url(#sky)',
    defs: `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1b275c"/>
      <stop offset="1" stop-color="#26367a"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#f0b24a" stop-opacity="0.5"/>
      <stop offset="1" stop-color="#f0b24a" stop-opacity="0"/>
    </radialGradient>
`,
  },
  `
  <circle cx="240" cy="92" r="110" fill="url(#glow)"/>
  <circle cx="240" cy="150" r="104" fill="#ffffff" fill-opacity="0.05"/>
  <circle cx="240" cy="150" r="72" fill="#ffffff" fill-opacity="0.06"/>
  <g fill="none" stroke="#f0b24a" stroke-width="3" stroke-linecap="round" opacity="0.75">
    <path d="M240 16v14"/>
    <path d="M202 28l8 11"/>
    <path d="M278 28l-8 11"/>
    <path d="M178 60h14"/>
    <path d="M288 60h14"/>
  </g>
  <path d="M240 112c-20-16-20-42 0-60 20 18 20 44 0 60z" fill="#f0b24a"/>
  <path d="M240 104c-9-8-9-20 0-29 9 9 9 21 0 29z" fill="#fbf8f2" fill-opacity="0.9"/>
  <path d="M118 150c46-12 86-6 122 18v84c-36-22-76-28-122-18z" fill="#dfe5f7" stroke="#fbf8f2" stroke-width="4" stroke-linejoin="round"/>
  <path d="M362 150c-46-12-86-6-122 18v84c36-22 76-28 122-18z" fill="#fbf8f2" stroke="#fbf8f2" stroke-width="4" stroke-linejoin="round"/>
  <g fill="none" stroke-width="3.5" stroke-linecap="round">
    <path d="M136 172c30-5 58-2 86 10" stroke="#aab4d6"/>
    <path d="M136 190c30-5 58-2 86 10" stroke="#aab4d6"/>
    <path d="M136 208c22-4 44-2 64 6" stroke="#aab4d6"/>
    <path d="M258 182c28-12 58-15 86-10" stroke="#c9cfe0"/>
    <path d="M258 200c28-12 58-15 86-10" stroke="#c9cfe0"/>
    <path d="M258 218c20-8 42-10 62-8" stroke="#c9cfe0"/>
  </g>
  <path d="M310 160v40l7-6 7 6v-44" fill="#c58a2a"/>
  <path d="M70 262c0-30 10-54 30-74" fill="none" stroke="#5fb3a8" stroke-width="3" stroke-linecap="round"/>
  <path d="M86 214c12-3 22 1 27 11-12 3-22-1-27-11z" fill="#5fb3a8"/>
  <path d="M76 236c-12-3-22 1-27 11 12 3 22-1 27-11z" fill="#5fb3a8"/>
  <path d="M96 196c8-8 18-10 28-6-6 9-17 11-28 6z" fill="#5fb3a8"/>
  <g fill="#f0b24a">
    <circle cx="58" cy="48" r="3"/>
    <circle cx="420" cy="40" r="4"/>
    <circle cx="444" cy="112" r="2.5"/>
    <circle cx="92" cy="108" r="2.5"/>
    <circle cx="404" cy="206" r="2"/>
    <circle cx="372" cy="70" r="2"/>
  </g>
`,
);

/** "Parish OCIA, week by week": a path of weeks across green hills to a parish church at sunrise. */
export const COVER_OCIA_WEEK_BY_WEEK = svgDocument(
  { canvas: ART_CANVAS, size: COVER_SIZE, ground: PAPER },
  `
  <circle cx="380" cy="74" r="46" fill="#fbeed3"/>
  <circle cx="380" cy="74" r="26" fill="#f0b24a"/>
  <g fill="none" stroke="#26367a" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">
    <path d="M80 60l8 6 8-6"/>
    <path d="M104 44l6 5 6-5"/>
  </g>
  <path d="M0 168c80-40 170-50 262-30s158 8 218-22v154H0z" fill="#d3ebe7"/>
  <path d="M316 62v22" stroke="#c58a2a" stroke-width="3.5" stroke-linecap="round"/>
  <path d="M309 70h14" stroke="#c58a2a" stroke-width="3.5" stroke-linecap="round"/>
  <rect x="290" y="124" width="52" height="40" fill="#ffffff" stroke="#26367a" stroke-width="3"/>
  <path d="M284 126l32-26 32 26z" fill="#26367a" stroke="#26367a" stroke-width="3" stroke-linejoin="round"/>
  <path d="M307 104V90l9-8 9 8v14z" fill="#26367a"/>
  <circle cx="316" cy="114" r="4" fill="#f0b24a"/>
  <path d="M309 164v-16a7 7 0 0 1 14 0v16z" fill="#6a2d5e"/>
  <path d="M0 214c90-30 200-32 300-12s140 12 180 2v66H0z" fill="#a9d5cf"/>
  <path d="M0 250c120-16 260-18 480-4v24H0z" fill="#1d6b66"/>
  <path d="M104 262c24-28 86-26 118-44s18-34 52-44 34-8 42-10" fill="none" stroke="#c58a2a" stroke-width="5" stroke-linecap="round" stroke-dasharray="1 13"/>
  <g fill="#26367a">
    <circle cx="150" cy="200" r="8"/>
    <path d="M138 232c0-14 5-22 12-22s12 8 12 22z"/>
  </g>
  <g fill="#6a2d5e">
    <circle cx="174" cy="206" r="7"/>
    <path d="M164 234c0-12 4-19 10-19s10 7 10 19z"/>
  </g>
  <g fill="#c58a2a">
    <circle cx="124" cy="208" r="6"/>
    <path d="M116 234c0-10 3-16 8-16s8 6 8 16z"/>
  </g>
`,
);

/**
 * Lectio's colours as the PDFs use them (the site's tokens live in app/styles/global.css;
 * the server cannot import CSS, so the few it needs are repeated here, once).
 */
export const BRAND = {
  indigo: '#26367a',
  indigoDeep: '#1b275c',
  indigoSoft: '#dfe5f7',
  gold: '#c58a2a',
  goldLight: '#f0b24a',
  goldPale: '#fbeed3',
  /** Gold dark enough for small text on paper (contrast above 4.5:1). */
  goldText: '#7d5312',
  paper: '#fbf8f2',
  white: '#ffffff',
  ink: '#1f2433',
  muted: '#4b5169',
  line: '#e4dccb',
  skin: '#e9b48a',
  skinShade: '#c98f63',
} as const;

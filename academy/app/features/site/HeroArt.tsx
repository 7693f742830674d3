import styles from './HeroArt.module.css';

/** The Academy hero's picture: an open book under a rising light. Drawn by us; decorative. */
export function HeroArt() {
  return (
    <svg className={styles.art} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <circle cx="160" cy="96" r="86" fill="#dfe5f7" />
      <g stroke="#c58a2a" strokeWidth="3" strokeLinecap="round" opacity="0.8">
        <path d="M160 20v22M104 38l12 18M216 38l-12 18M80 84h20M220 84h20" />
      </g>
      <path d="M160 62c-9-9-8-19 0-26 8 7 9 17 0 26z" fill="#c58a2a" />
      <path
        d="M40 118c44-10 84-2 120 22v82c-36-24-76-32-120-22z"
        fill="#ffffff"
        stroke="#26367a"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M280 118c-44-10-84-2-120 22v82c36-24 76-32 120-22z"
        fill="#fbf8f2"
        stroke="#26367a"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <g stroke="#4a5266" strokeWidth="2" strokeLinecap="round" opacity="0.55">
        <path d="M62 142c28-4 52 2 76 14M62 162c28-4 52 2 76 14M62 182c28-4 52 2 76 14" />
        <path d="M258 142c-28-4-52 2-76 14M258 162c-28-4-52 2-76 14" />
      </g>
    </svg>
  );
}

import { PRODUCT_NAME } from '@common/constants';

/** The Lectio mark: an open book whose pages rise like a flame. Drawn by us. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const ink = inverted ? '#ffffff' : '#26367a';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <path d="M20 9c-3.5-3.5-3-7 0-9 3 2 3.5 5.5 0 9z" fill="#c58a2a" />
        <path
          d="M3 13c6-1.5 12 0 17 4v20c-5-4-11-5.5-17-4z"
          fill={inverted ? 'rgba(255,255,255,0.18)' : '#dfe5f7'}
          stroke={ink}
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path
          d="M37 13c-6-1.5-12 0-17 4v20c5-4 11-5.5 17-4z"
          fill={inverted ? 'rgba(255,255,255,0.08)' : '#ffffff'}
          stroke={ink}
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span
        style={{
          fontFamily: 'var(--font-heading)',
          fontWeight: 700,
          fontSize: '1.5rem',
          letterSpacing: '0.01em',
          color: ink,
        }}
      >
        {PRODUCT_NAME}
      </span>
    </span>
  );
}

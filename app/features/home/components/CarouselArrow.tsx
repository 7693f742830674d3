import styles from './CarouselArrow.module.css';

interface CarouselArrowProps {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
  /** Inactive at an end: announced with aria-disabled, and keeps focus where it is. */
  inactive?: boolean;
  /** The id of the content the arrow changes. */
  controls?: string;
}

/** A round previous/next button shared by the home page's carousels. */
export function CarouselArrow({
  direction,
  label,
  onClick,
  inactive,
  controls,
}: CarouselArrowProps) {
  return (
    <button
      type="button"
      className={styles.arrow}
      aria-label={label}
      aria-controls={controls}
      aria-disabled={inactive ? 'true' : undefined}
      data-direction={direction}
      onClick={() => {
        if (!inactive) onClick();
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

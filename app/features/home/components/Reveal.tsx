import type { ReactNode } from 'react';
import { useReveal } from '../hooks/use-reveal';
import styles from './Reveal.module.css';

/**
 * Wraps a home section in the scroll reveal; `data-reveal` exposes the state to tests.
 * Focus moving into a hidden section reveals it, so keyboard users never tab into
 * invisible content.
 */
export function Reveal({ children, id }: { children: ReactNode; id?: string }) {
  const { ref, state, reveal } = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} id={id} className={styles.reveal} data-reveal={state} onFocus={reveal}>
      {children}
    </div>
  );
}

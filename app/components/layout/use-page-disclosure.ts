import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A disclosure in a bar (the account menus of the Journals site and the Academy): open on the
 * page it was opened on, so a link that leads elsewhere closes it by itself; Escape closes it
 * and returns focus to its button, a click outside `root` closes it.
 */
export function usePageDisclosure<Root extends HTMLElement = HTMLDivElement>() {
  const { pathname } = useLocation();
  // The page the disclosure was opened on.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const root = useRef<Root>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  return { open, setOpen, panelId, root, button };
}

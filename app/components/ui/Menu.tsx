import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './Menu.module.css';

/** One entry of a Menu: an action, an in-app link or a file download. */
export type MenuItem =
  | { label: string; onSelect: () => void; danger?: boolean }
  | { label: string; to: string }
  | { label: string; href: string; download: true };

/** Above or below the button, and lined up with its right edge or, near the left, its left. */
type Place = ({ top: number } | { bottom: number }) & ({ right: number } | { left: number });

/** Roughly how tall the menu is: its items' height and padding (used to open it upwards). */
const ITEM_HEIGHT = 42;
/** The menu's least width (`.menu` min-width, 15rem), to keep it on screen. */
const MENU_MIN_WIDTH = 240;
const EDGE = 8;

/**
 * Where the menu goes: under the button, or above it when the viewport has no room below;
 * ending at the button's right edge, or starting at its left edge when a button near the left
 * of a narrow screen would push the menu off it.
 */
function placeUnder(button: HTMLElement, itemCount: number): Place {
  const rect = button.getBoundingClientRect();
  const horizontal =
    rect.right - MENU_MIN_WIDTH < EDGE
      ? { left: Math.max(EDGE, rect.left) }
      : { right: Math.max(EDGE, window.innerWidth - rect.right) };
  const height = itemCount * ITEM_HEIGHT + 8;
  if (rect.bottom + 4 + height > window.innerHeight && rect.top - 4 - height > 0) {
    return { bottom: window.innerHeight - rect.top + 4, ...horizontal };
  }
  return { top: rect.bottom + 4, ...horizontal };
}

/**
 * A menu button (WAI-ARIA menu pattern): the button opens a list of actions; arrow keys, Home
 * and End move between them, Escape closes and gives focus back to the button, Tab closes and
 * moves on, a click outside closes. Used where a row would otherwise hold many buttons.
 */
export function Menu({
  label,
  items,
  children,
}: {
  /** The button's accessible name, e.g. 'Actions for Clare Vance'. */
  label: string;
  items: MenuItem[];
  /** What the button shows (an icon); the label is its name. */
  children: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  /** Where focus goes when the menu opens: the first item, or the last (ArrowUp). */
  const [start, setStart] = useState<'first' | 'last'>('first');
  /**
   * The menu is placed on the viewport (position: fixed) under the button, or above it when
   * there is no room below, so a table that scrolls inside its own region does not clip it.
   * Scrolling and resizing move it along with the button.
   */
  const [place, setPlace] = useState<Place | null>(null);

  const entries = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];

  useEffect(() => {
    if (!open) return;
    const list = entries();
    (start === 'first' ? list[0] : list[list.length - 1])?.focus();
    const follow = () => {
      if (buttonRef.current) setPlace(placeUnder(buttonRef.current, items.length));
    };
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open, start, items.length]);

  function show(from: 'first' | 'last') {
    if (buttonRef.current) setPlace(placeUnder(buttonRef.current, items.length));
    setStart(from);
    setOpen(true);
  }

  function close(focusButton: boolean) {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }

  function onButtonKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKey(event: KeyboardEvent) {
    const list = entries();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') return setOpen(false);
    else return;
    event.preventDefault();
  }

  return (
    <div className={styles.wrap}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={label}
        onClick={() => (open ? setOpen(false) : show('first'))}
        onKeyDown={onButtonKey}
      >
        {children}
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-label={label}
          className={styles.menu}
          style={place ?? undefined}
          onKeyDown={onMenuKey}
        >
          {items.map((item) => (
            <li key={item.label} role="none">
              {'onSelect' in item ? (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={item.danger ? `${styles.item} ${styles.danger}` : styles.item}
                  onClick={() => {
                    close(true);
                    item.onSelect();
                  }}
                >
                  {item.label}
                </button>
              ) : 'to' in item ? (
                <Link role="menuitem" tabIndex={-1} className={styles.item} to={item.to}>
                  {item.label}
                </Link>
              ) : (
                <a
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  href={item.href}
                  download
                  // Closed after the click: the link must still be there when the download starts.
                  onClick={() => window.setTimeout(() => close(true), 0)}
                >
                  {item.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './Button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'light';
type Size = 'md' | 'lg' | 'sm';

interface CommonProps {
  variant?: Variant;
  size?: Size;
  children: ReactNode;
  className?: string;
}

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  className,
}: Omit<CommonProps, 'children'>): string {
  return [styles.button, styles[variant], styles[size], className].filter(Boolean).join(' ');
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...rest
}: CommonProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClassName({ variant, size, className })} {...rest} />;
}

/** A link styled as a button: internal paths use the router, anything else a plain anchor. */
export function ButtonLink({
  variant,
  size,
  className,
  href,
  ...rest
}: CommonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const classes = buttonClassName({ variant, size, className });
  if (href.startsWith('/')) return <Link to={href} className={classes} {...rest} />;
  return <a href={href} className={classes} {...rest} />;
}

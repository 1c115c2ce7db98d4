import { AppLink } from '../AppLink';
import type { ComponentPropsWithRef } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The button look's classes, also for router links and anchors that look like buttons. */
export function btn(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, extra].filter(Boolean).join(' ');
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...rest
}: Look & ComponentPropsWithRef<'button'>) {
  return <button type={type} className={btn(variant, size, className)} {...rest} />;
}

/** A link that looks like a button; same-site paths navigate inside the app (AppLink). */
export function ButtonLink({
  variant,
  size,
  className,
  ...rest
}: Look & ComponentPropsWithRef<'a'> & { href: string }) {
  return <AppLink className={btn(variant, size, className)} {...rest} />;
}

/** A square button holding one icon; `label` is its accessible name. */
export function IconButton({
  label,
  className,
  type = 'button',
  ...rest
}: { label: string } & ComponentPropsWithRef<'button'>) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={['icon-btn', className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

import type { ReactNode } from 'react';
import './emptyState.css';

export interface EmptyStateProps {
  /** What is missing, e.g. "No notifications". */
  title: ReactNode;
  /** Optional help line under the title. */
  description?: ReactNode;
  /** Optional call to action (a button or link). */
  action?: ReactNode;
  /** compact: inside popovers and table cells; regular: a page section. */
  size?: 'compact' | 'regular';
  className?: string;
  'data-testid'?: string;
}

/**
 * Placeholder for an empty list (SPEC section 2, other screens 15) with a light and a dark
 * illustration. Both images are in the markup and CSS shows the one for the current theme, so a
 * theme switch needs no re-render; the hidden one is never fetched (loading="lazy" + display none).
 */
export function EmptyState({
  title,
  description,
  action,
  size = 'regular',
  className,
  'data-testid': testId = 'empty-state',
}: EmptyStateProps) {
  const px = size === 'compact' ? 120 : 200;
  return (
    <div
      className={['empty-state', `empty-state--${size}`, className].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      <img
        className="empty-state__img empty-state__img--light"
        src="/images/empty-light.svg"
        alt=""
        width={px}
        height={(px * 3) / 4}
        loading="lazy"
        decoding="async"
      />
      <img
        className="empty-state__img empty-state__img--dark"
        src="/images/empty-dark.svg"
        alt=""
        width={px}
        height={(px * 3) / 4}
        loading="lazy"
        decoding="async"
      />
      <p className="empty-state__title">{title}</p>
      {description && <p className="empty-state__text">{description}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}

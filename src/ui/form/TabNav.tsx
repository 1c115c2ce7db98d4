import type { ReactNode } from 'react';
import { AppLink } from '../AppLink';
import './tabNav.css';

export interface TabNavItem {
  id: string;
  href: string;
  label: ReactNode;
  current: boolean;
}

/**
 * A row of tabs that are links to pages (not in-page panels): a `nav` with `aria-current="page"`
 * on the current one, which is the right pattern when each tab has its own URL. Scrolls
 * sideways on narrow screens, the current tab kept in view.
 */
export function TabNav({
  label,
  items,
  className,
  'data-testid': testId,
}: {
  label: string;
  items: TabNavItem[];
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <nav aria-label={label} className={['tab-nav', className].filter(Boolean).join(' ')} data-testid={testId}>
      <ul className="tab-nav__list">
        {items.map((item) => (
          <li key={item.id} className="tab-nav__item">
            <AppLink
              href={item.href}
              className="tab-nav__link"
              aria-current={item.current ? 'page' : undefined}
              data-tab={item.id}
              ref={(node) => {
                // Keep the current tab in view when the row scrolls sideways (phones); never
                // scroll the page itself.
                const row = node?.closest<HTMLElement>('.tab-nav');
                if (!node || !row || !item.current) return;
                const end = node.offsetLeft + node.offsetWidth;
                if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth + 16;
              }}
            >
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Building blocks shared by the pages: page header, sections, cards, stats, steps, FAQ, key-value
 * lists, badges, notices and skeletons. Layout uses CSS logical properties only, so Arabic
 * pages mirror (page.css).
 */
import type { ReactNode } from 'react';
import './page.css';
import { CoinIcon } from '../icons/CoinIcon';
import { Skeleton } from './Skeleton';

export { CoinIcon, Skeleton };

export function Page({ children, wide = false, className }: { children: ReactNode; wide?: boolean; className?: string }) {
  return <div className={['pg-page', wide ? 'pg-page--wide' : '', className].filter(Boolean).join(' ')}>{children}</div>;
}

export function PageHeader({
  title,
  lead,
  eyebrow,
  actions,
  aside,
}: {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <header className={['pg-page-head', aside ? 'pg-page-head--split' : ''].filter(Boolean).join(' ')}>
      <div className="pg-page-head__copy">
        {eyebrow && <p className="pg-page-head__eyebrow">{eyebrow}</p>}
        <h1 className="pg-page-head__title">{title}</h1>
        {lead && <p className="pg-page-head__lead">{lead}</p>}
        {actions && <div className="pg-page-head__actions">{actions}</div>}
      </div>
      {aside && <div className="pg-page-head__aside">{aside}</div>}
    </header>
  );
}

export function Section({
  title,
  id,
  action,
  children,
  className,
}: {
  title?: ReactNode;
  id?: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={['pg-section', className].filter(Boolean).join(' ')} aria-labelledby={title ? headingId : undefined} id={id}>
      {(title || action) && (
        <div className="pg-section__head">
          {title && (
            <h2 className="pg-section__title" id={headingId}>
              {title}
            </h2>
          )}
          {action && <div className="pg-section__action">{action}</div>}
        </div>
      )}
      {children}
    </section>
  );
}

export function Card({ children, className, as: As = 'div' }: { children: ReactNode; className?: string; as?: 'div' | 'li' | 'article' }) {
  return <As className={['pg-card', className].filter(Boolean).join(' ')}>{children}</As>;
}

export interface Stat {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
}

export function StatGrid({ stats, label }: { stats: readonly Stat[]; label?: string }) {
  return (
    <dl className="pg-stat-grid" aria-label={label}>
      {stats.map((stat, index) => (
        <div className="pg-stat" key={index}>
          <dt className="pg-stat__label">{stat.label}</dt>
          <dd className="pg-stat__value">{stat.value}</dd>
          {stat.hint && <dd className="pg-stat__hint">{stat.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}

export function Steps({ steps }: { steps: readonly { title: ReactNode; text: ReactNode }[] }) {
  return (
    <ol className="pg-steps">
      {steps.map((step, index) => (
        <li className="pg-step" key={index}>
          <span className="pg-step__number" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className="pg-step__title">{step.title}</h3>
            <p className="pg-step__text">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function Faq({ items }: { items: readonly { question: ReactNode; answer: ReactNode }[] }) {
  return (
    <div className="pg-faq">
      {items.map((item, index) => (
        <details className="pg-faq__item" key={index}>
          <summary className="pg-faq__question">{item.question}</summary>
          <div className="pg-faq__answer">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}

export function KeyValues({ items, className }: { items: readonly { label: ReactNode; value: ReactNode }[]; className?: string }) {
  return (
    <dl className={['pg-kv', className].filter(Boolean).join(' ')}>
      {items.map((item, index) => (
        <div className="pg-kv__row" key={index}>
          <dt className="pg-kv__label">{item.label}</dt>
          <dd className="pg-kv__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type BadgeTone = 'neutral' | 'accent' | 'rise' | 'fall' | 'warn';

export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: BadgeTone }) {
  return <span className={`pg-badge pg-badge--${tone}`}>{children}</span>;
}

export function Notice({ children, tone = 'info', title }: { children: ReactNode; tone?: 'info' | 'warn'; title?: ReactNode }) {
  return (
    <div className={`pg-notice pg-notice--${tone}`} role={tone === 'warn' ? 'note' : undefined}>
      {title && <p className="pg-notice__title">{title}</p>}
      <div className="pg-notice__body">{children}</div>
    </div>
  );
}

/** A progress bar with an accessible value. */
export function Progress({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div className="pg-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(clamped)}>
      <span className="pg-progress__bar" style={{ inlineSize: `${clamped}%` }} />
    </div>
  );
}

/** A coin's icon, symbol and full name, as tables and lists show an asset. */
export function AssetName({ symbol, name, icon }: { symbol: ReactNode; name?: ReactNode; icon: string }) {
  return (
    <>
      <CoinIcon symbol={icon} />
      <span className="pg-asset-cell__name">
        <span className="pg-asset-cell__symbol">{symbol}</span>
        {name !== undefined && <span className="pg-asset-cell__full">{name}</span>}
      </span>
    </>
  );
}

/** A table cell holding an asset (AssetName in its row layout). */
export function AssetCell({ symbol, name, icon }: { symbol: ReactNode; name?: ReactNode; icon: string }) {
  return (
    <span className="pg-asset-cell">
      <AssetName symbol={symbol} name={name} icon={icon} />
    </span>
  );
}


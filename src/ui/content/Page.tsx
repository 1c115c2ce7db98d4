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
  return <div className={['ui-page', wide ? 'ui-page--wide' : '', className].filter(Boolean).join(' ')}>{children}</div>;
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
    <header className={['ui-page-head', aside ? 'ui-page-head--split' : ''].filter(Boolean).join(' ')}>
      <div className="ui-page-head__copy">
        {eyebrow && <p className="ui-page-head__eyebrow">{eyebrow}</p>}
        <h1 className="ui-page-head__title">{title}</h1>
        {lead && <p className="ui-page-head__lead">{lead}</p>}
        {actions && <div className="ui-page-head__actions">{actions}</div>}
      </div>
      {aside && <div className="ui-page-head__aside">{aside}</div>}
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
    <section className={['ui-section', className].filter(Boolean).join(' ')} aria-labelledby={title ? headingId : undefined} id={id}>
      {(title || action) && (
        <div className="ui-section__head">
          {title && (
            <h2 className="ui-section__title" id={headingId}>
              {title}
            </h2>
          )}
          {action && <div className="ui-section__action">{action}</div>}
        </div>
      )}
      {children}
    </section>
  );
}

export function Card({ children, className, as: As = 'div' }: { children: ReactNode; className?: string; as?: 'div' | 'li' | 'article' }) {
  return <As className={['ui-card', className].filter(Boolean).join(' ')}>{children}</As>;
}

export interface Stat {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
}

export function StatGrid({ stats, label }: { stats: readonly Stat[]; label?: string }) {
  return (
    <dl className="ui-stat-grid" aria-label={label}>
      {stats.map((stat, index) => (
        <div className="ui-stat" key={index}>
          <dt className="ui-stat__label">{stat.label}</dt>
          <dd className="ui-stat__value">{stat.value}</dd>
          {stat.hint && <dd className="ui-stat__hint">{stat.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}

export function Steps({ steps }: { steps: readonly { title: ReactNode; text: ReactNode }[] }) {
  return (
    <ol className="ui-steps">
      {steps.map((step, index) => (
        <li className="ui-step" key={index}>
          <span className="ui-step__number" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className="ui-step__title">{step.title}</h3>
            <p className="ui-step__text">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function Faq({ items }: { items: readonly { question: ReactNode; answer: ReactNode }[] }) {
  return (
    <div className="ui-faq">
      {items.map((item, index) => (
        <details className="ui-faq__item" key={index}>
          <summary className="ui-faq__question">{item.question}</summary>
          <div className="ui-faq__answer">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}

export function KeyValues({ items, className }: { items: readonly { label: ReactNode; value: ReactNode }[]; className?: string }) {
  return (
    <dl className={['ui-kv', className].filter(Boolean).join(' ')}>
      {items.map((item, index) => (
        <div className="ui-kv__row" key={index}>
          <dt className="ui-kv__label">{item.label}</dt>
          <dd className="ui-kv__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type BadgeTone = 'neutral' | 'accent' | 'rise' | 'fall' | 'warn';

export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: BadgeTone }) {
  return <span className={`ui-badge ui-badge--${tone}`}>{children}</span>;
}

export function Notice({ children, tone = 'info', title }: { children: ReactNode; tone?: 'info' | 'warn'; title?: ReactNode }) {
  return (
    <div className={`ui-notice ui-notice--${tone}`} role={tone === 'warn' ? 'note' : undefined}>
      {title && <p className="ui-notice__title">{title}</p>}
      <div className="ui-notice__body">{children}</div>
    </div>
  );
}

/** A progress bar with an accessible value. */
export function Progress({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div className="ui-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(clamped)}>
      <span className="ui-progress__bar" style={{ inlineSize: `${clamped}%` }} />
    </div>
  );
}

/** A coin's icon, symbol and full name, as tables and lists show an asset. */
export function AssetName({ symbol, name, icon }: { symbol: ReactNode; name?: ReactNode; icon: string }) {
  return (
    <>
      <CoinIcon symbol={icon} />
      <span className="ui-asset-cell__name">
        <span className="ui-asset-cell__symbol">{symbol}</span>
        {name !== undefined && <span className="ui-asset-cell__full">{name}</span>}
      </span>
    </>
  );
}

/** A table cell holding an asset (AssetName in its row layout). */
export function AssetCell({ symbol, name, icon }: { symbol: ReactNode; name?: ReactNode; icon: string }) {
  return (
    <span className="ui-asset-cell">
      <AssetName symbol={symbol} name={name} icon={icon} />
    </span>
  );
}


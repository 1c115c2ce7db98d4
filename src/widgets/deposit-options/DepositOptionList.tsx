import type { MouseEvent, ReactNode } from 'react';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { AppLink } from '../../ui/AppLink';
import { ChevronRightIcon } from '../../ui/icons/directionIcons';
import { OptionIcon } from './OptionIcon';
import './deposit.css';

export interface DepositOptionRow {
  id: string;
  /** A locale-free same-site path (config or the method modal's table). */
  href: string;
  label: ReactNode;
  hint?: ReactNode;
}

/**
 * One group of ways to add funds, as the fund-wallet drawer and the deposit method modal show
 * them: icon, label, hint, chevron; each row a link in the active locale.
 */
export function DepositOptionList({
  title,
  rows,
  testId,
  rowTestId,
  onPick,
}: {
  title?: ReactNode;
  rows: readonly DepositOptionRow[];
  testId?: string;
  rowTestId: (id: string) => string;
  onPick: (row: DepositOptionRow, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const localize = useLocalizedPath();
  if (rows.length === 0) return null;
  return (
    <section className="deposit-group" data-testid={testId}>
      {title && <h3 className="deposit-group__title">{title}</h3>}
      <ul className="deposit-group__list">
        {rows.map((row) => (
          <li key={row.id}>
            <AppLink
              href={localize(row.href)}
              className="deposit-option"
              onClick={(event) => onPick(row, event)}
              data-testid={rowTestId(row.id)}
            >
              <span className="deposit-option__icon" aria-hidden="true">
                <OptionIcon id={row.id} />
              </span>
              <span className="deposit-option__text">
                <span className="deposit-option__label">{row.label}</span>
                {row.hint && <span className="deposit-option__hint">{row.hint}</span>}
              </span>
              <ChevronRightIcon className="deposit-option__chevron" />
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

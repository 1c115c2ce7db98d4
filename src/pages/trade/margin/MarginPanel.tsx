/**
 * The isolated margin tab's account panel (docs/margin.md): the margin level with its risk colour
 * and the liquidation price, each asset's available, borrowed and interest, and Transfer, Borrow
 * and Repay through dialogs. Every figure is the backend's (the margin account query, kept
 * current by the private margin channel); a liquidation shows as a toast and an alert here.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useQuery } from '../../../api/hooks';
import { useMarginStream, type MarginNotice } from '../../../api/stream/marginStream';
import type { MarginSnapshot } from '../../../api/trading/margin';
import { marginAccountQuery } from '../../../api/trading/marginQueries';
import { useLoggedIn } from '../../../facts/hooks';
import { useFormat } from '../../../i18n/format';
import { useSite } from '../../../site/site';
import { btn } from '../../../ui/form/Button';
import { useToast } from '../../../ui/overlay/Toast';
import { MarginDialog, type MarginAction } from './MarginDialog';
import '../futures/futures.css';
import './margin.css';

export function MarginPanel({ symbol, base, quote }: { symbol: string; base: string; quote: string }) {
  const { t } = useLingui();
  const loggedIn = useLoggedIn();
  const site = useSite();
  const toast = useToast();
  const format = useFormat();
  const query = useQuery(marginAccountQuery(symbol, { enabled: loggedIn }));
  const account = query.data?.data ?? null;
  const [action, setAction] = useState<MarginAction | null>(null);
  useMarginStream(site.ws.spot, loggedIn, (notice: MarginNotice) => {
    if (notice.kind !== 'liquidated' || notice.symbol !== symbol) return;
    const price = notice.price;
    toast(t`Liquidated: your isolated ${base}/${quote} account fell below the maintenance level; its assets were sold at about ${price} to repay the loan.`, 'error');
  });
  if (!loggedIn) return null;
  if (account === null) {
    return query.isPending ? null : (
      <p className="margin-panel__note" role="status" data-testid="margin-unavailable">
        <Trans>Isolated margin is not available for {base}/{quote}.</Trans>
      </p>
    );
  }
  const liquidatedAt = account.last_liquidation ? format.number(Number(account.last_liquidation.price), { maximumFractionDigits: 8 }) : '';
  return (
    <section className="margin-panel" aria-label={t`Isolated margin account`} data-testid="margin-panel">
      <MarginLevel account={account} />
      <AssetTable account={account} />
      <NextInterest at={account.next_interest_time} />
      {/* The backend's record of the last liquidation, while the account has no new loan (a reload still says what happened). */}
      {account.last_liquidation && account.margin_level === null && (
        <p className="margin-panel__alert" role="alert" data-testid="margin-liquidated">
          {t`Liquidated at about ${liquidatedAt} ${quote}: your loan was repaid from this account's assets. See Margin history.`}
        </p>
      )}
      <div className="margin-panel__actions">
        <button type="button" className={btn('secondary', 'sm')} onClick={() => setAction('transfer')} data-testid="margin-open-transfer">
          <Trans>Transfer</Trans>
        </button>
        <button type="button" className={btn('secondary', 'sm')} onClick={() => setAction('borrow')} data-testid="margin-open-borrow">
          <Trans>Borrow</Trans>
        </button>
        <button type="button" className={btn('secondary', 'sm')} onClick={() => setAction('repay')} data-testid="margin-open-repay">
          <Trans>Repay</Trans>
        </button>
      </div>
      {action && <MarginDialog action={action} account={account} onClose={() => setAction(null)} />}
    </section>
  );
}

function MarginLevel({ account }: { account: MarginSnapshot }) {
  const { t } = useLingui();
  const format = useFormat();
  const level = account.margin_level;
  const risk = account.risk;
  const riskText = risk === 'high' ? t`High risk` : risk === 'medium' ? t`Medium risk` : t`Low risk`;
  // The meter fills from the maintenance level (empty) to 2 (full): how far the account is from liquidation.
  const maintenance = Number(account.maintenance_level);
  const fill = level === null ? 1 : Math.max(0, Math.min(1, (Number(level) - maintenance) / (2 - maintenance)));
  const leverage = account.max_leverage;
  return (
    <div className={`margin-risk--${risk}`}>
      <div className="margin-panel__head">
        <span className="ui-muted">
          <Trans>Margin level</Trans> · <Trans>up to {leverage}×</Trans>
        </span>
        <span className="margin-panel__risk" data-testid="margin-risk">
          {riskText}
        </span>
      </div>
      <div className="margin-panel__head">
        <span className="margin-panel__level" data-testid="margin-level">
          {level === null ? '—' : format.number(Number(level), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
        </span>
        <span>
          <span className="ui-muted">
            <Trans>Liquidation price</Trans>
          </span>{' '}
          <strong className="order-form__num" data-testid="margin-liquidation-price">
            {account.liquidation_price === null ? '—' : format.number(Number(account.liquidation_price), { maximumFractionDigits: 8 })}
          </strong>
        </span>
      </div>
      <div className="margin-panel__meter" aria-hidden="true">
        <span style={{ inlineSize: `${Math.round(fill * 100)}%` }} />
      </div>
    </div>
  );
}

/** This second (ms), renewed each second. */
function useSecond(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** When interest is next charged (the backend's time), counted down each second. */
function NextInterest({ at }: { at: number | null }) {
  const now = useSecond();
  if (at === null) return null;
  const seconds = Math.max(0, Math.ceil((at - now) / 1000));
  return (
    <p className="margin-panel__note" data-testid="margin-next-interest">
      <Trans>Next interest charge in {seconds} s</Trans>
    </p>
  );
}

function AssetTable({ account }: { account: MarginSnapshot }) {
  const format = useFormat();
  const num = (value: string) => format.number(Number(value), { maximumFractionDigits: 8 });
  return (
    <table className="margin-panel__table" data-testid="margin-assets">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Coin</Trans>
          </th>
          <th scope="col">
            <Trans>Available</Trans>
          </th>
          <th scope="col">
            <Trans>Borrowed</Trans>
          </th>
          <th scope="col">
            <Trans>Interest</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {[account.base, account.quote].map((a) => (
          <tr key={a.currency} data-asset={a.currency}>
            <th scope="row">{a.currency}</th>
            <td data-cell="available">{num(a.available)}</td>
            <td data-cell="borrowed">{num(a.borrowed)}</td>
            <td data-cell="interest">{num(a.interest)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The user's earn positions (Simple Earn, Startup, Launchpool, HODL staking, Lend & Earn) and their
 * history, from the one earn account query (docs/money-api.md, docs/earn.md): the earn pages and
 * /myaccount read the same, so they agree. Redeem (Unstake, Withdraw) sends the position back to
 * spot, Claim a pool's rewards; a refusal shows the server's reason.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useMutation, useQuery } from '../../api/hooks';
import type { EarnPosition, EarnProductType, EarnRecord } from '../../api/trading/money/earn';
import { earnAccountQuery, earnClaimMutation, earnRedeemMutation } from '../../api/trading/money/queries';
import { useFormat } from '../../i18n/format';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { AssetCell, Badge } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import './money.css';

function useProductName(): (p: { product_type: EarnProductType; term_days?: number; product_id: string }) => string {
  const { t } = useLingui();
  return (p) => {
    switch (p.product_type) {
      case 'fixed':
        return t`${p.term_days ?? 0}-day fixed`;
      case 'flexible':
        return t`Flexible`;
      case 'launchpool':
        return `${t`Launchpool`} · ${p.product_id}`;
      case 'staking':
        return `${t`HODL & Earn`} · ${p.term_days ? t`${p.term_days} days` : t`Flexible`}`;
      case 'lend':
        return t`Lend & Earn`;
      default:
        return `Startup · ${p.product_id}`;
    }
  };
}

/** Holding positions of the given kinds, with Redeem where the product allows it. */
export function EarnPositionsTable({ types, testId = 'earn-positions' }: { types: readonly EarnProductType[]; testId?: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const name = useProductName();
  const account = useQuery(earnAccountQuery());
  const redeem = useMutation(earnRedeemMutation());
  const claim = useMutation(earnClaimMutation());
  const [problem, setProblem] = useState<string | null>(null);
  const rows = (account.data?.data.positions ?? []).filter((p) => p.status === 'holding' && types.includes(p.product_type));
  const amount = (value: string, asset: string) => `${format.number(Number(value), { maximumFractionDigits: 8 })} ${asset}`;
  const busy = redeem.isPending || claim.isPending;
  const onAct = (p: EarnPosition, what: 'redeem' | 'claim') => {
    setProblem(null);
    (what === 'claim' ? claim : redeem).mutate(
      { position_id: p.id },
      {
        onSuccess: (result) => {
          const answer = result.data;
          if (answer === null) setProblem(t`We could not reach the server. Check your connection and try again.`);
          else if (answer.data === null) setProblem(answer.message);
        },
      },
    );
  };
  const columns: Column<EarnPosition>[] = [
    { id: 'product', header: <Trans>Asset</Trans>, cell: (p) => <AssetCell icon={p.asset} symbol={p.asset} name={<><span>{name(p)}</span><span className="earn-positions__amount"> · {amount(p.principal, p.asset)}</span></>} /> },
    { id: 'principal', header: <Trans>Amount</Trans>, align: 'end', wide: true, sortValue: (p) => Number(p.principal), cell: (p) => amount(p.principal, p.asset) },
    {
      id: 'interest',
      header: <Trans>Interest</Trans>,
      align: 'end',
      cell: (p) => (
        <span className="rise" data-testid="earn-interest">
          {`+${amount(p.interest, p.reward_asset ?? p.asset)}`}
        </span>
      ),
    },
    { id: 'apr', header: <Trans>Annual rate</Trans>, align: 'end', wide: true, cell: (p) => format.percent(Number(p.apr)) },
    {
      id: 'action',
      header: <span className="visually-hidden">{t`Action`}</span>,
      align: 'end',
      cell: (p) =>
        p.product_type === 'fixed' ? (
          <Badge>{t`At maturity`}{p.maturity_time === null ? '' : ` · ${format.date(p.maturity_time, { dateStyle: 'short', timeStyle: 'short' })}`}</Badge>
        ) : (
          <span className="ui-row earn-positions__actions">
            {/* A locked stake says when it returns; Unstake stays, so the server's reason shows if tried. */}
            {p.product_type === 'staking' && p.maturity_time !== null && <Badge>{t`At maturity`}{` · ${format.date(p.maturity_time, { dateStyle: 'short', timeStyle: 'short' })}`}</Badge>}
            {p.product_type === 'launchpool' && (
              <button type="button" className={btn('primary', 'sm')} disabled={busy || !(Number(p.interest) > 0)} onClick={() => onAct(p, 'claim')}>
                {t`Claim`}
              </button>
            )}
            <button type="button" className={btn('secondary', 'sm')} disabled={busy} onClick={() => onAct(p, 'redeem')}>
              {p.product_type === 'launchpool' || p.product_type === 'staking' ? t`Unstake` : t`Redeem`}
            </button>
          </span>
        ),
    },
  ];
  return (
    <div className="ui-stack money-block">
      <div className="money-scroll">
        <DataTable rows={rows} columns={columns} rowKey={(p) => p.id} caption={t`My earn positions`} testId={testId} empty={<Trans>Nothing to show yet.</Trans>} />
      </div>
      {problem !== null && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** Subscriptions, interest credits and redemptions, newest first. */
export function EarnHistoryTable({ types }: { types: readonly EarnProductType[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const name = useProductName();
  const account = useQuery(earnAccountQuery());
  const positions = new Map((account.data?.data.positions ?? []).map((p) => [p.id, p]));
  const rows = (account.data?.data.history ?? []).filter((r) => types.includes(r.product_type));
  const kind = (r: EarnRecord) => (r.kind === 'subscribe' ? t`Subscribed` : r.kind === 'interest' ? t`Interest` : r.kind === 'claim' ? t`Rewards` : t`Redeemed`);
  const columns: Column<EarnRecord>[] = [
    { id: 'time', header: <Trans>Time</Trans>, sortValue: (r) => r.time, cell: (r) => format.date(r.time, { dateStyle: 'short', timeStyle: 'medium' }) },
    { id: 'kind', header: <Trans>Type</Trans>, cell: kind },
    { id: 'product', header: <Trans>Asset</Trans>, wide: true, cell: (r) => name({ ...r, term_days: positions.get(r.position_id)?.term_days }) },
    { id: 'amount', header: <Trans>Amount</Trans>, align: 'end', cell: (r) => `${format.number(Number(r.amount), { maximumFractionDigits: 8 })} ${r.asset}` },
  ];
  return (
    <div className="money-scroll">
      <DataTable rows={rows} columns={columns} rowKey={(r) => r.id} caption={t`Earn history`} initialSort={{ id: 'time', direction: 'desc' }} testId="earn-history" empty={<Trans>Nothing to show yet.</Trans>} />
    </div>
  );
}

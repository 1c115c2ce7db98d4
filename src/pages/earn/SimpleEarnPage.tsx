/**
 * /simple-earn: flexible and fixed-term savings, from the backend's earn products. The search
 * parameters filter the list (asset or coin, product_type_tag) and open one product's
 * subscription panel (product_id).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '../../api/hooks';
import { balanceOf } from '../../api/trading/endpoints';
import { spotBalancesQuery } from '../../api/trading/queries';
import { earnSubscribeMutation } from '../../api/trading/money/queries';
import { EarnHistoryTable, EarnPositionsTable } from '../../widgets/money';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { earnProductsQuery } from '../../api/queries';
import type { EarnProduct } from '../../api/endpoints/markets';
import { useLoggedIn } from '../../facts/hooks';
import { sanitizeAmount } from '../../lib/amount';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { AssetCell, Badge, Card, KeyValues, Notice, Page, PageHeader, Section, Skeleton, StatGrid } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import type { SimpleEarnSearch } from './search';
import { ShareButton } from '../../overlays/user/shareModal';
import { useSite } from '../../site/site';

function num(value: string | number | undefined): number {
  const n = Number(value ?? NaN);
  return Number.isFinite(n) ? n : 0;
}

/** Interest over `days` at `apr` percent a year, simple daily accrual. */
function estimateInterest(amount: number, apr: number, days: number): number {
  return (amount * apr * days) / 36_500;
}

function filterProducts(products: readonly EarnProduct[], search: SimpleEarnSearch): EarnProduct[] {
  const asset = search.asset ?? search.coin;
  return products.filter((p) => (!asset || p.asset === asset) && (!search.product_type_tag || p.product_type_tag === search.product_type_tag));
}

function Subscribe({ product, onClose }: { product: EarnProduct; onClose: () => void }) {
  const loggedIn = useLoggedIn();
  const { t } = useLingui();
  const format = useFormat();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const subscribe = useMutation(earnSubscribeMutation());
  const balances = useQuery(spotBalancesQuery({ enabled: loggedIn }));
  const apr = num(product.apr);
  const days = product.term_days || 30;
  const asset = product.asset;
  const min = String(product.min_amount ?? '0');
  const available = balances.data ? balanceOf(balances.data.data, asset).available : null;
  const max = product.max_amount === undefined ? null : format.number(num(product.max_amount));
  const balance = available === null ? null : `${format.number(num(available), { maximumFractionDigits: 8 })} ${asset}`;
  const hint = [t`Minimum ${min} ${asset}`, max === null ? null : t`Maximum ${max} ${asset}`, balance === null ? null : t`Available: ${balance}`].filter(Boolean).join(' · ');
  const submit = () => {
    setProblem(null);
    setDone(false);
    subscribe.mutate(
      { product_type: product.product_type_tag === 'fixed' ? 'fixed' : 'flexible', product_id: String(product.product_id), amount },
      {
        onSuccess: (result) => {
          const answer = result.data;
          if (answer === null) setProblem(t`We could not reach the server. Check your connection and try again.`);
          else if (answer.data === null) setProblem(answer.message);
          else {
            setDone(true);
            setAmount('');
          }
        },
      },
    );
  };
  return (
    <Card className="ui-stack" >
      <div className="ui-row ui-row--between">
        <h2 className="ui-card__title">
          <Trans>Subscribe to {asset}</Trans>
        </h2>
        <button type="button" className={btn('ghost', 'sm')} onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      <TextField label={t`Amount`} inputMode="decimal" value={amount} suffix={asset} hint={hint} onChange={(e) => { setDone(false); setProblem(null); setAmount(sanitizeAmount(e.target.value, { precision: 8 })); }} />
      <KeyValues
        items={[
          { label: <Trans>Annual rate</Trans>, value: <span className="rise">{format.percent(apr)}</span> },
          { label: product.term_days ? <Trans>Interest at maturity</Trans> : <Trans>Interest in 30 days</Trans>, value: `${format.number(estimateInterest(num(amount), apr, days), { maximumFractionDigits: 8 })} ${asset}` },
          { label: <Trans>Redemption</Trans>, value: product.term_days ? <Trans>At maturity</Trans> : <Trans>Any time</Trans> },
        ]}
      />
      <button type="button" className={btn('primary', 'lg')} disabled={product.sold_out || !loggedIn || subscribe.isPending || !(num(amount) > 0)} onClick={submit}>
        {product.sold_out ? <Trans>Sold out</Trans> : <Trans>Subscribe</Trans>}
      </button>
      {!loggedIn && <Notice>{<Trans>Log in to subscribe.</Trans>}</Notice>}
      {problem !== null && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      {done && <Notice>{<Trans>Subscribed</Trans>}</Notice>}
    </Card>
  );
}

export function SimpleEarnPage({ search }: { search: SimpleEarnSearch }) {
  const { t } = useLingui();
  const loggedIn = useLoggedIn();
  const site = useSite();
  const format = useFormat();
  const navigate = useNavigate();
  const query = useQuery(earnProductsQuery());
  const all = query.data?.data ?? [];
  const rows = filterProducts(all, search);
  const selected = search.product_id === undefined ? undefined : all.find((p) => p.product_id === search.product_id);
  const best = all.reduce((max, p) => Math.max(max, num(p.apr)), 0);
  const setSearch = (next: SimpleEarnSearch) => void navigate({ to: '/{-$locale}/simple-earn', search: next, replace: true });

  const columns: Column<EarnProduct>[] = [
    {
      id: 'asset',
      header: <Trans>Asset</Trans>,
      sortValue: (p) => p.asset,
      cell: (p) => (
        <AssetCell icon={p.asset} symbol={p.asset} name={p.product_type_tag === 'fixed' ? t`${p.term_days ?? 0}-day fixed` : t`Flexible`} />
      ),
    },
    { id: 'type', header: <Trans>Type</Trans>, wide: true, cell: (p) => (p.product_type_tag === 'fixed' ? <Badge>{t`${p.term_days ?? 0}-day fixed`}</Badge> : <Badge tone="accent">{t`Flexible`}</Badge>) },
    { id: 'apr', header: <Trans>Annual rate</Trans>, align: 'end', sortValue: (p) => num(p.apr), cell: (p) => <span className="rise ui-strong">{format.percent(num(p.apr))}</span> },
    { id: 'min', header: <Trans>Minimum</Trans>, align: 'end', wide: true, sortValue: (p) => num(p.min_amount), cell: (p) => `${format.number(num(p.min_amount), { maximumFractionDigits: 8 })} ${p.asset}` },
    {
      id: 'action',
      header: <span className="visually-hidden">{t`Action`}</span>,
      align: 'end',
      cell: (p) =>
        p.sold_out ? (
          <Badge>{t`Sold out`}</Badge>
        ) : (
          <Link to="/{-$locale}/simple-earn" search={{ ...search, product_id: p.product_id }} className={btn('primary', 'sm')}>
            <Trans>Subscribe</Trans>
          </Link>
        ),
    },
  ];

  const assets = [...new Set(all.map((p) => p.asset))];
  const assetFilter = search.asset ?? search.coin;

  return (
    <Page>
      <PageHeader eyebrow={<Trans>Simple Earn</Trans>} title={<Trans>Earn interest on the crypto you hold</Trans>} lead={<Trans>Flexible savings you can redeem at any time, or fixed terms for a higher rate. Interest is paid daily.</Trans>} actions={<ShareButton size="md" props={{ subWebsiteId: site.id, source: 'simple_earn', title: t`Simple Earn`, shareContent: t`Earn interest on the crypto you hold`, url: '/simple-earn', posterContent: { headline: t`Earn interest on the crypto you hold`, caption: t`Flexible savings, redeem any time` } }} />} />
      <StatGrid
        stats={[
          { label: <Trans>Best annual rate</Trans>, value: <span className="rise">{format.percent(best)}</span> },
          { label: <Trans>Products</Trans>, value: format.number(all.length) },
          { label: <Trans>Interest paid</Trans>, value: <Trans>Daily</Trans> },
        ]}
      />
      {selected && <Subscribe product={selected} onClose={() => setSearch({ ...search, product_id: undefined })} />}
      {loggedIn && (
        <Section title={<Trans>My earn positions</Trans>}>
          <EarnPositionsTable types={['flexible', 'fixed']} />
        </Section>
      )}
      <Section
        title={<Trans>Products</Trans>}
        action={
          <div className="ui-row">
            <div className="ui-segmented ui-segmented--sm" role="radiogroup" aria-label={t`Product type`}>
              {([undefined, 'flexible', 'fixed'] as const).map((tag) => (
                <button key={tag ?? 'all'} type="button" role="radio" aria-checked={search.product_type_tag === tag} className="ui-segmented__option" onClick={() => setSearch({ ...search, product_type_tag: tag })}>
                  {tag === undefined ? t`All` : tag === 'flexible' ? t`Flexible` : t`Fixed term`}
                </button>
              ))}
            </div>
            <div className="ui-segmented ui-segmented--sm" role="radiogroup" aria-label={t`Asset`}>
              <button type="button" role="radio" aria-checked={!assetFilter} className="ui-segmented__option" onClick={() => setSearch({ ...search, asset: undefined, coin: undefined })}>
                {t`All assets`}
              </button>
              {assets.map((asset) => (
                <button key={asset} type="button" role="radio" aria-checked={assetFilter === asset} className="ui-segmented__option" onClick={() => setSearch({ ...search, asset, coin: undefined })}>
                  {asset}
                </button>
              ))}
            </div>
          </div>
        }
      >
        {query.isPending ? <Skeleton lines={5} /> : <DataTable rows={rows} columns={columns} rowKey={(p) => String(p.product_id)} caption={t`Earn products`} initialSort={{ id: 'apr', direction: 'desc' }} testId="earn-products" empty={<Trans>No products match these filters.</Trans>} />}
      </Section>
      {loggedIn && (
        <Section title={<Trans>Earn history</Trans>}>
          <EarnHistoryTable types={['flexible', 'fixed']} />
        </Section>
      )}
    </Page>
  );
}

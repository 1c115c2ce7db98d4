/** /alpha: trade trending on-chain tokens from your exchange account. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { useFormat } from '../../i18n/format';
import { Change } from '../../ui/content/Change';
import { Num } from '../../ui/content/Num';
import { AssetName, Badge, Page, PageHeader, Section, Steps } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { alphaTokensQuery, type OnchainToken } from '../../api';
import { useQuery } from '../../api/hooks';
import { ListGate } from '../../shell/entity';
import { AppUpdateNotice } from '../../services/nativeApp';
import { useDecision } from '../../facts';

/** Alpha where it can trade here; in an app version below its gate, the update notice. */
export function AlphaPage() {
  const allowed = useDecision('alphaInApp');
  return allowed === false ? <AppUpdateNotice feature="Alpha" /> : <AlphaPageBody />;
}

function AlphaPageBody() {
  const { t } = useLingui();
  const format = useFormat();
  const tokens = useQuery(alphaTokensQuery());
  const columns: Column<OnchainToken>[] = [
    {
      id: 'token',
      header: <Trans>Token</Trans>,
      sortValue: (r) => r.symbol,
      cell: (r) => (
        <Link to="/{-$locale}/alpha/$alphaToken" params={{ alphaToken: r.id }} className="ui-asset-cell">
          <AssetName icon={r.symbol} symbol={r.symbol} name={r.name} />
        </Link>
      ),
    },
    { id: 'chain', header: <Trans>Chain</Trans>, wide: true, cell: (r) => <Badge>{r.chain}</Badge> },
    { id: 'price', header: <Trans>Price</Trans>, align: 'end', sortValue: (r) => r.priceUsd, cell: (r) => <Num className="ui-strong" text={format.money(r.priceUsd, 'USD', { maximumSignificantDigits: 5 })} /> },
    { id: 'change', header: <Trans>24h change</Trans>, align: 'end', sortValue: (r) => r.change, cell: (r) => <Change value={r.change} /> },
    { id: 'liquidity', header: <Trans>Liquidity</Trans>, align: 'end', wide: true, sortValue: (r) => r.liquidityUsd, cell: (r) => format.money(r.liquidityUsd, 'USD', { notation: 'compact' }) },
    { id: 'holders', header: <Trans>Holders</Trans>, align: 'end', wide: true, sortValue: (r) => r.holders, cell: (r) => format.number(r.holders) },
    {
      id: 'action',
      header: <span className="visually-hidden">{t`Action`}</span>,
      align: 'end',
      cell: (r) => (
        <Link to="/{-$locale}/alpha/$alphaToken" params={{ alphaToken: r.id }} className={btn('secondary', 'sm')}>
          <Trans context="button">Trade</Trans>
        </Link>
      ),
    },
  ];
  return (
    <Page>
      <PageHeader
        eyebrow={<Trans>Alpha</Trans>}
        title={<Trans>Trade on-chain tokens early</Trans>}
        lead={<Trans>Buy trending tokens on Ethereum, Solana, Base and BNB Chain straight from your account balance, with no wallet to manage.</Trans>}
      />
      <Section title={<Trans>Trending tokens</Trans>}>
        <ListGate query={tokens} empty={<Trans>No tokens listed yet</Trans>}>
          {(rows) => <DataTable rows={rows} columns={columns} rowKey={(r) => r.id} caption={t`Alpha tokens`} initialSort={{ id: 'change', direction: 'desc' }} />}
        </ListGate>
      </Section>
      <Section title={<Trans>How Alpha works</Trans>}>
        <Steps
          steps={[
            { title: <Trans>Fund with USDT</Trans>, text: <Trans>Alpha orders are paid from your spot USDT balance.</Trans> },
            { title: <Trans>We route on-chain</Trans>, text: <Trans>Your order is filled on the token's decentralised exchange pool at the best available price.</Trans> },
            { title: <Trans>Know the risks</Trans>, text: <Trans>New tokens can lose most of their value within hours. Only trade what you can afford to lose.</Trans> },
          ]}
        />
      </Section>
    </Page>
  );
}

/** /pilot: newly launched on-chain tokens, youngest first, bought with one click from USDT. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { useFormat } from '../../i18n/format';
import { Change } from '../../ui/content/Change';
import { AssetCell, Badge, Notice, Page, PageHeader, Section } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { alphaTokensQuery, type OnchainToken } from '../../api';
import { useQuery } from '../../api/hooks';
import { ListGate } from '../../shell/entity';
import { AppUpdateNotice } from '../../services/nativeApp';
import { useDecision } from '../../facts';

/** Pilot where it can trade here; in an app version below its gate, the update notice. */
export function PilotPage() {
  const allowed = useDecision('pilotInApp');
  return allowed === false ? <AppUpdateNotice feature="Pilot" /> : <PilotPageBody />;
}

function PilotPageBody() {
  const { t } = useLingui();
  const format = useFormat();
  const tokens = useQuery(alphaTokensQuery());
  const columns: Column<OnchainToken>[] = [
    {
      id: 'token',
      header: <Trans>Token</Trans>,
      cell: (r) => (
        <AssetCell icon={r.symbol} symbol={r.symbol} name={r.name} />
      ),
    },
    { id: 'age', header: <Trans>Age</Trans>, sortValue: (r) => r.ageHours, cell: (r) => (r.ageHours < 48 ? <Plural value={r.ageHours} one="# hour" other="# hours" /> : <Plural value={Math.round(r.ageHours / 24)} one="# day" other="# days" />) },
    { id: 'chain', header: <Trans>Chain</Trans>, wide: true, cell: (r) => <Badge>{r.chain}</Badge> },
    { id: 'cap', header: <Trans>Liquidity</Trans>, align: 'end', sortValue: (r) => r.liquidityUsd, cell: (r) => format.money(r.liquidityUsd, 'USD', { notation: 'compact' }) },
    { id: 'change', header: <Trans>24h change</Trans>, align: 'end', sortValue: (r) => r.change, cell: (r) => <Change value={r.change} /> },
    {
      id: 'buy',
      header: <span className="visually-hidden">{t`Action`}</span>,
      align: 'end',
      cell: (r) => (
        <Link to="/{-$locale}/alpha/$alphaToken" params={{ alphaToken: r.id }} className={btn('primary', 'sm')}>
          <Trans>Buy</Trans>
        </Link>
      ),
    },
  ];
  return (
    <Page>
      <PageHeader eyebrow={<Trans>Pilot</Trans>} title={<Trans>Catch new tokens the hour they launch</Trans>} lead={<Trans>Pilot lists tokens as their first liquidity pools open, with live liquidity and holder counts so you can judge before you buy.</Trans>} />
      <Section title={<Trans>New launches</Trans>}>
        <ListGate query={tokens} empty={<Trans>No new tokens yet</Trans>}>
          {(list) => <DataTable rows={[...list].sort((a, b) => a.ageHours - b.ageHours)} columns={columns} rowKey={(r) => r.id} caption={t`New on-chain tokens`} />}
        </ListGate>
      </Section>
      <Notice tone="warn" title={<Trans>High risk</Trans>}>
        <Trans>Newly launched tokens are unaudited and highly volatile. Check liquidity before buying: thin pools move sharply on small orders.</Trans>
      </Notice>
    </Page>
  );
}
